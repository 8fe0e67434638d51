/**
 * Facts about the site itself, kept in one place so every page agrees:
 * the name, the author, the review date and the shared disclaimer.
 */

import type { Author, IsoDate, Localized } from './types';

/**
 * The date the content in this package was last checked against current
 * guidance (NHS, NICE, RCOG, WHO and the project's clinical fact sheet).
 * When you re-review a page, set that page's `lastReviewed` to the new date;
 * change this only when everything has been reviewed again.
 */
export const contentReviewedOn: IsoDate = '2026-11-21';

/**
 * The author every page is presented as written by.
 *
 * EXAMPLE DATA. This is the repository's default so the site can be built and
 * tested. Before launch, replace it with the real doctor's name, credentials
 * and photo, and set `isExampleData` to false. The registration line states
 * only what a reader can check on the GMC register; we never invent a
 * registration number.
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
  achievements: [
    { value: '5+', label: 'Years in women’s health' },
    { value: '5000+', label: 'Women helped' },
    { value: '100+', label: 'Articles written' },
    { value: 'Award', label: 'Patient education award (example)' },
  ],
};

/** Facts about the site. */
export const site = {
  name: "Women's Health Guide",
  /** The language every page declares. */
  lang: 'en-GB',
  tagline: 'Clear, evidence-based health information for women in the UK and Nigeria',
  /** Shown by the footer with the years of publication. */
  copyrightHolder: "Women's Health Guide",
  /** The year the site was first published: the footer's copyright runs from here to the build year. */
  firstPublishedYear: 2024,
  countries: ['United Kingdom', 'Nigeria'],
} as const;

/** The shared medical disclaimer shown on every content page, the FAQ and the footer. */
export const medicalDisclaimer: Localized<string> = {
  uk: 'This website is for education only. It is not medical advice and does not replace a doctor, midwife or nurse who knows you. If you are worried about your health, contact your GP, midwife or NHS 111. In an emergency, call 999.',
  ng: 'This website is for education only. It is not medical advice and does not replace a doctor, midwife or nurse who knows you. If you are worried about your health, see a doctor at your nearest hospital or primary health care centre. In an emergency, call 112 (in Lagos, 767 or 112).',
};
