/**
 * The /about page. The doctor's name, credentials, photo, qualifications and
 * achievements live in `author` (site.ts) so they are set in one place.
 */

import type { AboutPage } from './types';
import { routeMeta } from './pages';

export const about: AboutPage = {
  path: '/about',
  ...routeMeta['/about'],
  intro:
    'This site is written by a doctor who specialises in women’s health and is registered with the General Medical Council in the UK. Every page explains current guidance in plain English, for women in the UK and Nigeria.',
  qualificationsTitle: 'Qualifications',
  mission: {
    title: 'Our mission',
    text: [
      'Good health information should be free, clear and trustworthy. Too many women are left confused by conflicting advice online, or do not know when a symptom needs a doctor.',
      'We explain what the evidence says in plain words, show where it comes from and say clearly when to get help, with the right numbers and services for your country.',
    ],
  },
  achievementsTitle: 'Achievements',
  principles: [
    {
      icon: 'book-open',
      title: 'Evidence first',
      text: 'We base every page on current guidance from the NHS, NICE, RCOG and WHO, list our sources and show the date each page was last reviewed.',
    },
    {
      icon: 'message-circle',
      title: 'Plain language',
      text: 'We use short sentences and everyday words, and explain medical terms when we need them.',
    },
    {
      icon: 'globe',
      title: 'Right for where you live',
      text: 'Emergency numbers, services and screening differ between the UK and Nigeria. We show the advice that fits your country.',
    },
  ],
  sourcesNote:
    'This site is for education. It does not replace care from a doctor, midwife or nurse who knows you.',
};
