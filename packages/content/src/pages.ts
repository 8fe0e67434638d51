/**
 * Title and description for every route, so the app's `seo()` helper has one
 * place to look and the integrity test can check no route is missing them.
 */

import { about } from './about';
import type { ArticlePath } from './articles/article';
import { communityPage } from './community';
import { faqPage } from './faq';
import { home } from './home';
import { resourcesPage } from './resources';
import type { RoutePath } from './routes';
import { securityPage } from './security';
import { toolsPage } from './tools';
import { fertility } from './topics/fertility';
import { gynaecology } from './topics/gynaecology';
import { postpartum } from './topics/postpartum';
import { pregnancy } from './topics/pregnancy';

/** What a page puts in `<title>` and the meta description. */
export interface RouteMeta {
  readonly title: string;
  readonly description: string;
}

const pick = (page: RouteMeta): RouteMeta => ({ title: page.title, description: page.description });

const fixed = {
  '/': pick(home),
  '/about': pick(about),
  '/pregnancy': pick(pregnancy),
  '/fertility': pick(fertility),
  '/postpartum': pick(postpartum),
  '/gynaecology': pick(gynaecology),
  '/resources': pick(resourcesPage),
  '/tools': pick(toolsPage),
  '/tools/ovulation-calculator': {
    title: 'Ovulation calculator',
    description: 'Estimate your fertile window from the first day of your last period and your usual cycle length.',
  },
  '/tools/due-date-calculator': {
    title: 'Due date calculator',
    description: 'Estimate your due date from the first day of your last period. Your dating scan gives a more accurate date.',
  },
  '/tools/symptom-checker': {
    title: 'Symptom checker',
    description: 'Which symptoms in pregnancy, after birth and in gynaecological health need help now, today or at a routine appointment.',
  },
  '/tools/glossary': {
    title: 'Medical glossary',
    description: 'Plain-English meanings of medical words about pregnancy, fertility, birth and gynaecology.',
  },
  '/community': pick(communityPage),
  '/faq': pick(faqPage),
  '/security': pick(securityPage),
  '/security-test': {
    title: 'Security Testing Dashboard',
    description: 'Run the site’s built-in checks for input sanitising, URL and email validation and security configuration.',
  },
  '/auth': {
    title: 'Sign in or create an account',
    description: 'Sign in or sign up with your email address and a password.',
  },
} satisfies Record<Exclude<RoutePath, ArticlePath>, RouteMeta>;

/**
 * Every route's metadata, except the fifteen articles, which carry their own
 * title and description (load one with `loadArticle`), so that importing this
 * does not pull every article's text into a page.
 */
export const routeMeta: Readonly<Record<Exclude<RoutePath, ArticlePath>, RouteMeta>> = fixed;
