/**
 * Calendar dates without time zones.
 *
 * A date is written `YYYY-MM-DD` in the API and handled internally as a day
 * number: whole days since 1970-01-01. Adding days is then integer addition, so
 * no time zone or daylight-saving change can move a date by one (which is what
 * happens with `new Date('2025-03-30')` plus local-time arithmetic). `Date` is
 * used only to convert between the two, always in UTC.
 */

/** A calendar date written `YYYY-MM-DD`, for example `'2025-03-14'`. */
export type IsoDate = string;

/** The earliest date the API accepts, as a day number (0001-01-01). */
const MIN_DAY = -719162;
/** The latest date the API accepts, as a day number (9999-12-31). */
const MAX_DAY = 2932896;

/** Day 0 of the next month is the last day of this one; UTC, so no time zone is involved. */
const daysInMonth = (year: number, month: number): number =>
  new Date(new Date(0).setUTCFullYear(year, month, 0)).getUTCDate();

/**
 * Turns a `YYYY-MM-DD` date (years 0001-9999) into a day number (days since
 * 1970-01-01). Throws a `RangeError` that names `label` when the text is not a
 * real date.
 *
 * @example
 * toDayNumber('1970-01-02'); // 1
 * toDayNumber('2025-02-29', 'lastPeriod'); // throws RangeError: February 2025 has 28 days
 */
export function toDayNumber(input: IsoDate, label = 'date'): number {
  // exec() turns a non-string into text first, which then fails the pattern.
  const match = /^(?!0000)(\d{4})-(\d\d)-(\d\d)$/.exec(input);
  if (!match) {
    throw new RangeError(
      `${label} must be a date written YYYY-MM-DD, such as 2025-03-14, but got ${JSON.stringify(input)}.`,
    );
  }
  const year = +match[1]!;
  const month = +match[2]!;
  const day = +match[3]!;
  if (month < 1 || month > 12) {
    throw new RangeError(`${label} "${input}" is not a real date: the month must be 01 to 12.`);
  }
  const lastDay = daysInMonth(year, month);
  if (day < 1 || day > lastDay) {
    const monthName = new Date(Date.UTC(2000, month - 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    throw new RangeError(`${label} "${input}" is not a real date: ${monthName} ${year} has ${lastDay} days.`);
  }
  // A whole-day UTC instant divided by the length of a day: exact, and no time
  // zone is involved. setUTCFullYear, unlike Date.UTC, keeps years 1-99 as given.
  return new Date(0).setUTCFullYear(year, month - 1, day) / 864e5;
}

/**
 * Turns a day number (days since 1970-01-01) back into a `YYYY-MM-DD` date.
 * Throws a `RangeError` for anything but a whole number within years 0001-9999.
 *
 * @example
 * fromDayNumber(0); // '1970-01-01'
 * fromDayNumber(20179); // '2025-04-01'
 */
export function fromDayNumber(dayNumber: number): IsoDate {
  if (!Number.isInteger(dayNumber) || dayNumber < MIN_DAY || dayNumber > MAX_DAY) {
    throw new RangeError(`A day number must be a whole number within years 0001-9999, but got ${dayNumber}.`);
  }
  // Reading a whole-day UTC instant back is exact and involves no time zone;
  // the range check above keeps the year to four digits.
  return new Date(dayNumber * 864e5).toISOString().slice(0, 10);
}

/**
 * True when `input` is a real calendar date written `YYYY-MM-DD`.
 *
 * @example
 * isIsoDate('2024-02-29'); // true (2024 is a leap year)
 * isIsoDate('2025-02-29'); // false
 * isIsoDate('14/03/2025'); // false
 */
export function isIsoDate(input: unknown): input is IsoDate {
  try {
    toDayNumber(input as string);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds (or, with a negative number, subtracts) whole days to a calendar date.
 *
 * @example
 * addDays('2024-02-28', 1); // '2024-02-29'
 * addDays('2025-01-01', -1); // '2024-12-31'
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) {
    throw new RangeError(`The number of days to add must be a whole number, but got ${days}.`);
  }
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * The number of days from `from` to `to`: positive when `to` is later.
 *
 * @example
 * daysBetween('2025-01-01', '2025-03-01'); // 59
 * daysBetween('2025-03-01', '2025-01-01'); // -59
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to, 'to') - toDayNumber(from, 'from');
}

/**
 * The calendar date a `Date` falls on where the code runs (the person's own
 * time zone in a browser). Use it to get "today" for the calculators.
 *
 * @example
 * localIsoDate(new Date(2025, 2, 14, 23, 30)); // '2025-03-14'
 * localIsoDate(); // today's date here
 */
export function localIsoDate(date: Date = new Date()): IsoDate {
  const time = date instanceof Date ? date.getTime() : NaN;
  if (Number.isNaN(time)) {
    throw new RangeError('localIsoDate needs a valid Date object, but got an invalid one.');
  }
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
