/**
 * Site navigation: the main bar with its Health Topics mega-menu and Tools &
 * Resources menu, the simple bar and the footer. Every href is typed against
 * routes.ts, so a broken internal link fails to compile. Each topic's
 * sub-pages are its articles, from the article registry.
 */

import { articleLinks } from './articles/registry';
import { anchors } from './routes';
import { weekByWeekIndexPath } from './weekPaths';
import type { Country, FooterGroup, MainNavItem, NavMenuLink, NavTopic, NonEmpty, RoutePath, TopicId, Tuple } from './types';

/** How many of a topic's guides the Health Topics menu lists before its "See all" link. */
export const guidesInTopicMenu = 5;

function navTopic(id: TopicId, title: string, description: string, featured?: NavTopic['menu']['featured']): NavTopic {
  const guides = articleLinks(id);
  const href = `/${id}` as const;
  return {
    title,
    href,
    description,
    subcategories: guides,
    menu: {
      ...(featured ? { featured } : {}),
      subcategories: guides.slice(0, guidesInTopicMenu),
      ...(guides.length > guidesInTopicMenu
        ? { seeAll: { title: `See all ${guides.length} ${title.toLowerCase()} guides`, href: `${href}#${anchors.topicGuides}` } }
        : {}),
    },
  };
}

export const healthTopics: Tuple<NavTopic, 4> = [
  // The week-by-week guide is what pregnant readers open most, so the menu lists it first.
  navTopic('pregnancy', 'Pregnancy', 'Trimester guides, antenatal care, eating well and warning signs.', {
    title: 'Week by week',
    href: weekByWeekIndexPath,
  }),
  navTopic('fertility', 'Fertility', 'Your cycle, the fertile window and when to ask for help.'),
  navTopic('postpartum', 'Postpartum', 'Recovery after birth, your mental health and feeding your baby.'),
  navTopic('gynaecology', 'Gynaecology', 'Periods, common conditions, screening and sexual health.'),
];

/** The heading of a topic page's list of its articles (`articleLinks(topic)`). */
export const topicGuidesHeading = 'Guides on this topic';

export const toolsMenu: NonEmpty<NavMenuLink> = [
  {
    label: 'Ovulation Calculator',
    href: '/tools/ovulation-calculator',
    description: 'Estimate your fertile window from your last period.',
  },
  {
    label: 'Due Date Calculator',
    href: '/tools/due-date-calculator',
    description: 'Estimate your due date from your last period.',
  },
  {
    label: 'Symptom Checker',
    href: '/tools/symptom-checker',
    description: 'Warning signs, most serious first, and what to do in your country.',
  },
  {
    label: 'My Pregnancy',
    href: '/my-pregnancy',
    description: 'Your week, days to go and antenatal appointments, kept on this device only.',
  },
  {
    label: 'Medical Glossary',
    href: '/tools/glossary',
    description: 'Plain-English meanings of medical words.',
  },
  {
    label: 'Resources',
    href: '/resources',
    description: 'Guides, videos, trusted organisations and emergency contacts.',
  },
];

export const mainNav: NonEmpty<MainNavItem> = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'topics', label: 'Health Topics', topics: healthTopics },
  { kind: 'menu', label: 'Tools & Resources', items: toolsMenu },
  { kind: 'link', label: 'Community', href: '/community' },
  { kind: 'link', label: 'About', href: '/about' },
  { kind: 'link', label: 'FAQ', href: '/faq' },
];

/** The label and target of the main bar's sign-in button. */
export const signInLink = { label: 'Sign In', href: '/auth', signOutLabel: 'Sign Out' } as const;

export const simpleNav: NonEmpty<{ readonly label: string; readonly href: RoutePath }> = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Pregnancy', href: '/pregnancy' },
  { label: 'Fertility', href: '/fertility' },
  { label: 'Postpartum', href: '/postpartum' },
  { label: 'Gynaecology', href: '/gynaecology' },
  { label: 'Resources', href: '/resources' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Security', href: '/security' },
];

export const footerGroups: Tuple<FooterGroup, 2> = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Pregnancy', href: '/pregnancy' },
      { label: 'Fertility', href: '/fertility' },
      { label: 'Postpartum', href: '/postpartum' },
      { label: 'Gynaecology', href: '/gynaecology' },
      { label: 'About', href: '/about' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Guides and Videos', href: '/resources' },
      { label: 'Health Tools', href: '/tools' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Community', href: '/community' },
      { label: 'Emergency Contacts', href: `/resources#${anchors.emergencyContacts}` },
      { label: 'Medical Disclaimer', href: `/faq#${anchors.medicalDisclaimer}` },
      { label: 'Security & Privacy', href: '/security' },
    ],
  },
];

export const footer = {
  countriesTitle: 'Countries served',
  countries: ['United Kingdom', 'Nigeria'],
  badge: 'SSL Secured & Privacy Protected',
} as const;

/** The country selector's choices. A list, not a `{ uk, ng }` object, because both are shown at once. */
/**
 * The country the site is for, as the header shows it beside the site's name on every screen
 * (on a phone the country selector is in the drawer, and a reader in Lagos must see at once that
 * this is the Nigeria site).
 */
export const siteCountryLabel: { readonly [C in Country]: string } = { uk: 'UK', ng: 'Nigeria' };

export const countryOptions: Tuple<{ readonly country: Country; readonly label: string }, 2> = [
  { country: 'uk', label: 'United Kingdom' },
  { country: 'ng', label: 'Nigeria' },
];
