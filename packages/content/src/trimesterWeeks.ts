import type { Trimester, TrimesterWeeks } from '@wh/core';
import { trimesterBoundaries } from './pregnancyFacts.gen';

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
 * the one home of the boundaries (as pregnancyFacts.gen.ts has them). Two reading conventions, as in the NHS week-by-week guide: the
 * first weeks of pregnancy are called week 1, and the third trimester is
 * written up to the due date at 40 weeks.
 */
export const trimesterWeeks: Readonly<Record<Trimester, TrimesterWeekRange>> = {
  1: asRead(trimesterBoundaries[0]),
  2: asRead(trimesterBoundaries[1]),
  3: asRead(trimesterBoundaries[2]),
};

/** The trimester of `week` completed weeks, as `trimesterAt` in @wh/core gives it (for a week of the guide, 4 to 42). */
export function trimesterOfWeek(week: number): Trimester {
  return trimesterBoundaries.find(({ lastWeek }) => lastWeek === null || week <= lastWeek)!.trimester;
}

/** "weeks 13 to 27" for the second trimester (for running text inside this package). */
export function weeksOfTrimester(trimester: Trimester): string {
  const { from, to } = trimesterWeeks[trimester];
  return `weeks ${from} to ${to}`;
}
