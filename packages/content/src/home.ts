/**
 * The home page (SPEC.md section 1). The four topic cards are exactly as the
 * spec lists them, including its US spellings in titles and badges
 * ('Gynecological Health', 'Health Optimization', 'Screening Programs').
 */

import { images } from './images';
import type { HomePage } from './types';
import { routeMeta } from './pages';

export const home: HomePage = {
  path: '/',
  ...routeMeta['/'],
  hero: {
    title: 'Trusted health information for every stage of life',
    text: 'Clear, evidence-based guidance on pregnancy, fertility, recovery after birth and gynaecological health. Written by a doctor, based on NHS, NICE, RCOG and WHO advice, for women in the UK and Nigeria.',
    image: images.hero,
    actions: [
      { label: 'Explore Pregnancy Tips', href: '/pregnancy', variant: 'primary' },
      { label: 'Meet the doctor', href: '/about', variant: 'secondary' },
    ],
  },
  trustBadges: [
    { icon: 'shield-check', label: 'Written by a GMC-registered doctor' },
    { icon: 'book-open', label: 'Based on NHS, NICE, RCOG and WHO guidance' },
    { icon: 'globe', label: 'For women in the UK and Nigeria' },
  ],
  security: {
    title: 'Your security and privacy',
    intro: 'You can read everything here without an account, and we keep what we know about you to a minimum.',
    cards: [
      {
        icon: 'lock',
        title: 'SSL encryption',
        text: 'Every page is sent over an encrypted HTTPS connection, so no one in between can read or change it.',
      },
      {
        icon: 'shield',
        title: 'Privacy protection',
        text: 'We do not ask for or store your health details. An account needs only an email address and a password.',
      },
      {
        icon: 'eye-off',
        title: 'No tracking',
        text: 'No advertising trackers and no third-party analytics follow you around this site.',
      },
      {
        icon: 'stethoscope',
        title: 'Medical standards',
        text: 'Every page is checked against current NHS, NICE, RCOG and WHO guidance and shows its sources and review date.',
      },
    ],
    note: 'Secure Connection Active',
  },
  resources: {
    title: 'Free guides and answers',
    text: 'Find guides, videos, trusted organisations and emergency contacts, or get quick answers to common questions.',
    links: [
      {
        label: 'Browse resources',
        href: '/resources',
        description: 'Guides, videos, trusted organisations and emergency contacts',
      },
      {
        label: 'Read the FAQ',
        href: '/faq',
        description: 'Answers to common questions about pregnancy, fertility and recovery',
      },
    ],
  },
  statistics: [
    { value: '500+', label: 'Articles' },
    { value: '2', label: 'Countries' },
    { value: '24/7', label: 'Access' },
    { value: 'GMC', label: 'Registered doctor' },
  ],
  topics: {
    title: 'Explore Health Topics',
    intro: 'Click on any topic below to access comprehensive, evidence-based health information',
    buttonLabel: 'Read Complete Guide',
    cards: [
      {
        id: 'pregnancy',
        icon: 'baby',
        title: 'Pregnancy Guide',
        category: 'Pregnancy',
        description:
          'Week-by-week guidance through all three trimesters: your baby’s development, eating well, staying active and the signs that need help.',
        link: '/pregnancy',
        image: images.pregnancy,
        topics: ['First Trimester', 'Second Trimester', 'Third Trimester', 'Nutrition', 'Exercise'],
      },
      {
        id: 'fertility',
        icon: 'flower',
        title: 'Fertility & Conception',
        category: 'Fertility',
        description:
          'Understand your cycle, your fertile window and the health of both partners, and know when to ask a doctor for help.',
        link: '/fertility',
        image: images.fertility,
        topics: ['Ovulation Tracking', 'Conception Tips', 'Fertility Signs', 'Health Optimization'],
      },
      {
        id: 'postpartum',
        icon: 'heart',
        title: 'Postpartum Recovery',
        category: 'Recovery',
        description:
          'Recovering after birth, in body and mind: what is normal, feeding your baby, caring for a newborn and the warning signs.',
        link: '/postpartum',
        image: images.postpartum,
        topics: ['Physical Recovery', 'Mental Health', 'Breastfeeding', 'Baby Care'],
      },
      {
        id: 'gynaecology',
        icon: 'stethoscope',
        title: 'Gynecological Health',
        category: 'Health',
        description:
          'Periods, common conditions, cervical and breast screening, contraception and the menopause, with clear advice on when to see a doctor.',
        link: '/gynaecology',
        image: images.gynaecology,
        topics: ['Common Conditions', 'Screening Programs', 'Reproductive Health', 'Warning Signs'],
      },
    ],
  },
};
