/**
 * Every route of the site (SPEC.md section 2). Links in the content are typed
 * against this list, so a link to a page that does not exist fails to compile,
 * and the integrity test checks the same at run time.
 */

/** All route paths, in the order of the spec's route list. */
export const routePaths = [
  '/',
  '/about',
  '/pregnancy',
  '/fertility',
  '/postpartum',
  '/gynaecology',
  '/gynaecology/menstrual',
  '/gynaecology/conditions',
  '/gynaecology/screenings',
  '/gynaecology/sexual-health',
  '/fertility/ovulation',
  '/fertility/challenges',
  '/fertility/lifestyle',
  '/pregnancy/trimesters',
  '/pregnancy/prenatal',
  '/pregnancy/nutrition',
  '/pregnancy/concerns',
  '/postpartum/recovery',
  '/postpartum/mental-health',
  '/postpartum/breastfeeding',
  '/postpartum/returning',
  '/resources',
  '/tools',
  '/tools/ovulation-calculator',
  '/tools/symptom-checker',
  '/tools/due-date-calculator',
  '/tools/glossary',
  '/community',
  '/faq',
  '/security',
  '/security-test',
  '/auth',
] as const;

/** A path the site serves. */
export type RoutePath = (typeof routePaths)[number];

/** A link target inside the site: a route, optionally with a #fragment. */
export type InternalHref = RoutePath | `${RoutePath}#${string}`;

/** The four topic pages. */
export const topicPaths = ['/pregnancy', '/fertility', '/postpartum', '/gynaecology'] as const satisfies readonly RoutePath[];

/** The fifteen linked sub-pages, each served by one article. */
export const subPagePaths = [
  '/pregnancy/trimesters',
  '/pregnancy/prenatal',
  '/pregnancy/nutrition',
  '/pregnancy/concerns',
  '/fertility/ovulation',
  '/fertility/challenges',
  '/fertility/lifestyle',
  '/postpartum/recovery',
  '/postpartum/mental-health',
  '/postpartum/breastfeeding',
  '/postpartum/returning',
  '/gynaecology/menstrual',
  '/gynaecology/conditions',
  '/gynaecology/screenings',
  '/gynaecology/sexual-health',
] as const satisfies readonly RoutePath[];

/** Page anchors that links elsewhere point at; the app must give these ids to the matching sections. */
export const anchors = {
  /** On /resources: the emergency contacts section. */
  emergencyContacts: 'emergency-contacts',
  /** On /faq: the medical disclaimer. */
  medicalDisclaimer: 'medical-disclaimer',
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
