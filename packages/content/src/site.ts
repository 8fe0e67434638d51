/**
 * Facts about the site itself, kept in one place so every page agrees:
 * the name, the author, who reviews the pages and when, and the shared
 * disclaimer.
 */

import type { Author, IsoDate, Localized, Review } from './primitives';
import { emergencySentence, worriedAction } from './urgency';

/**
 * Who reviewed a page while no clinician's sign-off covers its current words:
 * shown as "Reviewed by". Never write a clinician's name into the content: a
 * clinician is named only through a sign-off recorded in the repository, which
 * the site shows instead while it covers the page's words (`@wh/content/review`).
 */
export const pendingClinicalReview = 'Content team (clinical review pending)';

/** How long a review holds before the page is due to be checked again. */
export const reviewCycleMonths = 12;

/**
 * A review done on a day, due again `months` later. Re-check a page against
 * current guidance before you change its date: readers see it as a promise.
 *
 * @example
 * reviewed('2026-11-24').nextReviewDue; // '2027-11-24'
 */
export function reviewed(lastReviewed: IsoDate, months = reviewCycleMonths, reviewedBy = pendingClinicalReview): Review {
  const [year, month, day] = lastReviewed.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1 + months, day));
  return { reviewedBy, lastReviewed, nextReviewDue: due.toISOString().slice(0, 10) as IsoDate };
}

/**
 * The last full review of everything in this package against current
 * guidance and docs/clinical-sources.md, including the corrections of the
 * first clinical review. Pages reviewed on that day use it; a page re-checked later gets its
 * own `reviewed(...)`.
 */
export const contentReview: Review = reviewed('2026-11-24');

/**
 * The author every page is presented as written by.
 *
 * EXAMPLE DATA. This is the repository's default so the site can be built and
 * tested. Before launch, replace it with the real doctor's name, credentials
 * and photo, and set `isExampleData` to false. The registration line states
 * only what a reader can check on the GMC register; we never invent a
 * registration number. While it is example data, every place that names the
 * author or claims GMC registration shows `authorProfileNotice`.
 */
export const author: Author = {
  isExampleData: true,
  name: 'Dr Amara Example',
  credentials: 'MBBS, MRCOG (example)',
  role: 'Obstetrician and gynaecologist (example profile)',
  registration:
    'Example profile: the named doctor must hold full registration with a licence to practise on the GMC register, which anyone can search on the GMC website.',
  photo: {
    file: 'author-portrait.svg',
    width: 240,
    height: 240,
    alt: 'Illustration standing in for the author’s photo: a smiling doctor wearing a stethoscope',
  },
  qualifications: [
    'Bachelor of Medicine, Bachelor of Surgery (MBBS)',
    'Member of the Royal College of Obstetricians and Gynaecologists (MRCOG)',
    'Registered with the General Medical Council (GMC) with a licence to practise',
    'Training in antenatal and postnatal mental health',
  ],
};

/**
 * Said plainly wherever the author is named or GMC registration is claimed,
 * while the author is example data; `undefined` once the real author is in.
 */
export const authorProfileNotice: string | undefined = author.isExampleData
  ? 'Example profile: the doctor named on this site is a placeholder, to be replaced with the real author’s details before launch. No doctor has reviewed these pages yet.'
  : undefined;

/** The trust badge about the author: a GMC claim only once a real, registered author is in place. */
export const authorBadge: string = author.isExampleData
  ? 'Example author profile: to be replaced before launch'
  : 'Written by a GMC-registered doctor';

/** Facts about the site. */
export const site = {
  name: 'Women’s Health Guide',
  /** The language every page declares. */
  lang: 'en-GB',
  tagline: 'Clear, evidence-based health information for women in the UK and Nigeria',
  /** Shown by the footer with the years of publication. */
  copyrightHolder: 'Women’s Health Guide',
  /** The year the site was first published: the footer's copyright runs from here to the build year. */
  firstPublishedYear: 2024,
  countries: ['United Kingdom', 'Nigeria'],
} as const;

const educationOnly =
  'This website is for education only. It is not medical advice and does not replace a doctor, midwife or nurse who knows you.';

/**
 * The shared medical disclaimer shown on every content page, the FAQ and the
 * footer. Where to turn and the emergency instruction come from urgency.ts.
 */
export const medicalDisclaimer: Localized<string> = {
  uk: `${educationOnly} If you are worried about your health, ${worriedAction.uk}. ${emergencySentence.uk}`,
  ng: `${educationOnly} If you are worried about your health, ${worriedAction.ng}. ${emergencySentence.ng}`,
};
