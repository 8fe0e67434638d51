/**
 * Figures the Nigeria site states about a population (how common something is, what causes most deaths),
 * each written once with the WHO or other international source behind it. A figure taken from an NHS page
 * does not describe Nigerian readers, and the Nigeria site cites no NHS page, so each of these once stood
 * there with no source at all (second clinical review, correction 16).
 *
 * A page that states one puts the figure's `ng` text in its Nigeria wording and `figureReferences(...)`
 * in its references; the integrity test (clinicalReview.test.ts) fails on a Nigeria page that states a
 * figure without citing its sources, and on a figure about Nigeria that is not here.
 */

import { sources, type SourceId } from './sources';
import type { NonEmpty, Reference } from './primitives';

/** A figure for the Nigeria site, with the sources that back it there. */
export interface NigeriaFigure {
  /** The words, as a sentence or the start of one. */
  readonly ng: string;
  /** WHO guidance, a Nigerian agency or a study on PubMed: sources fit for the Nigeria site. */
  readonly sources: NonEmpty<SourceId>;
}

export const nigeriaFigures = {
  /** The NHS's "1 in 8" counts pregnancies in the UK; the worldwide estimate is the Lancet's 2021 series. */
  miscarriage: {
    ng: 'Around the world, about 15 in every 100 known pregnancies end in miscarriage',
    sources: ['quenby-2021', 'who-abortion-care'],
  },
  /** WHO: severe bleeding, mostly after childbirth, is the leading cause of death in childbirth worldwide. */
  postpartumHaemorrhage: {
    ng: 'Heavy bleeding after birth is the leading cause of death in childbirth around the world, including in Nigeria',
    sources: ['who-maternal-mortality', 'who-postpartum-haemorrhage'],
  },
  /** Piel and others (2013) estimated the most newborns with sickle cell anaemia in Nigeria of any country. */
  sickleCellBirths: {
    ng: 'More babies are born with sickle cell disease in Nigeria than in any other country',
    sources: ['piel-2013'],
  },
  /**
   * HIV passed to a baby: the UK's "fewer than 1 in 200" is for mothers who do not breastfeed. WHO's
   * figure covers pregnancy, birth and breastfeeding, as most Nigerian mothers with HIV do.
   */
  hivToBaby: {
    ng: 'Without treatment, 15 to 45 in every 100 babies would get it. With treatment in pregnancy and all through breastfeeding, fewer than 5 in 100 do',
    sources: ['who-hiv-mtct', 'who-hiv'],
  },
  /**
   * The UN estimates of stillbirth (Hug and others, 2021, for the UN Inter-agency Group for Child Mortality
   * Estimation, with WHO): Nigeria is one of six countries that together have half the world's stillbirths.
   */
  stillbirth: {
    ng: 'Nigeria has one of the highest numbers of stillbirths in the world',
    sources: ['hug-2021', 'who-stillbirth'],
  },
} as const satisfies Record<string, NigeriaFigure>;

/**
 * The references behind some figures, to put in a page's `references` (the UK site leaves them out only
 * if their host is not fit for it; these are WHO and PubMed, so both sites list them).
 *
 * @example
 * references: [sources['nhs-miscarriage'], ...figureReferences(nigeriaFigures.miscarriage)],
 */
export function figureReferences(...figures: readonly NigeriaFigure[]): Reference[] {
  return [...new Set(figures.flatMap((figure) => figure.sources))].map((id) => sources[id]);
}
