/**
 * The home page (docs/spec.md, section 1). The four topic cards are as the spec
 * lists them, in British English ('Gynaecological Health', 'Health
 * Optimisation', 'Screening Programmes').
 *
 * Every figure the page states about the site is true of the build: the number
 * of guides is counted from the routes, the number of countries from the
 * country list, the number of sources from the pages. The spec's '500+ Articles' and 'GMC Registered doctor' are not
 * shown: the site has far fewer pages, and the author is still example data
 * (site.ts).
 */

import { loadArticles } from './articles/registry';
import { images } from './images';
import { subPagePaths, topicPaths } from './routes';
import { authorBadge, site } from './site';
import { topicPages } from './topics';
import type { Country, HomePage, Statistic } from './types';
import { routeMeta } from './pages';
import { anchors } from './routes';
import { emergencySentence } from './urgency';
import { pageSources, signIdsIn } from './warningSigns';
import { weekByWeekIndexPath } from './weekPaths';

/** How many health guides each country's site has: the four topic pages and their articles. */
export const guideCount = topicPaths.length + subPagePaths.length;

/**
 * How many different official sources the guides cite on one country's site:
 * every topic page's and article's sources (`pageSources`).
 */
export async function countOfficialSources(country: Country): Promise<number> {
  // Asynchronous because the articles load one chunk each: counting must not put every article's
  // text into whatever imports the home page.
  const articles = await loadArticles();
  return new Set(
    [...topicPages, ...articles]
      .flatMap((page) => pageSources(page.references, signIdsIn(page), country))
      .map((reference) => reference.url),
  ).size;
}

/**
 * The home page's figure for the sources cited, counted when the page is built.
 *
 * @example
 * const statistic = await officialSourcesStatistic('ng'); // { value: '112', label: 'Official sources cited' }
 */
export async function officialSourcesStatistic(country: Country): Promise<Statistic> {
  return { value: String(await countOfficialSources(country)), label: 'Official sources cited' };
}

export const home: HomePage = {
  path: '/',
  ...routeMeta['/'],
  hero: {
    // The Nigeria site is its own from the first words: for women in Nigeria, in the words of its
    // services (the antenatal clinic, the primary health care centre, a hospital with a maternity unit).
    title: { uk: 'Trusted health information for every stage of life', ng: 'Trusted health information for women in Nigeria' },
    // The Nigeria site cites only WHO and Nigerian sources, so it claims only those (second clinical
    // review, correction 17).
    text: {
      uk: 'Clear, evidence-based guidance on pregnancy, fertility, recovery after birth and gynaecological health, based on NHS, NICE, RCOG and WHO advice, for women in the UK and Nigeria.',
      ng: 'Clear guidance on pregnancy, antenatal care, fertility, recovery after delivery and gynaecological health, based on WHO and Nigerian Federal Ministry of Health guidance: what to expect at your antenatal clinic and primary health care centre, and when to go to a hospital with a maternity unit.',
    },
    image: images.hero,
    actions: [
      { label: 'Explore Pregnancy Tips', href: '/pregnancy', variant: 'primary' },
      { label: 'Meet the doctor', href: '/about', variant: 'secondary' },
    ],
  },
  trustBadges: [
    { icon: 'shield-check', label: authorBadge },
    {
      icon: 'book-open',
      label: { uk: 'Based on NHS, NICE, RCOG and WHO guidance', ng: 'Based on WHO and Nigerian Federal Ministry of Health guidance' },
    },
    { icon: 'globe', label: { uk: 'For women in the UK and Nigeria', ng: 'Written for Nigeria: antenatal clinics, primary health care centres and hospitals' } },
  ],
  findHelp: {
    search: {
      label: 'Search the guides',
      button: 'Search',
      hint: { uk: 'For example: bleeding in pregnancy, baby not feeding', ng: 'For example: bleeding after delivery, malaria in pregnancy' },
    },
    urgent: {
      title: 'Need help now?',
      emergency: emergencySentence,
      links: [
        { label: 'Check a symptom', href: '/tools/symptom-checker' },
        { label: 'Emergency contacts', href: `/resources#${anchors.emergencyContacts}` },
      ],
    },
    weekByWeek: {
      label: 'Pregnancy week by week',
      href: weekByWeekIndexPath,
      description: 'What happens to you and your baby in each week, from 4 to 42.',
    },
  },
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
        text: 'Every page lists its sources and shows who reviewed it, when, and when it is next due. A named clinician has not reviewed the pages yet.',
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
    { value: String(guideCount), label: 'Health guides' },
    { value: String(site.countries.length), label: 'Countries' },
    { value: '24/7', label: 'Free to read, no account needed' },
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
        topics: ['Ovulation Tracking', 'Conception Tips', 'Fertility Signs', 'Health Optimisation'],
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
        title: 'Gynaecological Health',
        category: 'Health',
        description:
          'Periods, common conditions, cervical and breast screening, contraception and the menopause, with clear advice on when to see a doctor.',
        link: '/gynaecology',
        image: images.gynaecology,
        topics: ['Common Conditions', 'Screening Programmes', 'Reproductive Health', 'Warning Signs'],
      },
    ],
  },
};
