import { TRIMESTERS, type Trimester, type TrimesterWeeks } from '@wh/core';

/** A trimester's name and weeks as the site writes them, for example "second trimester", weeks 13 to 27. */
export interface TrimesterWeekRange {
  readonly trimester: Trimester;
  /** "first trimester", in running text. */
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

const names = { 1: 'first trimester', 2: 'second trimester', 3: 'third trimester' } as const;

function asRead({ trimester, firstWeek, lastWeek }: TrimesterWeeks): TrimesterWeekRange {
  return { trimester, name: names[trimester], from: Math.max(firstWeek, 1), to: lastWeek ?? 40 };
}

/**
 * The three trimesters' weeks as readers see them ("weeks 1 to 12", "13 to 27",
 * "28 to 40"), by trimester number, worked out from `TRIMESTERS` in `@wh/core`,
 * the one home of the boundaries. Two reading conventions, as in the NHS week-by-week guide: the
 * first weeks of pregnancy are called week 1, and the third trimester is
 * written up to the due date at 40 weeks.
 */
export const trimesterWeeks: Readonly<Record<Trimester, TrimesterWeekRange>> = {
  1: asRead(TRIMESTERS[0]),
  2: asRead(TRIMESTERS[1]),
  3: asRead(TRIMESTERS[2]),
};

/** "weeks 13 to 27" for the second trimester (for running text inside this package). */
export function weeksOfTrimester(trimester: Trimester): string {
  const { from, to } = trimesterWeeks[trimester];
  return `weeks ${from} to ${to}`;
}
