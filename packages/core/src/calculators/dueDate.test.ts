import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber } from '../dates/plainDate';
import { antenatalSchedule } from '../pregnancy/antenatalSchedule';
import { trimesterAt } from '../pregnancy/trimesters';
import { CYCLE_LENGTHS } from './cycleLength';
import { estimateDueDate, type DueDateEstimate, type DueDateProgress } from './dueDate';

describe('estimateDueDate', () => {
  it('adds 280 days to the last period for a 28-day cycle', () => {
    expect(estimateDueDate('2025-01-01').dueDate).toBe('2025-10-08');
    // 2024 is a leap year, so the same 280 days end a day earlier in the calendar.
    expect(estimateDueDate('2024-01-01').dueDate).toBe('2024-10-07');
    expect(estimateDueDate('2024-06-15').dueDate).toBe('2025-03-22');
  });

  it('shifts the due date by (cycle length - 28) days', () => {
    expect(estimateDueDate('2025-01-01', { cycleLength: 35 }).dueDate).toBe('2025-10-15');
    expect(estimateDueDate('2025-01-01', { cycleLength: 21 }).dueDate).toBe('2025-10-01');
    expect(estimateDueDate('2025-01-01', { cycleLength: 30 }).dueDate).toBe('2025-10-10');
    expect(estimateDueDate('2025-01-01', { cycleLength: 30 }).datingStart).toBe('2025-01-03');
  });

  it('gives the key dates of the pregnancy', () => {
    expect(estimateDueDate('2025-01-01').keyDates).toEqual({
      datingScan: { start: '2025-03-21', end: '2025-04-10' }, // 11+2 to 14+1
      anomalyScan: { start: '2025-05-07', end: '2025-05-27' }, // 18+0 to 20+6
      term: '2025-09-17', // 37+0
      dueDate: '2025-10-08', // 40+0
      fortyTwoWeeks: '2025-10-22', // 42+0
    });
  });

  it('only adds progress when today is given', () => {
    const withoutToday = estimateDueDate('2025-01-01');
    expect(Object.keys(withoutToday).sort()).toEqual(['datingStart', 'dueDate', 'keyDates']);
    expectTypeOf(withoutToday).toEqualTypeOf<DueDateEstimate>();
    const withToday = estimateDueDate('2025-01-01', { today: '2025-04-03' });
    expectTypeOf(withToday).toEqualTypeOf<DueDateProgress>();
    expect(withToday).toMatchObject({
      today: '2025-04-03',
      gestationalAge: { weeks: 13, days: 1, totalDays: 92 },
      trimester: 2,
      daysUntilDue: 188,
    });
  });

  it('changes trimester at 13+0 and 28+0 weeks, as the NHS counts them (completed weeks, as in "13 weeks pregnant")', () => {
    const trimesterOnDay = (days: number) =>
      estimateDueDate('2025-01-01', { today: addDays('2025-01-01', days) }).trimester;
    expect(trimesterOnDay(0)).toBe(1);
    expect(trimesterOnDay(12 * 7 + 6)).toBe(1);
    expect(trimesterOnDay(13 * 7)).toBe(2);
    expect(trimesterOnDay(27 * 7 + 6)).toBe(2);
    expect(trimesterOnDay(28 * 7)).toBe(3);
    expect(trimesterOnDay(43 * 7 + 6)).toBe(3);
  });

  it('takes its trimester and scan windows from the one home of each (TRIMESTERS, the UK antenatal plan)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 43 * 7 + 6 }), (days) => {
        const progress = estimateDueDate('2025-01-01', { today: addDays('2025-01-01', days) });
        expect(progress.trimester).toBe(trimesterAt(progress.gestationalAge.weeks));
      }),
    );
    const { keyDates } = estimateDueDate('2025-01-01', { cycleLength: 31 });
    const scans = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', cycleLength: 31 }).items;
    expect(scans.find((item) => item.id === 'dating-scan')?.dates).toEqual(keyDates.datingScan);
    expect(scans.find((item) => item.id === 'anomaly-scan')?.dates).toEqual(keyDates.anomalyScan);
  });

  it('counts the gestational age from the cycle-adjusted date', () => {
    const result = estimateDueDate('2025-01-01', { cycleLength: 35, today: '2025-04-03' });
    expect(result.gestationalAge).toEqual({ weeks: 12, days: 1, totalDays: 85 });
    expect(result.trimester).toBe(1);
    expect(result.daysUntilDue).toBe(195);
  });

  it('shows days until due going negative after the due date', () => {
    const result = estimateDueDate('2025-01-01', { today: '2025-10-10' });
    expect(result.daysUntilDue).toBe(-2);
    expect(result.gestationalAge).toEqual({ weeks: 40, days: 2, totalDays: 282 });
  });

  it('keeps age + days left = 280 and due date = last period + 252 + cycle length, for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Math.round(Date.UTC(1900, 0, 1) / 864e5), max: Math.round(Date.UTC(2100, 0, 1) / 864e5) }),
        fc.constantFrom(...CYCLE_LENGTHS),
        fc.integer({ min: 0, max: 300 }),
        (day, cycleLength, elapsed) => {
          const lastPeriod = fromDayNumber(day);
          const today = fromDayNumber(day + elapsed);
          const estimate = estimateDueDate(lastPeriod, { cycleLength });
          expect(daysBetween(lastPeriod, estimate.dueDate)).toBe(280 + cycleLength - 28);
          const age = elapsed - (cycleLength - 28);
          if (age < 0) {
            expect(() => estimateDueDate(lastPeriod, { cycleLength, today })).toThrow(RangeError);
            return;
          }
          const progress = estimateDueDate(lastPeriod, { cycleLength, today });
          expect(progress.gestationalAge.totalDays).toBe(age);
          expect(progress.gestationalAge.weeks * 7 + progress.gestationalAge.days).toBe(age);
          expect(progress.gestationalAge.totalDays + progress.daysUntilDue).toBe(280);
        },
      ),
    );
  });

  it('refuses a today before the last period', () => {
    expect(() => estimateDueDate('2025-03-01', { today: '2025-02-28' })).toThrow(
      new RangeError('today (2025-02-28) must be on or after 2025-03-01, given lastPeriod 2025-03-01 and a 28-day cycle.'),
    );
    // A short cycle starts the count before the last period, but today still cannot precede it.
    expect(() => estimateDueDate('2025-03-01', { cycleLength: 21, today: '2025-02-27' })).toThrow(
      /must be on or after 2025-03-01/,
    );
    expect(estimateDueDate('2025-03-01', { cycleLength: 21, today: '2025-03-01' }).gestationalAge.totalDays).toBe(7);
  });

  it('refuses a today before a long cycle starts the count', () => {
    expect(() => estimateDueDate('2025-03-01', { cycleLength: 35, today: '2025-03-05' })).toThrow(
      new RangeError('today (2025-03-05) must be on or after 2025-03-08, given lastPeriod 2025-03-01 and a 35-day cycle.'),
    );
    expect(estimateDueDate('2025-03-01', { cycleLength: 35, today: '2025-03-08' }).gestationalAge.totalDays).toBe(0);
  });

  it('refuses a pregnancy more than 43+6 weeks along', () => {
    expect(estimateDueDate('2025-01-01', { today: addDays('2025-01-01', 307) }).gestationalAge).toEqual({
      weeks: 43,
      days: 6,
      totalDays: 307,
    });
    expect(() => estimateDueDate('2025-01-01', { today: addDays('2025-01-01', 308) })).toThrow(
      new RangeError(
        'lastPeriod 2025-01-01 would put 2025-11-05 past 43 weeks 6 days of pregnancy; check it is the first day of the last period.',
      ),
    );
  });

  it('refuses bad dates and cycle lengths with a plain-English RangeError', () => {
    expect(() => estimateDueDate('2025-02-29')).toThrow(/lastPeriod "2025-02-29" is not a real date/);
    expect(() => estimateDueDate('2025-01-01', { today: '2025-13-01' })).toThrow(/^today "2025-13-01"/);
    expect(() => estimateDueDate('2025-01-01', { cycleLength: 36 })).toThrow(/from 21 to 35, but got 36/);
    expect(() => estimateDueDate('2025-01-01', { cycleLength: 27.5 })).toThrow(RangeError);
  });
});
