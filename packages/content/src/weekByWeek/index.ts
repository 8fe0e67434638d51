// The week-by-week guide: its shapes (types.ts), what a few weeks share
// (stages.ts), the baby's sizes (sizes.ts), what is special about each week
// (notes.ts), and the pages built from them (pages.ts). Import from this
// folder, not its files.

export type { PregnancyWeek, PregnancyWeekAntenatalItem, PregnancyWeekLink, PregnancyWeekPage, WeekByWeekIndex } from './types';
export { pregnancyWeeks, getPregnancyWeek, pregnancyWeekFor, pregnancyWeekText, weekByWeekIndex } from './pages';
export { weekGuidesHeading } from './guides';
