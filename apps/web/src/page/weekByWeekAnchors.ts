import { weekByWeekIndexPath } from '@wh/content';

/**
 * Where a trimester's weeks are listed on the week-by-week guide's first page: the section's id
 * there, and the link the pregnancy page's trimester cards use.
 *
 * @example
 * trimesterWeeksHref(2); // '/pregnancy/week-by-week#trimester-2'
 */
export const trimesterSectionId = (trimester: 1 | 2 | 3) => `trimester-${trimester}`;
export const trimesterWeeksHref = (trimester: 1 | 2 | 3) => `${weekByWeekIndexPath}#${trimesterSectionId(trimester)}` as const;
