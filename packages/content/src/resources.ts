/**
 * The /resources page: guides, videos and trusted organisations. Emergency
 * contacts are in emergency.ts, per country. Organisation hosts are the
 * official ones listed in docs/clinical-sources.md. Each guide's PDF is made by the
 * website at build time from the pages it is about (so it has no words here
 * beyond its title and description). The videos are not made yet, so they
 * carry no running times (the spec's would be invented).
 */

import { contentReview } from './site';
import type { Country, Guide, Organisation, PageMeta, Review, Tuple, Video } from './types';
import { routeMeta } from './pages';

export const resourcesPage: PageMeta & { readonly intro: string; readonly review: Review } = {
  path: '/resources',
  ...routeMeta['/resources'],
  review: contentReview,
  intro: 'Guides and videos to read and watch at your own pace, the organisations we trust, and the numbers to call for help in your country.',
};

export const guides: Tuple<Guide, 6> = [
  {
    title: 'Your Pregnancy Week by Week',
    description: 'What happens to you and your baby in each trimester, the checks you are offered and the signs to act on.',
    type: 'PDF guide',
    category: 'Pregnancy',
  },
  {
    title: 'Eating Well in Pregnancy',
    description: 'Vitamins and supplements, foods to avoid, caffeine limits and simple meal ideas.',
    type: 'Nutrition guide',
    category: 'Pregnancy',
  },
  {
    title: 'Understanding Your Cycle',
    description: 'How to track your periods and the signs of ovulation, with a 3-month chart to fill in.',
    type: 'Workbook',
    category: 'Fertility',
  },
  {
    title: 'Getting Ready to Conceive',
    description: 'A checklist for both partners: folic acid, weight, alcohol, smoking, medicines and health checks.',
    type: 'Checklist',
    category: 'Fertility',
  },
  {
    title: 'The First Six Weeks After Birth',
    description: 'Physical recovery, feeding, sleep, your mood and the warning signs for you and your baby.',
    type: 'PDF guide',
    category: 'Postpartum',
  },
  {
    title: 'Screening and Check-ups at Every Age',
    description: 'Cervical and breast screening, bone health and when to see a doctor about periods or the menopause.',
    type: 'PDF guide',
    category: 'Gynaecology',
  },
];

export const videos: Tuple<Video, 4> = [
  {
    title: 'Pelvic Floor Exercises for Pregnancy and After',
    description: 'A physiotherapist-style walk-through of slow and quick squeezes you can do anywhere, every day.',
    category: 'Pregnancy',
  },
  {
    title: 'Finding Your Fertile Window',
    description: 'How ovulation works, the signs to look for and why sex every 2 to 3 days is the simplest advice.',
    category: 'Fertility',
  },
  {
    title: 'Breastfeeding: Getting a Good Latch',
    description: 'Positions that help, what a good latch looks like and how to tell your baby is getting enough.',
    category: 'Postpartum',
  },
  {
    title: 'What Happens at Cervical Screening',
    description: 'A calm, step-by-step look at the test, what the results mean and tips to feel more comfortable.',
    category: 'Gynaecology',
  },
];

export const organisations: Tuple<Organisation, 6> = [
  {
    organization: 'NHS',
    description: 'The UK’s National Health Service: health advice, conditions and how to use services.',
    website: 'https://www.nhs.uk/',
    country: 'uk',
    focus: 'Health information (UK)',
  },
  {
    organization: 'Royal College of Obstetricians and Gynaecologists (RCOG)',
    description: 'Clinical guidelines and patient information on pregnancy and women’s health.',
    website: 'https://www.rcog.org.uk/',
    country: 'uk',
    focus: 'Women’s health guidelines',
  },
  {
    organization: 'World Health Organization (WHO)',
    description: 'Global guidance on maternal, newborn and reproductive health.',
    website: 'https://www.who.int/',
    focus: 'Global health guidance',
  },
  {
    organization: 'Tommy’s',
    description: 'A UK charity with midwife-checked pregnancy information and a free midwife helpline.',
    website: 'https://www.tommys.org/',
    country: 'uk',
    focus: 'Pregnancy and baby loss',
  },
  {
    organization: 'Federal Ministry of Health, Nigeria',
    description: 'Nigeria’s national health policies, programmes and announcements.',
    website: 'https://health.gov.ng/',
    country: 'ng',
    focus: 'Health policy (Nigeria)',
  },
  {
    organization: 'National Primary Health Care Development Agency (NPHCDA)',
    description: 'Runs Nigeria’s primary health care centres, where women reach antenatal and maternity care.',
    website: 'https://nphcda.gov.ng/',
    country: 'ng',
    focus: 'Primary health care (Nigeria)',
  },
];

/**
 * The organisations as a country's site lists them: that country's own first, then the
 * international ones, then the other country's (still useful to read, but not where a reader of
 * this site gets care), each group in the order above.
 *
 * @example
 * organisationsFor('ng').map((o) => o.organization)[0]; // 'Federal Ministry of Health, Nigeria'
 */
export function organisationsFor(country: Country): readonly Organisation[] {
  const rank = (organisation: Organisation) => (organisation.country === country ? 0 : organisation.country === undefined ? 1 : 2);
  return [...organisations].sort((a, b) => rank(a) - rank(b));
}
