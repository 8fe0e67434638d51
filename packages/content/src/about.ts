/**
 * The /about page. The doctor's name, credentials, photo and qualifications
 * live in `author` (site.ts) so they are set in one place. The spec's
 * achievements ("5+ years", "5000+ women helped", "100+ articles", an award)
 * are not shown: nothing in the build supports them, and the author is still
 * example data.
 */

import { author } from './site';
import type { AboutPage } from './types';
import { routeMeta } from './pages';

export const about: AboutPage = {
  path: '/about',
  ...routeMeta['/about'],
  intro: author.isExampleData
    ? 'This site is to be written and signed off by a doctor who specialises in women’s health and is registered with the General Medical Council in the UK. Until that doctor is named, the profile below is an example. Every page explains current guidance in plain English, for women in the UK and Nigeria.'
    : 'This site is written by a doctor who specialises in women’s health and is registered with the General Medical Council in the UK. Every page explains current guidance in plain English, for women in the UK and Nigeria.',
  qualificationsTitle: 'Qualifications',
  mission: {
    title: 'Our mission',
    text: [
      'Good health information should be free, clear and trustworthy. Too many women are left confused by conflicting advice online, or do not know when a symptom needs a doctor.',
      'We explain what the evidence says in plain words, show where it comes from and say clearly when to get help, with the right numbers and services for your country.',
    ],
  },
  principles: [
    {
      icon: 'book-open',
      title: 'Evidence first',
      text: 'We base every page on current guidance from the NHS, NICE, RCOG, WHO and Nigeria’s health agencies, list our sources, and show who last reviewed each page, when, and when it is next due.',
    },
    {
      icon: 'message-circle',
      title: 'Plain language',
      text: 'We use short sentences and everyday words, and explain medical terms when we need them.',
    },
    {
      icon: 'globe',
      title: 'Right for where you live',
      text: 'Phone numbers, services and screening differ between the UK and Nigeria. We show the advice that fits your country.',
    },
  ],
  sourcesNote:
    'This site is for education. It does not replace care from a doctor, midwife or nurse who knows you.',
};
