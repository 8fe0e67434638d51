/**
 * The addresses of the week-by-week guide: which weeks have a page, and the
 * page for a week or for a gestational age. Kept apart from routes.ts (which
 * takes the article paths from the article registry) so the browser's code
 * that links to a week, the calculators and My pregnancy, does not carry the
 * whole list of routes and articles.
 */

/** The first and last week of pregnancy with a page of its own in the week-by-week guide. */
export const pregnancyWeekRange = { first: 4, last: 42 } as const;

/** Every week with a page, 4 to 42, in order. */
export const pregnancyWeekNumbers: readonly number[] = Array.from(
  { length: pregnancyWeekRange.last - pregnancyWeekRange.first + 1 },
  (_, i) => pregnancyWeekRange.first + i,
);

/** The week-by-week guide's first page, which lists every week. */
export const weekByWeekIndexPath = '/pregnancy/week-by-week';

/** The address of one week's page. */
export type WeekPath = `${typeof weekByWeekIndexPath}/${number}`;

/** The address of a page of the week-by-week guide: the list of weeks or one week. */
export type WeekByWeekPath = typeof weekByWeekIndexPath | WeekPath;

/**
 * The address of the page for `week` completed weeks of pregnancy ("14 weeks
 * pregnant" is 14+0 to 14+6).
 *
 * @throws RangeError for anything but a whole number from 4 to 42.
 *
 * @example
 * weekPath(14); // '/pregnancy/week-by-week/14'
 * weekPath(3); // throws RangeError: week must be a whole number from 4 to 42, but got 3.
 */
export function weekPath(week: number): WeekPath {
  if (!Number.isInteger(week) || week < pregnancyWeekRange.first || week > pregnancyWeekRange.last) {
    throw new RangeError(
      `week must be a whole number from ${pregnancyWeekRange.first} to ${pregnancyWeekRange.last}, but got ${String(week)}.`,
    );
  }
  return `${weekByWeekIndexPath}/${week}`;
}

/**
 * The week page for a gestational age in completed weeks, as `estimateDueDate`
 * and `antenatalSchedule` in `@wh/core` give it (0 to 43): the nearest week
 * that has a page, so weeks 0 to 3 go to week 4 and week 43 to week 42.
 *
 * @throws RangeError for anything but a whole number from 0 to 43.
 *
 * @example
 * weekPathForAge(estimateDueDate(lastPeriod, { today }).gestationalAge.weeks); // '/pregnancy/week-by-week/13'
 * weekPathForAge(2); // '/pregnancy/week-by-week/4'
 */
export function weekPathForAge(weeks: number): WeekPath {
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > 43) {
    throw new RangeError(`weeks must be a whole number of completed weeks from 0 to 43, but got ${String(weeks)}.`);
  }
  return weekPath(Math.min(Math.max(weeks, pregnancyWeekRange.first), pregnancyWeekRange.last));
}

/** Every page of the week-by-week guide: the list of weeks, then weeks 4 to 42 (all in `routePaths`). */
export const weekByWeekPaths: readonly WeekByWeekPath[] = [weekByWeekIndexPath, ...pregnancyWeekNumbers.map(weekPath)];

const weekByWeekSet: ReadonlySet<string> = new Set(weekByWeekPaths);

/**
 * Tells whether a path is a page of the week-by-week guide, ignoring any
 * #fragment or ?query.
 *
 * @example
 * isWeekByWeekPath('/pregnancy/week-by-week/14'); // true
 * isWeekByWeekPath('/pregnancy/week-by-week/43'); // false
 */
export function isWeekByWeekPath(path: string): path is WeekByWeekPath {
  return weekByWeekSet.has(path.split(/[?#]/, 1)[0] ?? '');
}
