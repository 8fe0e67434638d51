/**
 * The /my-pregnancy page: the reader's own week, days to go and antenatal schedule, worked out
 * in her browser from a date she enters once. The words are here; the schedule is `@wh/core`'s
 * `antenatalSchedule`, and what happens at each item is `antenatalCareFor(country)`.
 */

import { myPregnancyTool } from './myPregnancyTool';
import { routeMeta } from './pages';
import type { PageMeta } from './types';

/** The page and the tool's words (`myPregnancyTool`, which the browser's code imports alone). */
export const myPregnancyPage: PageMeta & {
  readonly intro: string;
  readonly privacy: string;
  readonly needsJavaScript: string;
  readonly scheduleNote: string;
  readonly calendarName: string;
  readonly clearConfirm: string;
} = {
  path: '/my-pregnancy',
  ...routeMeta['/my-pregnancy'],
  intro:
    'Enter the first day of your last period or your due date once, and see how many weeks pregnant you are, the days to go and your own antenatal appointments.',
  privacy:
    'Your date stays on this device only. It is kept in this browser and never sent anywhere: not to us, not to your account if you have one, and not in any web address. Anyone who uses this browser can see it. Clear it whenever you like.',
  needsJavaScript:
    'This page works out your dates in your browser, so it needs JavaScript, which is turned off or blocked. The week-by-week guide reads without it.',
  ...myPregnancyTool,
};
