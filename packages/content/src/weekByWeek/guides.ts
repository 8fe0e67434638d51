/**
 * The guides a week's page links to: each guide once, with the weeks of pregnancy it matters in, so a
 * reader at 12 weeks finds screening and one at 38 weeks finds going overdue. The links' words are the
 * registry's labels (the same a menu shows), so a renamed guide is renamed here too.
 */

import { articleRegistry, type ArticleLink, type ArticlePath } from '../articles/registry';

/** A guide and the first and last week (both included) whose pages link to it. */
interface WeekGuide {
  readonly path: ArticlePath;
  readonly from: number;
  readonly to: number;
}

/** In the order a week's page lists them. */
export const weekGuides: readonly WeekGuide[] = [
  // The combined test at 11+2 to 14+1 weeks (booked from 10), the quadruple test up to 20 weeks, and the
  // anomaly scan at 18+0 to 20+6, where a finding can lead to the same choices.
  // A test turns positive around the missed period (4 weeks); the first steps, and the choices if the
  // pregnancy was not planned, matter most in the first weeks.
  { path: '/pregnancy/early-signs-and-unplanned-pregnancy', from: 4, to: 8 },
  { path: '/pregnancy/screening-for-downs-syndrome', from: 10, to: 20 },
  // A low-lying placenta is found at the anomaly scan (18+0 to 20+6) and checked again at 32 weeks;
  // cholestasis mostly starts after 28 weeks; bleeding after 24 weeks is antepartum haemorrhage.
  { path: '/pregnancy/placenta-and-cholestasis', from: 20, to: 40 },
  // The dating scan shows twins and whether they share a placenta (by 14+1 weeks).
  { path: '/pregnancy/twins', from: 8, to: 14 },
  // Telling an employer by the 15th week before the due week (about 25 weeks), and the middle months,
  // when most women find travel easiest; airlines ask for a letter from 28 weeks.
  { path: '/pregnancy/travel-work-and-everyday-life', from: 16, to: 28 },
  // A breech baby is checked for at 36 weeks and ECV offered from 36 or 37; induction from 41 (NICE NG207).
  { path: '/pregnancy/breech-and-overdue', from: 36, to: 42 },
  // Perineal massage from 34 weeks lowers the chance of a tear in a first birth (RCOG GTG 29).
  { path: '/postpartum/tears-and-pelvic-floor', from: 34, to: 42 },
];

const labels: ReadonlyMap<string, string> = new Map(articleRegistry.map((entry) => [entry.path, entry.label]));

/**
 * The guides week `week`'s page links to, in the order of `weekGuides`.
 *
 * @example
 * guidesForWeek(12); // [{ title: 'Screening for Down’s Syndrome', href: '/pregnancy/screening-for-downs-syndrome' }]
 */
export function guidesForWeek(week: number): readonly ArticleLink[] {
  return weekGuides
    .filter((guide) => guide.from <= week && week <= guide.to)
    .map((guide) => ({ title: labels.get(guide.path) ?? guide.path, href: guide.path }));
}
