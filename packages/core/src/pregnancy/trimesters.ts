import { MAX_GESTATION_DAYS } from './length';

/** One of the three stages of pregnancy: 1, 2 or 3. */
export type Trimester = 1 | 2 | 3;

/** Where one trimester starts and ends, in completed weeks (as in "13 weeks pregnant"). */
export interface TrimesterWeeks {
  readonly trimester: Trimester;
  /** The first completed week of the trimester: it starts at this week + 0 days. */
  readonly firstWeek: number;
  /** The last completed week of the trimester (it ends at this week + 6 days); `null` for the third, which lasts until the birth. */
  readonly lastWeek: number | null;
}

/**
 * The trimesters as the NHS counts them: the first from 0+0 to 12+6 weeks, the
 * second from 13+0 to 27+6 and the third from 28+0 until the birth ("weeks 1
 * to 12", "13 to 27" and "28 to 40" in the NHS week-by-week guide). Weeks are
 * completed weeks, so "13 weeks pregnant" (13+0 to 13+6) is the second trimester.
 * This is the one place the boundaries are written; everything else reads them.
 *
 * @example
 * TRIMESTERS[1]; // { trimester: 2, firstWeek: 13, lastWeek: 27 }
 * TRIMESTERS.map((t) => t.firstWeek); // [0, 13, 28]
 */
export const TRIMESTERS: readonly [TrimesterWeeks, TrimesterWeeks, TrimesterWeeks] = [
  { trimester: 1, firstWeek: 0, lastWeek: 12 },
  { trimester: 2, firstWeek: 13, lastWeek: 27 },
  { trimester: 3, firstWeek: 28, lastWeek: null },
];

/**
 * The trimester a pregnancy is in after `weeks` completed weeks (see
 * {@link TRIMESTERS}). Pass `gestationalAge.weeks` from `estimateDueDate`.
 *
 * @param weeks Completed weeks of pregnancy, a whole number from 0 to 43.
 * @throws RangeError for anything but a whole number from 0 to 43.
 *
 * @example
 * trimesterAt(12); // 1 (12+0 to 12+6 weeks)
 * trimesterAt(13); // 2
 * trimesterAt(27); // 2
 * trimesterAt(28); // 3
 */
export function trimesterAt(weeks: number): Trimester {
  const maxWeeks = Math.floor(MAX_GESTATION_DAYS / 7);
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > maxWeeks) {
    throw new RangeError(`weeks must be a whole number of completed weeks from 0 to ${maxWeeks}, but got ${String(weeks)}.`);
  }
  return trimesterOfWeeks(weeks);
}

/** {@link trimesterAt} for a number already known to be whole weeks from 0 to 43 (internal: keeps the calculators small). */
export function trimesterOfWeeks(weeks: number): Trimester {
  return weeks < TRIMESTERS[1].firstWeek ? 1 : weeks < TRIMESTERS[2].firstWeek ? 2 : 3;
}
