import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CYCLE_LENGTHS } from '../calculators/cycleLength';
import { estimateDueDate } from '../calculators/dueDate';
import type { Country } from '../country/detectCountry';
import { addDays, daysBetween, fromDayNumber } from '../dates/plainDate';
import {
  ANTENATAL_PLANS,
  antenatalSchedule,
  type AntenatalItemId,
  type AntenatalSchedule,
  type AntenatalScheduleInput,
  type AntenatalScheduleProgress,
} from './antenatalSchedule';
import { TRIMESTERS } from './trimesters';

const countries: readonly Country[] = ['uk', 'ng'];
const ids = (schedule: { items: readonly { id: string }[] }) => schedule.items.map((item) => item.id);
const weeksOf = (country: Country, id: string) => {
  const item = ANTENATAL_PLANS[country].find((entry) => entry.id === id);
  if (!item) throw new Error(`no ${id} in ${country}`);
  const { start, end } = item.weeks;
  return `${start.weeks}+${start.days} to ${end.weeks}+${end.days}`;
};

describe('ANTENATAL_PLANS', () => {
  it('holds the NHS appointments, scans and vaccines for the UK, in order', () => {
    expect(ANTENATAL_PLANS.uk.map((item) => [item.id, item.kind, item.firstBabyOnly])).toEqual([
      ['booking', 'appointment', false],
      ['dating-scan', 'scan', false],
      ['appointment-16-weeks', 'appointment', false],
      ['whooping-cough-vaccine', 'vaccine', false],
      ['anomaly-scan', 'scan', false],
      ['appointment-25-weeks', 'appointment', true],
      ['appointment-28-weeks', 'appointment', false],
      ['rsv-vaccine', 'vaccine', false],
      ['appointment-31-weeks', 'appointment', true],
      ['appointment-34-weeks', 'appointment', false],
      ['appointment-36-weeks', 'appointment', false],
      ['appointment-38-weeks', 'appointment', false],
      ['appointment-40-weeks', 'appointment', true],
      ['appointment-41-weeks', 'appointment', false],
    ]);
  });

  it('times the UK items as the NHS does', () => {
    expect(weeksOf('uk', 'booking')).toBe('0+0 to 10+0'); // ideally by 10+0 weeks (NICE QS22, NG201)
    expect(weeksOf('uk', 'dating-scan')).toBe('11+2 to 14+1');
    expect(weeksOf('uk', 'anomaly-scan')).toBe('18+0 to 20+6');
    expect(weeksOf('uk', 'whooping-cough-vaccine')).toBe('16+0 to 31+6'); // from 16 weeks, best before 32
    expect(weeksOf('uk', 'rsv-vaccine')).toBe('28+0 to 28+6'); // from 28 weeks, at the 28-week appointment
    for (const weeks of [16, 25, 28, 31, 34, 36, 38, 40, 41]) {
      expect(weeksOf('uk', `appointment-${weeks}-weeks`)).toBe(`${weeks}+0 to ${weeks}+6`);
    }
  });

  it("holds WHO's eight contacts, one scan before 24 weeks, Td and IPTp-SP for Nigeria, in order", () => {
    expect(ANTENATAL_PLANS.ng.map((item) => [item.id, item.kind])).toEqual([
      ['contact-1', 'appointment'],
      ['ultrasound-scan', 'scan'],
      ['td-vaccine', 'vaccine'],
      ['iptp-sp', 'medicine'],
      ['contact-2', 'appointment'],
      ['contact-3', 'appointment'],
      ['contact-4', 'appointment'],
      ['contact-5', 'appointment'],
      ['contact-6', 'appointment'],
      ['contact-7', 'appointment'],
      ['contact-8', 'appointment'],
      ['check-41-weeks', 'appointment'],
    ]);
    expect(ANTENATAL_PLANS.ng.filter((item) => item.id.startsWith('contact-'))).toHaveLength(8);
    expect(ANTENATAL_PLANS.ng.some((item) => item.firstBabyOnly)).toBe(false);
  });

  it('times the Nigerian items as WHO does', () => {
    expect(weeksOf('ng', 'contact-1')).toBe('0+0 to 11+6'); // before 12 weeks
    expect(weeksOf('ng', 'td-vaccine')).toBe('0+0 to 33+6'); // at the first contact, whenever it is, leaving room for a second dose
    expect(weeksOf('ng', 'ultrasound-scan')).toBe('0+0 to 23+6'); // before 24 weeks
    expect(weeksOf('ng', 'iptp-sp')).toBe('13+0 to 40+6'); // from the second trimester to the last contact
    const contactWeeks = [20, 26, 30, 34, 36, 38, 40];
    contactWeeks.forEach((weeks, i) => expect(weeksOf('ng', `contact-${i + 2}`)).toBe(`${weeks}+0 to ${weeks}+6`));
    expect(weeksOf('ng', 'check-41-weeks')).toBe('41+0 to 41+6');
  });

  it('starts IPTp-SP in the second trimester, leaving room for at least three doses a month apart at the contacts', () => {
    const iptp = ANTENATAL_PLANS.ng.find((item) => item.id === 'iptp-sp')!;
    expect(iptp.weeks.start.weeks).toBe(TRIMESTERS[1].firstWeek);
    const doses: number[] = [];
    for (const contact of ANTENATAL_PLANS.ng.filter((item) => item.id.startsWith('contact-'))) {
      const day = contact.weeks.start.totalDays;
      const inWindow = day >= iptp.weeks.start.totalDays && day <= iptp.weeks.end.totalDays;
      if (inWindow && (doses.length === 0 || day - doses.at(-1)! >= 28)) doses.push(day);
    }
    expect(doses.map((day) => day / 7)).toEqual([20, 26, 30, 34, 38]);
  });

  it('gives every item a unique id, a start no later than its end, and deadlines that start at 0+0', () => {
    const all = [...ANTENATAL_PLANS.uk, ...ANTENATAL_PLANS.ng];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of all) {
      expect(item.weeks.start.totalDays, item.id).toBeLessThanOrEqual(item.weeks.end.totalDays);
      for (const age of [item.weeks.start, item.weeks.end]) {
        expect(age.weeks * 7 + age.days, item.id).toBe(age.totalDays);
        expect(age.days, item.id).toBeLessThan(7);
      }
      if (item.timing === 'deadline') expect(item.weeks.start.totalDays, item.id).toBe(0);
    }
  });
});

describe('antenatalSchedule', () => {
  it("dates the UK schedule from the last period, as estimateDueDate's key dates do", () => {
    const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01' });
    expect(schedule.country).toBe('uk');
    expect(schedule.dueDate).toBe('2025-10-08');
    expect(schedule.datingStart).toBe('2025-01-01');
    const dates = Object.fromEntries(schedule.items.map((item) => [item.id, item.dates]));
    expect(dates.booking).toEqual({ start: '2025-01-01', end: '2025-03-12' });
    expect(dates['dating-scan']).toEqual({ start: '2025-03-21', end: '2025-04-10' });
    expect(dates['appointment-16-weeks']).toEqual({ start: '2025-04-23', end: '2025-04-29' });
    expect(dates['anomaly-scan']).toEqual({ start: '2025-05-07', end: '2025-05-27' });
    expect(dates['appointment-41-weeks']).toEqual({ start: '2025-10-15', end: '2025-10-21' });
    expect(schedule.items[1]).toEqual({
      id: 'dating-scan',
      kind: 'scan',
      timing: 'window',
      firstBabyOnly: false,
      weeks: { start: { weeks: 11, days: 2, totalDays: 79 }, end: { weeks: 14, days: 1, totalDays: 99 } },
      dates: { start: '2025-03-21', end: '2025-04-10' },
    });
  });

  it('dates the Nigerian schedule from a due date', () => {
    const schedule = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08' });
    expect(schedule.datingStart).toBe('2025-01-01');
    const dates = Object.fromEntries(schedule.items.map((item) => [item.id, item.dates]));
    expect(dates['contact-1']).toEqual({ start: '2025-01-01', end: '2025-03-25' });
    expect(dates['ultrasound-scan']).toEqual({ start: '2025-01-01', end: '2025-06-17' });
    expect(dates['iptp-sp']).toEqual({ start: '2025-04-02', end: '2025-10-14' });
    expect(dates['contact-2']).toEqual({ start: '2025-05-21', end: '2025-05-27' });
    expect(dates['contact-8']).toEqual({ start: '2025-10-08', end: '2025-10-14' });
  });

  it('shifts the schedule by (cycle length - 28) days, as the due date is', () => {
    const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', cycleLength: 35 });
    expect(schedule.dueDate).toBe('2025-10-15');
    expect(schedule.datingStart).toBe('2025-01-08');
    expect(schedule.items.find((item) => item.id === 'dating-scan')?.dates.start).toBe('2025-03-28');
  });

  it('leaves out the first-baby-only appointments when firstBaby is false, and marks them otherwise', () => {
    const base = { country: 'uk', lastPeriod: '2025-01-01' } as const;
    const onlyFirst = ['appointment-25-weeks', 'appointment-31-weeks', 'appointment-40-weeks'];
    expect(ids(antenatalSchedule({ ...base, firstBaby: false }))).toEqual(
      ANTENATAL_PLANS.uk.map((item) => item.id).filter((id) => !onlyFirst.includes(id)),
    );
    for (const firstBaby of [true, undefined]) {
      const schedule = antenatalSchedule({ ...base, firstBaby });
      expect(ids(schedule)).toEqual(ANTENATAL_PLANS.uk.map((item) => item.id));
      expect(schedule.items.filter((item) => item.firstBabyOnly).map((item) => item.id)).toEqual(onlyFirst);
    }
    // WHO's contacts are the same for everyone.
    expect(ids(antenatalSchedule({ country: 'ng', lastPeriod: '2025-01-01', firstBaby: false }))).toEqual(
      ANTENATAL_PLANS.ng.map((item) => item.id),
    );
  });

  it('with today, says where each item stands and how far along the pregnancy is; past items stay in the list', () => {
    const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', today: '2025-04-03' });
    expect(schedule).toMatchObject({
      today: '2025-04-03',
      gestationalAge: { weeks: 13, days: 1, totalDays: 92 },
      trimester: 2,
      daysUntilDue: 188,
    });
    expect(schedule.items).toHaveLength(ANTENATAL_PLANS.uk.length);
    const status = Object.fromEntries(schedule.items.map((item) => [item.id, item.status]));
    expect(status).toMatchObject({
      booking: 'past',
      'dating-scan': 'current',
      'appointment-16-weeks': 'upcoming',
      'appointment-41-weeks': 'upcoming',
    });
    // The first and last days of a window count as inside it.
    const onDay = (today: string) =>
      antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', today }).items.find((i) => i.id === 'dating-scan')
        ?.status;
    expect([onDay('2025-03-20'), onDay('2025-03-21'), onDay('2025-04-10'), onDay('2025-04-11')]).toEqual([
      'upcoming',
      'current',
      'current',
      'past',
    ]);
  });

  it('keeps the UK booking appointment due on 10+0, the day NICE sets as "by 10 weeks", and past only from 10+1', () => {
    // lastPeriod 2025-01-01 is 0+0, so 10+0 is 2025-03-12.
    const booking = (today: string) =>
      antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', today }).items.find((i) => i.id === 'booking')!;
    expect(booking('2025-03-11').status).toBe('current'); // 9+6
    expect(booking('2025-03-12')).toMatchObject({ status: 'current', dates: { end: '2025-03-12' } }); // 10+0
    expect(booking('2025-03-13').status).toBe('past'); // 10+1
  });

  it('agrees with estimateDueDate, and gives the same schedule from a due date as from the last period, for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Math.round(Date.UTC(1900, 0, 1) / 864e5), max: Math.round(Date.UTC(2100, 0, 1) / 864e5) }),
        fc.constantFrom(...CYCLE_LENGTHS),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(...countries),
        fc.constantFrom(true, false, undefined),
        (day, cycleLength, elapsed, country, firstBaby) => {
          const lastPeriod = fromDayNumber(day);
          const today = fromDayNumber(day + elapsed);
          const fromPeriod = antenatalSchedule({ country, lastPeriod, cycleLength, firstBaby });
          const estimate = estimateDueDate(lastPeriod, { cycleLength });
          expect(fromPeriod.dueDate).toBe(estimate.dueDate);
          expect(fromPeriod.datingStart).toBe(estimate.datingStart);
          const fromDue = antenatalSchedule({ country, dueDate: estimate.dueDate, firstBaby });
          expect(fromDue).toEqual(fromPeriod);
          if (elapsed < cycleLength - 28) {
            expect(() => antenatalSchedule({ country, lastPeriod, cycleLength, today })).toThrow(RangeError);
            return;
          }
          const withToday = antenatalSchedule({ country, lastPeriod, cycleLength, today, firstBaby });
          const { gestationalAge, trimester, daysUntilDue } = estimateDueDate(lastPeriod, { cycleLength, today });
          expect(withToday).toMatchObject({ today, gestationalAge, trimester, daysUntilDue });
          expect(withToday.items.map(({ status: _, ...item }) => item)).toEqual(fromPeriod.items);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps every date in range and in order, each matching its weeks, and each status matching today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Math.round(Date.UTC(1900, 0, 1) / 864e5), max: Math.round(Date.UTC(2100, 0, 1) / 864e5) }),
        fc.integer({ min: 0, max: 43 * 7 + 6 }),
        fc.constantFrom(...countries),
        fc.boolean(),
        (dueDay, age, country, firstBaby) => {
          const dueDate = fromDayNumber(dueDay);
          const today = fromDayNumber(dueDay - 280 + age);
          const schedule = antenatalSchedule({ country, dueDate, today, firstBaby });
          expect(schedule.gestationalAge.totalDays).toBe(age);
          let previous: { start: string; end: string } | undefined;
          for (const item of schedule.items) {
            const { start, end } = item.dates;
            expect(daysBetween(schedule.datingStart, start)).toBe(item.weeks.start.totalDays);
            expect(daysBetween(schedule.datingStart, end)).toBe(item.weeks.end.totalDays);
            expect(start >= schedule.datingStart && start <= end, item.id).toBe(true);
            // Nothing is planned after 41+6 weeks: by then induction has been offered.
            expect(end <= addDays(dueDate, 13), item.id).toBe(true);
            if (previous) {
              expect(previous.start < start || (previous.start === start && previous.end <= end), item.id).toBe(true);
            }
            previous = item.dates;
            const expected = end < today ? 'past' : start > today ? 'upcoming' : 'current';
            expect(item.status, item.id).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('types each country’s ids, and adds progress only when today is given', () => {
    const uk = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01' });
    expectTypeOf(uk).toEqualTypeOf<AntenatalSchedule<'uk'>>();
    expectTypeOf(uk.items[0]!.id).toEqualTypeOf<AntenatalItemId<'uk'>>();
    expectTypeOf<'contact-1'>().not.toExtend<AntenatalItemId<'uk'>>();
    const ng = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-04-03' });
    expectTypeOf(ng).toEqualTypeOf<AntenatalScheduleProgress<'ng'>>();
    expect(Object.keys(uk).sort()).toEqual(['country', 'datingStart', 'dueDate', 'items']);
    expect('status' in uk.items[0]!).toBe(false);
  });

  it('refuses what it cannot use, with a plain-English RangeError', () => {
    const refuse = (input: unknown) => () => antenatalSchedule(input as AntenatalScheduleInput);
    expect(refuse({ country: 'fr', lastPeriod: '2025-01-01' })).toThrow(
      new RangeError('country must be "uk" or "ng", but got "fr".'),
    );
    expect(refuse({ lastPeriod: '2025-01-01' })).toThrow(new RangeError('country must be "uk" or "ng", but got nothing.'));
    expect(refuse({ country: 'uk' })).toThrow(
      new RangeError('Give lastPeriod (the first day of the last period) or dueDate, written YYYY-MM-DD.'),
    );
    expect(refuse({ country: 'uk', lastPeriod: '2025-01-01', dueDate: '2025-10-08' })).toThrow(
      new RangeError('Give lastPeriod or dueDate, not both.'),
    );
    expect(refuse({ country: 'uk', dueDate: '2025-10-08', cycleLength: 30 })).toThrow(
      new RangeError('cycleLength goes with lastPeriod only: a due date already allows for the cycle.'),
    );
    expect(refuse({ country: 'uk', dueDate: '2025-10-08', firstBaby: 'yes' })).toThrow(
      new RangeError('firstBaby must be true or false (or left out), but got "yes".'),
    );
    expect(refuse(undefined)).toThrow(/needs an object such as \{ country: 'uk', lastPeriod: '2025-01-01' \}/);
    expect(refuse({ country: 'ng', dueDate: '2025-02-30' })).toThrow(
      new RangeError('dueDate "2025-02-30" is not a real date: February 2025 has 28 days.'),
    );
    expect(refuse({ country: 'ng', dueDate: '8/10/2025' })).toThrow(/^dueDate must be a date written YYYY-MM-DD/);
  });

  it('refuses a today the due date makes implausible, as estimateDueDate does for the last period', () => {
    expect(() => antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2024-12-31' })).toThrow(
      new RangeError('today (2024-12-31) must be on or after 2025-01-01, 40 weeks before dueDate 2025-10-08.'),
    );
    expect(antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-01-01' }).gestationalAge.totalDays).toBe(0);
    expect(antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-11-04' }).gestationalAge).toEqual({
      weeks: 43,
      days: 6,
      totalDays: 307,
    });
    expect(() => antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-11-05' })).toThrow(
      new RangeError('dueDate 2025-10-08 would put 2025-11-05 past 43 weeks 6 days of pregnancy; check the due date.'),
    );
  });

  it('refuses a bad last period, cycle length or today with the very messages of estimateDueDate', () => {
    const cases = [
      { lastPeriod: '2025-02-29' },
      { lastPeriod: '2025-01-01', cycleLength: 36 },
      { lastPeriod: '2025-01-01', cycleLength: 27.5 },
      { lastPeriod: '2025-03-01', today: '2025-02-28' },
      { lastPeriod: '2025-03-01', cycleLength: 35, today: '2025-03-05' },
      { lastPeriod: '2025-01-01', today: '2025-11-05' },
      { lastPeriod: '2025-01-01', today: '2025-13-01' },
    ];
    for (const { lastPeriod, ...options } of cases) {
      let expected: unknown;
      try {
        estimateDueDate(lastPeriod, options);
      } catch (error) {
        expected = error;
      }
      expect(expected, lastPeriod).toBeInstanceOf(RangeError);
      expect(() => antenatalSchedule({ country: 'uk', lastPeriod, ...options })).toThrow(expected as RangeError);
    }
  });
});
