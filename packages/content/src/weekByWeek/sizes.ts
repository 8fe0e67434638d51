/**
 * The baby's size each week, and the note that sizes are averages. Sizes are
 * rounded averages (head to bottom until 19 weeks, head to heel from 20), as
 * in the NHS week-by-week guide.
 */

import type { Localized } from '../primitives';
import { pregnancyWeekRange } from '../weekPaths';

export const sizesNote: Localized<string> = {
  uk: 'Sizes are averages. Healthy babies grow at different rates. Your midwife checks your baby’s growth at your check-ups.',
  ng: 'Sizes are averages. Healthy babies grow at different rates. The health worker checks your baby’s growth at your antenatal contacts.',
};
/**
 * The baby's size: length (and weight from 10 weeks), rounded averages.
 * Until 19 weeks babies are measured from head to bottom, from 20 from head to heel.
 */
const sizes: Readonly<Record<number, readonly [length: string, weight?: string]>> = {
  4: ['less than 1 mm'],
  5: ['2 mm'],
  6: ['5 mm'],
  7: ['1 cm'],
  8: ['1.6 cm'],
  9: ['2.3 cm'],
  10: ['3 cm', '4 g'],
  11: ['4 cm', '7 g'],
  12: ['5.5 cm', '14 g'],
  13: ['7 cm', '25 g'],
  14: ['8.5 cm', '45 g'],
  15: ['10 cm', '70 g'],
  16: ['11.5 cm', '100 g'],
  17: ['13 cm', '140 g'],
  18: ['14 cm', '190 g'],
  19: ['15 cm', '240 g'],
  20: ['25 cm', '300 g'],
  21: ['27 cm', '350 g'],
  22: ['28 cm', '450 g'],
  23: ['29 cm', '500 g'],
  24: ['30 cm', '600 g'],
  25: ['34 cm', '650 g'],
  26: ['35 cm', '750 g'],
  27: ['36 cm', '850 g'],
  28: ['37 cm', '1 kg'],
  29: ['38 cm', '1.2 kg'],
  30: ['40 cm', '1.3 kg'],
  31: ['41 cm', '1.5 kg'],
  32: ['42 cm', '1.7 kg'],
  33: ['43 cm', '1.9 kg'],
  34: ['45 cm', '2.1 kg'],
  35: ['46 cm', '2.4 kg'],
  36: ['47 cm', '2.6 kg'],
  37: ['48 cm', '2.9 kg'],
  38: ['49 cm', '3.1 kg'],
  39: ['50 cm', '3.3 kg'],
  40: ['51 cm', '3.5 kg'],
  41: ['51 cm', '3.6 kg'],
  42: ['51 cm', '3.7 kg'],
};

export function sizeSentence(week: number): string {
  const [length, weight] = sizes[week] ?? [];
  if (length === undefined) throw new Error(`No size for week ${week}`);
  if (week === pregnancyWeekRange.first) return `Your baby is ${length} long: a tiny ball of cells.`;
  const measured = week < 7 ? '' : week < 20 ? ' from head to bottom' : ' from head to heel';
  return `Your baby is about ${length} long${measured}${weight ? `, and weighs about ${weight}` : ''}.`;
}
