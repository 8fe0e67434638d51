import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, fromDayNumber } from '../dates/plainDate';
import { CYCLE_LENGTHS } from './cycleLength';
import { estimateOvulation } from './ovulation';

describe('estimateOvulation', () => {
  it('assumes a 28-day cycle: ovulation on day 14, a 6-day fertile window ending on it', () => {
    expect(estimateOvulation('2025-03-01')).toEqual({
      ovulation: '2025-03-15',
      fertileWindow: { start: '2025-03-10', end: '2025-03-15' },
      nextPeriod: '2025-03-29',
    });
  });

  it('puts ovulation 14 days before the next period for each of the 15 cycle lengths', () => {
    expect(CYCLE_LENGTHS).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]);
    for (const cycleLength of CYCLE_LENGTHS) {
      const result = estimateOvulation('2024-12-20', cycleLength);
      expect(daysBetween('2024-12-20', result.nextPeriod)).toBe(cycleLength);
      expect(daysBetween(result.ovulation, result.nextPeriod)).toBe(14);
    }
    expect(estimateOvulation('2025-03-01', 32).ovulation).toBe('2025-03-19');
    expect(estimateOvulation('2025-03-01', 21).ovulation).toBe('2025-03-08');
  });

  it('crosses a leap day and a year end correctly', () => {
    expect(estimateOvulation('2024-02-20').ovulation).toBe('2024-03-05');
    expect(estimateOvulation('2025-02-20').ovulation).toBe('2025-03-06');
    expect(estimateOvulation('2024-12-25', 35)).toEqual({
      ovulation: '2025-01-15',
      fertileWindow: { start: '2025-01-10', end: '2025-01-15' },
      nextPeriod: '2025-01-29',
    });
  });

  it('keeps its arithmetic for any date and cycle length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toDay(1900), max: toDay(2100) }),
        fc.constantFrom(...CYCLE_LENGTHS),
        (day, cycleLength) => {
          const lastPeriod = fromDayNumber(day);
          const { ovulation, fertileWindow, nextPeriod } = estimateOvulation(lastPeriod, cycleLength);
          expect(daysBetween(lastPeriod, ovulation)).toBe(cycleLength - 14);
          expect(daysBetween(fertileWindow.start, fertileWindow.end)).toBe(5);
          expect(fertileWindow.end).toBe(ovulation);
          expect(daysBetween(lastPeriod, nextPeriod)).toBe(cycleLength);
        },
      ),
    );
  });

  it('refuses cycle lengths that are not whole numbers from 21 to 35', () => {
    for (const bad of [20, 36, 28.5, 0, -28, NaN, Infinity, '28', null]) {
      expect(() => estimateOvulation('2025-03-01', bad as number)).toThrow(RangeError);
    }
    expect(() => estimateOvulation('2025-03-01', 40)).toThrow(
      new RangeError('cycleLength must be a whole number of days from 21 to 35, but got 40.'),
    );
  });

  it('refuses a last period that is not a real YYYY-MM-DD date', () => {
    expect(() => estimateOvulation('2025-02-29')).toThrow(
      new RangeError('lastPeriod "2025-02-29" is not a real date: February 2025 has 28 days.'),
    );
    expect(() => estimateOvulation('1 March 2025')).toThrow(/lastPeriod must be a date written YYYY-MM-DD/);
  });
});

function toDay(year: number): number {
  return Math.round(Date.UTC(year, 0, 1) / 86_400_000);
}
