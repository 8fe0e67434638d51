/**
 * The words of the My pregnancy tool itself: what the reader's schedule says once her browser
 * has worked it out. Apart from the page's words (myPregnancy.ts) so that the browser's code
 * carries only these, and not the meta of every page.
 */
export const myPregnancyTool = {
  scheduleNote:
    'These dates are a guide to when each appointment should happen. Your midwife or clinic books the real appointments, and offers more if you need them.',
  calendarName: 'My antenatal appointments',
  clearConfirm: 'Remove your date from this browser? You will need to enter it again to see your schedule.',
} as const satisfies Readonly<Record<string, string>>;
