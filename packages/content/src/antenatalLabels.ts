/**
 * The short name and timing of each item of a reader's antenatal schedule,
 * keyed by the ids `antenatalSchedule` in @wh/core returns, so a missing item
 * is a compile error. Apart from antenatal.ts (what happens at each item), so a
 * page that only names the items (the due date result) does not download the
 * longer text.
 */

import type { AntenatalItemId, Country } from '@wh/core';

/** What a list or a calendar shows for one item. */
export interface AntenatalItemLabel {
  /** "Dating scan" */
  readonly title: string;
  /** When the guidance times it, in weeks of pregnancy: "11+2 to 14+1 weeks", "by 10 weeks", "25 weeks, first baby only". */
  readonly when: string;
}

/** The label of every item of `C`'s schedule, by id. */
export type AntenatalLabels<C extends Country> = { readonly [Id in AntenatalItemId<C>]: AntenatalItemLabel };

export const ukLabels: AntenatalLabels<'uk'> = {
  booking: { title: 'Booking appointment', when: 'by 10 weeks' },
  'dating-scan': { title: 'Dating scan', when: '11+2 to 14+1 weeks' },
  'appointment-16-weeks': { title: '16-week check-up', when: '16 weeks' },
  'whooping-cough-vaccine': { title: 'Whooping cough vaccine', when: 'from 16 weeks, best before 32 weeks' },
  'anomaly-scan': { title: 'Anomaly scan', when: '18+0 to 20+6 weeks' },
  'appointment-25-weeks': { title: '25-week check-up', when: '25 weeks, first baby only' },
  'appointment-28-weeks': { title: '28-week check-up', when: '28 weeks' },
  'rsv-vaccine': { title: 'RSV vaccine', when: 'from 28 weeks' },
  'appointment-31-weeks': { title: '31-week check-up', when: '31 weeks, first baby only' },
  'appointment-34-weeks': { title: '34-week check-up', when: '34 weeks' },
  'appointment-36-weeks': { title: '36-week check-up', when: '36 weeks' },
  'appointment-38-weeks': { title: '38-week check-up', when: '38 weeks' },
  'appointment-40-weeks': { title: '40-week check-up', when: '40 weeks, first baby only' },
  'appointment-41-weeks': { title: '41-week check-up', when: '41 weeks, if your baby has not arrived' },
};

export const ngLabels: AntenatalLabels<'ng'> = {
  'contact-1': { title: 'First antenatal contact', when: 'before 12 weeks' },
  'td-vaccine': { title: 'Tetanus-diphtheria (Td) vaccine', when: 'at your first contact, whenever it is' },
  'ultrasound-scan': { title: 'Ultrasound scan', when: 'WHO advises one before 24 weeks' },
  'iptp-sp': { title: 'Medicine to prevent malaria (IPTp)', when: 'from 13 weeks, at your contacts' },
  'contact-2': { title: 'Second contact', when: '20 weeks' },
  'contact-3': { title: 'Third contact', when: '26 weeks' },
  'contact-4': { title: 'Fourth contact', when: '30 weeks' },
  'contact-5': { title: 'Fifth contact', when: '34 weeks' },
  'contact-6': { title: 'Sixth contact', when: '36 weeks' },
  'contact-7': { title: 'Seventh contact', when: '38 weeks' },
  'contact-8': { title: 'Eighth contact', when: '40 weeks' },
  'check-41-weeks': { title: 'If your baby has not come', when: '41 weeks' },
};

/**
 * The short name and timing of every item of `country`'s antenatal schedule,
 * keyed by the ids `antenatalSchedule` returns.
 *
 * @example
 * const labels = antenatalLabelsFor('uk');
 * for (const item of antenatalSchedule({ country: 'uk', lastPeriod }).items) {
 *   labels[item.id]; // { title: 'Dating scan', when: '11+2 to 14+1 weeks' }
 * }
 */
export function antenatalLabelsFor<C extends Country>(country: C): AntenatalLabels<C> {
  return (country === 'ng' ? ngLabels : ukLabels) as AntenatalLabels<C>;
}
