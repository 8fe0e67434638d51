// Generated from @wh/core by scripts/pregnancyFacts.mjs (run by `pnpm build`): do not edit.
// Change the facts in @wh/core; pregnancyFacts.test.ts fails while this file is out of date.
import type { AntenatalItemId, Country, TrimesterWeeks } from '@wh/core';

/** `TRIMESTERS` in @wh/core: each trimester's first and last completed week. */
export const trimesterBoundaries = [
  { trimester: 1, firstWeek: 0, lastWeek: 12 },
  { trimester: 2, firstWeek: 13, lastWeek: 27 },
  { trimester: 3, firstWeek: 28, lastWeek: null },
] as const satisfies readonly [TrimesterWeeks, TrimesterWeeks, TrimesterWeeks];

/** `ANTENATAL_PLANS` in @wh/core: each item's first and last day as a gestational age in days, in date order. */
export const antenatalPlanDays = {
  uk: [
    { id: 'booking', firstDay: 0, lastDay: 70 },
    { id: 'dating-scan', firstDay: 79, lastDay: 99 },
    { id: 'appointment-16-weeks', firstDay: 112, lastDay: 118 },
    { id: 'whooping-cough-vaccine', firstDay: 112, lastDay: 223 },
    { id: 'anomaly-scan', firstDay: 126, lastDay: 146 },
    { id: 'appointment-25-weeks', firstDay: 175, lastDay: 181 },
    { id: 'appointment-28-weeks', firstDay: 196, lastDay: 202 },
    { id: 'rsv-vaccine', firstDay: 196, lastDay: 202 },
    { id: 'appointment-31-weeks', firstDay: 217, lastDay: 223 },
    { id: 'appointment-34-weeks', firstDay: 238, lastDay: 244 },
    { id: 'appointment-36-weeks', firstDay: 252, lastDay: 258 },
    { id: 'appointment-38-weeks', firstDay: 266, lastDay: 272 },
    { id: 'appointment-40-weeks', firstDay: 280, lastDay: 286 },
    { id: 'appointment-41-weeks', firstDay: 287, lastDay: 293 },
  ],
  ng: [
    { id: 'contact-1', firstDay: 0, lastDay: 83 },
    { id: 'ultrasound-scan', firstDay: 0, lastDay: 167 },
    { id: 'td-vaccine', firstDay: 0, lastDay: 237 },
    { id: 'iptp-sp', firstDay: 91, lastDay: 286 },
    { id: 'contact-2', firstDay: 140, lastDay: 146 },
    { id: 'contact-3', firstDay: 182, lastDay: 188 },
    { id: 'contact-4', firstDay: 210, lastDay: 216 },
    { id: 'contact-5', firstDay: 238, lastDay: 244 },
    { id: 'contact-6', firstDay: 252, lastDay: 258 },
    { id: 'contact-7', firstDay: 266, lastDay: 272 },
    { id: 'contact-8', firstDay: 280, lastDay: 286 },
    { id: 'check-41-weeks', firstDay: 287, lastDay: 293 },
  ],
} as const satisfies { readonly [C in Country]: readonly { id: AntenatalItemId<C>; firstDay: number; lastDay: number }[] };
