/**
 * The ids the /tools deep links scroll to. A module of its own because the
 * tools route's <head> code reads it, and that code is in every page's bundle.
 */
export const calculatorIds = { ovulation: 'ovulation-calculator', dueDate: 'due-date-calculator' } as const;
