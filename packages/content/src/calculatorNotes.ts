/**
 * The calculators' wording (docs/clinical-sources.md, "Calculator wording"). Apart from
 * tools.ts so that the calculators' code in the browser carries only these
 * words, not the page's meta and the symptom checker.
 */

import type { Localized } from './primitives';

/** Wording shown with the calculators' results. */
export const calculatorNotes: {
  readonly lastPeriodLabel: string;
  readonly dueDate: { readonly title: string; readonly button: string; readonly note: Localized<string> };
  readonly ovulation: {
    readonly title: string;
    readonly button: string;
    readonly cycleLengthLabel: string;
    readonly note: string;
    readonly irregularCycles: Localized<string>;
  };
} = {
  lastPeriodLabel: 'First day of your last period',
  dueDate: {
    title: 'Due Date Calculator',
    button: 'Calculate due date',
    // Each site's name for the scan that dates a pregnancy: the NHS dating scan; in Nigeria the one
    // ultrasound scan WHO advises before 24 weeks (antenatalLabels.ts names it the same way).
    note: {
      uk: 'This is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your dating scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.',
      ng: 'This is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your ultrasound scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.',
    },
  },
  ovulation: {
    title: 'Ovulation Calculator',
    button: 'Calculate ovulation',
    cycleLengthLabel: 'Usual cycle length (days)',
    note: 'Ovulation is usually 10 to 16 days before your next period. This estimate assumes 14 days and a regular cycle. It cannot confirm ovulation and it is not contraception.',
    irregularCycles: {
      uk: 'If your cycles are shorter than 21 days, longer than 35 days or irregular, this estimate may be wrong. It is worth seeing your GP.',
      ng: 'If your cycles are shorter than 21 days, longer than 35 days or irregular, this estimate may be wrong. It is worth seeing a doctor.',
    },
  },
};
