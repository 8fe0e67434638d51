/**
 * Title and description for every route: the one place they are written. Page
 * modules spread their entry in, and an app's <head> code reads them here, so a
 * page's head never pulls in another page's text (this module imports no page).
 */

import type { ArticlePath } from './articles/registry';
import type { RoutePath } from './routes';
import type { WeekByWeekPath } from './weekPaths';

/** What a page puts in `<title>` and the meta description. */
export interface RouteMeta {
  readonly title: string;
  readonly description: string;
}

const fixed = {
  '/': {
    title: 'Women’s Health Guide: pregnancy, fertility, recovery and gynaecology',
    description:
      // One description for both sites (the page's <meta>): each site's own guidance is named on the page.
      'Evidence-based, plain-English health information for women in the UK and Nigeria, based on national and WHO guidance.',
  },
  '/about': {
    title: 'About the doctor',
    description:
      'Who writes this site, the qualifications behind it, our mission and the principles we follow to keep women’s health information accurate and clear.',
  },
  '/pregnancy': {
    title: 'Pregnancy Guide',
    description:
      'A week-by-week guide to pregnancy: what happens in each trimester, eating well, vitamins, exercise and the warning signs that need help, for the UK and Nigeria.',
  },
  '/fertility': {
    title: 'Fertility & Conception',
    description:
      'How to understand your cycle, time sex for the best chance of pregnancy, look after fertility for both partners, and know when to ask for help.',
  },
  '/postpartum': {
    title: 'Postpartum Recovery',
    description:
      'What to expect in the weeks and months after birth: physical recovery, your mental health, breastfeeding, caring for your newborn and the warning signs that need help.',
  },
  '/gynaecology': {
    title: 'Gynaecological Health',
    description:
      'Common gynaecological conditions, screening for cervical and breast cancer, contraception, the menopause and the warning signs that need a doctor.',
  },
  '/resources': {
    title: 'Health resources',
    description:
      'Free guides and videos on pregnancy, fertility, recovery after birth and gynaecological health, trusted organisations and emergency contacts.',
  },
  '/my-pregnancy': {
    title: 'My pregnancy, on this device only',
    description:
      'Your week of pregnancy, the days to go and your own antenatal appointments, worked out from your date in your browser and kept on this device only.',
  },
  '/tools': {
    title: 'Health tools',
    description:
      'An ovulation calculator, a due date calculator, symptom guidance and a medical glossary, with plain-English notes on what each result means.',
  },
  '/tools/ovulation-calculator': {
    title: 'Ovulation calculator',
    description: 'Estimate your fertile window from the first day of your last period and your usual cycle length.',
  },
  '/tools/due-date-calculator': {
    title: 'Due date calculator',
    description: 'Estimate your due date from the first day of your last period. A scan in pregnancy gives a more accurate date.',
  },
  '/tools/symptom-checker': {
    title: 'Symptom checker',
    description: 'Warning signs in pregnancy, after the birth, in a newborn baby and in gynaecological health, most serious first, with what to do in your country.',
  },
  '/tools/symptom-checker/pregnant': {
    title: 'Warning signs in pregnancy',
    description: 'The signs in pregnancy that need help, most serious first, each with what to do in your country.',
  },
  '/tools/symptom-checker/after-the-birth': {
    title: 'Warning signs after the birth',
    description: 'The signs in the weeks after giving birth that need help, most serious first, each with what to do in your country.',
  },
  '/tools/symptom-checker/baby': {
    title: 'Warning signs in a newborn baby',
    description: 'The danger signs in a baby in the first weeks, most serious first, each with what to do in your country.',
  },
  '/tools/symptom-checker/not-pregnant': {
    title: 'Warning signs when you are not pregnant',
    description: 'Signs in periods, the breasts and gynaecological health that need checking, most serious first, each with what to do in your country.',
  },
  '/tools/glossary': {
    title: 'Medical glossary',
    description: 'Plain-English meanings of medical words about pregnancy, fertility, birth and gynaecology.',
  },
  '/community': {
    title: 'Community',
    description:
      'A preview of the community we plan: discussion topics, questions for health professionals, shared stories and the guidelines that will keep the space safe.',
  },
  '/faq': {
    title: 'Frequently asked questions',
    description:
      'Straight answers to common questions about pregnancy, fertility and recovery after birth, and the truth behind four common myths.',
  },
  '/a-z': {
    title: 'A to Z of conditions and symptoms',
    description: 'Conditions and symptoms from A to Z, in the words you may use for them, each linked to the part of this guide that answers it.',
  },
  '/search': {
    title: 'Search',
    description: 'Search every page of this guide. It works offline once the search has been opened.',
  },
  '/security': {
    title: 'Security and privacy',
    description:
      'How this site protects your connection and your privacy, and what you can do to stay safe online.',
  },
  '/security-test': {
    title: 'Security Testing Dashboard',
    description: 'Run the site’s built-in checks for input sanitising, URL and email validation and security configuration.',
  },
  '/auth': {
    title: 'Sign in or create an account',
    description: 'Sign in or sign up with your email address and a password.',
  },
  '/auth/reset': {
    title: 'Reset your password',
    description: 'Get an email to choose a new password, then choose it here.',
  },
  '/auth/confirm': {
    title: 'Confirm your email address',
    description: 'Confirm your email address with the link or the code we sent you.',
  },
  '/account': {
    title: 'Your account',
    description: 'Your email address, your password, and signing out on every device.',
  },
} satisfies Record<Exclude<RoutePath, ArticlePath | WeekByWeekPath>, RouteMeta>;

/**
 * Every route's metadata, except the articles, which carry their own
 * title and description (load one with `loadArticle`), so that importing this
 * does not pull every article's text into a page.
 */
export const routeMeta: Readonly<Record<Exclude<RoutePath, ArticlePath | WeekByWeekPath>, RouteMeta>> = fixed;
