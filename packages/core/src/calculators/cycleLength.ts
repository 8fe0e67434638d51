/** The shortest cycle length, in days, the calculators accept. */
export const MIN_CYCLE_LENGTH = 21;
/** The longest cycle length, in days, the calculators accept. */
export const MAX_CYCLE_LENGTH = 35;
/** The cycle length the calculators assume when none is given. */
export const DEFAULT_CYCLE_LENGTH = 28;

/**
 * Every cycle length the calculators accept (21 to 35 days: the usual range per
 * the NHS), ready for a select box.
 *
 * @example
 * CYCLE_LENGTHS.length; // 15
 * CYCLE_LENGTHS[0]; // 21
 */
export const CYCLE_LENGTHS: readonly number[] = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35];

/**
 * Throws a RangeError unless `cycleLength` is a whole number of days in 21..35.
 * Longer, shorter or irregular cycles make a fixed 14-day luteal phase a poor
 * guess, so we refuse rather than give a confident-looking wrong date.
 */
export function assertCycleLength(cycleLength: unknown): asserts cycleLength is number {
  const n = cycleLength as number;
  if (!Number.isInteger(n) || n < MIN_CYCLE_LENGTH || n > MAX_CYCLE_LENGTH) {
    throw new RangeError(
      `cycleLength must be a whole number of days from ${MIN_CYCLE_LENGTH} to ${MAX_CYCLE_LENGTH}, but got ${String(cycleLength)}.`,
    );
  }
}
