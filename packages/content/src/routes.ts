/**
 * Every route of the site (docs/spec.md, section 2), with the article paths taken
 * from the article registry and the week-by-week guide's from weekPaths.ts.
 * Links in the content are typed against this list, so a link to a page that
 * does not exist fails to compile, and the integrity test checks the same at
 * run time.
 */

import { articlePaths } from './articles/registry';
import { weekByWeekPaths } from './weekPaths';

/**
 * The symptom checker's answers to "Who is it about?", a page each, so each
 * works without JavaScript and can be shared (tools.ts gives each its words
 * and signs).
 */
export const symptomCheckerPaths = [
  '/tools/symptom-checker/pregnant',
  '/tools/symptom-checker/after-the-birth',
  '/tools/symptom-checker/baby',
  '/tools/symptom-checker/not-pregnant',
] as const;

/** The page of one answer of the symptom checker. */
export type SymptomCheckerPath = (typeof symptomCheckerPaths)[number];

/** All route paths: the fixed pages, with the articles of the article registry and the week-by-week guide after the topic pages. */
export const routePaths = [
  '/',
  '/about',
  '/pregnancy',
  '/fertility',
  '/postpartum',
  '/gynaecology',
  ...articlePaths,
  ...weekByWeekPaths,
  '/resources',
  '/tools',
  '/tools/ovulation-calculator',
  '/tools/symptom-checker',
  ...symptomCheckerPaths,
  '/tools/due-date-calculator',
  '/tools/glossary',
  '/my-pregnancy',
  '/community',
  '/faq',
  '/a-z',
  '/search',
  '/security',
  '/security-test',
  '/auth',
  '/auth/reset',
  '/auth/confirm',
  '/account',
] as const;

/** A path the site serves. */
export type RoutePath = (typeof routePaths)[number];

/** A link target inside the site: a route, optionally with a #fragment. */
export type InternalHref = RoutePath | `${RoutePath}#${string}`;

/** The four topic pages. */
export const topicPaths = ['/pregnancy', '/fertility', '/postpartum', '/gynaecology'] as const satisfies readonly RoutePath[];

/** The article pages, each served by one article; listed in the article registry (articles/registry.ts). */
export const subPagePaths = articlePaths;

/** Page anchors that links elsewhere point at; the app must give these ids to the matching sections. */
export const anchors = {
  /** On /resources: the emergency contacts section. */
  emergencyContacts: 'emergency-contacts',
  /** On /faq: the medical disclaimer. */
  medicalDisclaimer: 'medical-disclaimer',
  /** On each topic page (/pregnancy, /fertility, ...): the list of all its guides. */
  topicGuides: 'guides',
} as const;

const routeSet: ReadonlySet<string> = new Set(routePaths);

/**
 * Tells whether a path is a route of the site, ignoring any #fragment or ?query.
 *
 * @example
 * isRoutePath('/faq'); // true
 * isRoutePath('/resources#emergency-contacts'); // true
 * isRoutePath('/blog'); // false
 */
export function isRoutePath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return routeSet.has(bare);
}
