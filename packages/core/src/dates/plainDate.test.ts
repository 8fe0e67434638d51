import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber, isIsoDate, localIsoDate, toDayNumber } from './plainDate';

/**
 * Independent references in pure integer arithmetic (Howard Hinnant's
 * days_from_civil and civil_from_days, https://howardhinnant.github.io/date_algorithms.html),
 * sharing no code or method with the implementation, which converts through UTC `Date`s.
 */
function referenceDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function referenceIso(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

describe('toDayNumber and fromDayNumber', () => {
  it('agree with a hand-walked calendar for every day from 1900-01-01 to 2100-12-31', () => {
    // Walk the calendar by hand (its own month lengths and leap rule) and
    // compare each day with both conversions and the engine's UTC calendar.
    const monthLength = (y: number, m: number) =>
      [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
    let [y, m, d] = [1900, 1, 1];
    // 1900-01-01 is 70 years of 365 days plus 17 leap days before 1970-01-01.
    let expected = -(70 * 365 + 17);
    let checked = 0;
    while (y <= 2100) {
      const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const dayNumber = toDayNumber(iso);
      if (
        dayNumber !== expected ||
        fromDayNumber(dayNumber) !== iso ||
        referenceIso(dayNumber) !== iso ||
        referenceDayNumber(y, m, d) !== expected
      ) {
        expect({ iso, dayNumber, back: fromDayNumber(dayNumber) }).toEqual({ iso, dayNumber: expected, back: iso });
      }
      checked += 1;
      expected += 1;
      d += 1;
      if (d > monthLength(y, m)) [m, d] = [m + 1, 1];
      if (m > 12) [y, m] = [y + 1, 1];
    }
    // 201 years, 49 of them leap years (1900 and 2100 are not).
    expect(checked).toBe(201 * 365 + 49);
  });

  it('puts 1970-01-01 at day 0, and handles the far ends of the supported range', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('0001-01-01')).toBe(referenceDayNumber(1, 1, 1));
    expect(toDayNumber('9999-12-31')).toBe(referenceDayNumber(9999, 12, 31));
    expect(fromDayNumber(toDayNumber('0001-01-01'))).toBe('0001-01-01');
    expect(fromDayNumber(toDayNumber('9999-12-31'))).toBe('9999-12-31');
  });

  it('round-trips any day number in years 0001-9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719162, max: 2932896 }), (dayNumber) => {
        const iso = fromDayNumber(dayNumber);
        expect(iso).toBe(referenceIso(dayNumber));
        expect(toDayNumber(iso)).toBe(dayNumber);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects dates that do not exist, naming what was wrong', () => {
    expect(() => toDayNumber('2025-02-29', 'lastPeriod')).toThrow(
      new RangeError('lastPeriod "2025-02-29" is not a real date: February 2025 has 28 days.'),
    );
    expect(() => toDayNumber('1900-02-29')).toThrow(/February 1900 has 28 days/);
    expect(toDayNumber('2000-02-29')).toBe(referenceDayNumber(2000, 2, 29));
    expect(() => toDayNumber('2025-04-31')).toThrow(/April 2025 has 30 days/);
    expect(() => toDayNumber('2025-13-01')).toThrow(/the month must be 01 to 12/);
    expect(() => toDayNumber('2025-00-10')).toThrow(/the month must be 01 to 12/);
    expect(() => toDayNumber('2025-01-00')).toThrow(/January 2025 has 31 days/);
    expect(() => toDayNumber('0000-06-01')).toThrow(/must be a date written YYYY-MM-DD/);
    expect(toDayNumber('0004-02-29')).toBe(referenceDayNumber(4, 2, 29));
    expect(() => toDayNumber('0100-02-29')).toThrow(/February 100 has 28 days/);
  });

  it('rejects malformed text and non-strings with the accepted format in the message', () => {
    for (const bad of ['14/03/2025', '2025-3-14', '2025-03-14T00:00:00Z', ' 2025-03-14', '', '+02025-03-14']) {
      expect(() => toDayNumber(bad, 'today')).toThrow(RangeError);
      expect(() => toDayNumber(bad, 'today')).toThrow(
        `today must be a date written YYYY-MM-DD, such as 2025-03-14, but got ${JSON.stringify(bad)}.`,
      );
    }
    expect(() => toDayNumber(20250314 as unknown as string)).toThrow(/but got 20250314\.$/);
    expect(() => toDayNumber(null as unknown as string)).toThrow(/but got null\.$/);
    expect(() => toDayNumber(undefined as unknown as string)).toThrow(/but got undefined\.$/);
  });

  it('refuses day numbers that are fractional, not numbers, or outside years 0001-9999', () => {
    for (const bad of [1.5, NaN, Infinity, -719163, 2932897]) {
      expect(() => fromDayNumber(bad)).toThrow(RangeError);
    }
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-14', 0)).toBe('2025-03-14');
  });

  it('is not moved by daylight-saving changes', () => {
    // UK clocks go forward on 2025-03-30, US ones on 2025-03-09.
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
  });

  it('agrees with the integer reference for any date from 1900 to 2100 and any offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: referenceDayNumber(1900, 1, 1), max: referenceDayNumber(2100, 12, 31) }),
        fc.integer({ min: -40_000, max: 40_000 }),
        (day, offset) => {
          const start = referenceIso(day);
          const expected = referenceIso(day + offset);
          return addDays(start, offset) === expected && daysBetween(start, expected) === offset;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects a fractional number of days', () => {
    expect(() => addDays('2025-01-01', 0.5)).toThrow(
      new RangeError('The number of days to add must be a whole number, but got 0.5.'),
    );
  });
});

describe('daysBetween', () => {
  it('counts from the first date to the second', () => {
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
  });

  it('names which argument was wrong', () => {
    expect(() => daysBetween('2025-01-01', '2025-02-30')).toThrow(/^to "2025-02-30"/);
    expect(() => daysBetween('nope', '2025-02-01')).toThrow(/^from must be/);
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('14/03/2025')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('localIsoDate', () => {
  it('gives the local calendar date, even late in the evening', () => {
    expect(localIsoDate(new Date(2025, 2, 14, 23, 59))).toBe('2025-03-14');
    expect(localIsoDate(new Date(2025, 2, 14, 0, 0))).toBe('2025-03-14');
  });

  it('defaults to today', () => {
    const now = new Date();
    const result = localIsoDate();
    // Allow for the test running across midnight.
    expect([localIsoDate(now), localIsoDate(new Date())]).toContain(result);
  });

  it('refuses an invalid Date', () => {
    expect(() => localIsoDate(new Date('not a date'))).toThrow(RangeError);
  });
});
