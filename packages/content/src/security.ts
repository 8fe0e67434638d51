/**
 * The /security page. Each claim describes what the site really does: it is
 * served over HTTPS with security headers, keeps no health data and runs no
 * third-party tracking. Content verification is not claimed as "Verified":
 * no named clinician has reviewed the pages yet (site.ts, `pendingClinicalReview`).
 */

import type { IconName, NonEmpty, PageMeta, Tuple } from './types';
import { routeMeta } from './pages';

export interface SecurityCard {
  readonly icon: IconName;
  readonly title: string;
  readonly status: string;
  /** True when the status is something still to do, so it is not shown as done. */
  readonly pending: boolean;
  readonly text: string;
  readonly points: NonEmpty<string>;
}

export const securityPage: PageMeta & { readonly intro: string } = {
  path: '/security',
  ...routeMeta['/security'],
  intro: 'You should be able to read about your health without worrying about who is watching. Here is how we protect you.',
};

export const securityInfrastructure: Tuple<SecurityCard, 4> = [
  {
    icon: 'lock',
    title: 'SSL/TLS encryption',
    status: 'Active',
    pending: false,
    text: 'Every page is sent over HTTPS, so what you read and type cannot be seen or changed on the way.',
    points: ['HTTPS on every page', 'Images, fonts and scripts served from our own site', 'No content loaded from third-party hosts'],
  },
  {
    icon: 'shield',
    title: 'Data protection',
    status: 'Enforced',
    pending: false,
    text: 'We keep as little about you as we can. An account holds only your email address and a securely hashed password.',
    points: ['No health data stored', 'Passwords never stored in plain text', 'Sign-in sessions expire and renew safely'],
  },
  {
    icon: 'server',
    title: 'Infrastructure',
    status: 'Protected',
    pending: false,
    text: 'The site sends security headers that stop other sites framing our pages and block unexpected scripts.',
    points: ['Content Security Policy', 'Protection against clickjacking', 'Input checked and cleaned before use'],
  },
  {
    icon: 'stethoscope',
    title: 'Content verification',
    status: 'Clinical review pending',
    pending: true,
    text: 'Our content team checks medical content against current NHS, NICE, RCOG and WHO guidance. No named clinician has reviewed it yet, and each page says so.',
    points: [
      'Sources listed on every page',
      'Who reviewed each page, when, and when it is next due',
      'Automatic checks that a warning sign gives the same advice on every page',
    ],
  },
];

export const privacyCommitments: Tuple<{ readonly title: string; readonly text: string }, 4> = [
  { title: 'No personal health data stored', text: 'We never ask for or keep your symptoms, test results or health history.' },
  { title: 'Minimal collection', text: 'To create an account we need only an email address and a password. Reading the site needs no account.' },
  { title: 'No third-party tracking', text: 'We use no advertising trackers, social media pixels or third-party analytics.' },
  { title: 'Transparent practices', text: 'This page explains what we do. If anything changes, we will update it first.' },
];

export const securityBestPractices: NonEmpty<string> = [
  'Check the address bar shows a padlock and https before you sign in.',
  'Use a password you do not use anywhere else, at least 12 characters long.',
  'Sign out when you use a shared or public device.',
  'Be wary of emails or messages asking for your password: we will never ask for it.',
  'Keep your browser and device up to date.',
];

export const securityStatusPanel = {
  title: 'All Security Systems Active',
  text: 'Encryption and data protection are in place. A named clinician’s review of the content is still pending.',
} as const;
