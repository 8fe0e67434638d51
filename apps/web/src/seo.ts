import { routeMeta, site } from '@wh/content';
import type { Country } from '@wh/core';
import { siteOrigins } from './config';
import { robotsContent } from './sitePolicy';

export interface SeoOptions {
  /** The reader's country; picks the site origin for absolute URLs. */
  country: Country;
  /** The page's path, e.g. `/pregnancy`. */
  path: string;
  /** The page title; the site name is added, except on the home page, whose title already has it. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Keep the page out of search engines (sign-in, self-test, 404). */
  noindex?: boolean;
}

const siteName = site.name;

/**
 * The head tags every page carries: title, description, canonical link made
 * absolute with the country's origin, robots, Open Graph and Twitter cards.
 * Route `head()` functions return its result.
 *
 * @example
 * head: ({ match }) => seo({ country: match.context.country, path: match.pathname,
 *   title: 'Pregnancy', description: 'Week by week…' })
 */
export function seo({ country, path, title, description, noindex = false }: SeoOptions) {
  const origin = siteOrigins[country];
  const canonical = `${origin}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
  // The home page's title already names the site.
  const fullTitle = path === '/' ? title : `${title} | ${siteName}`;
  const image = `${origin}/og-image.jpg`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { name: 'robots', content: noindex ? robotsContent.noindex : robotsContent.index },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: country === 'ng' ? 'en_NG' : 'en_GB' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: canonical }],
  };
}

/** A fixed page of the site: one with its title and description in `routeMeta`. */
export type MetaPath = keyof typeof routeMeta;

/**
 * The head tags of a fixed page, from its entry in `routeMeta`.
 *
 * @example
 * pageSeo('ng', '/faq'); // the FAQ's tags, with the Nigeria site's origin
 */
export function pageSeo(country: Country, path: MetaPath, { noindex = false }: { noindex?: boolean } = {}) {
  return seo({ country, path, ...routeMeta[path], noindex });
}

/**
 * A route's `head` option for a fixed page, with the inline scripts it must run before its first
 * paint, if any (the prerender allows each by its hash).
 *
 * @example
 * createFileRoute('/faq')({ head: pageHead('/faq'), component: FaqPage });
 */
export function pageHead(path: MetaPath, { noindex, scripts = [] }: { noindex?: boolean; scripts?: readonly string[] } = {}) {
  return ({ match }: { match: { context: { country: Country } } }) => ({
    ...pageSeo(match.context.country, path, { noindex }),
    scripts: scripts.map((children) => ({ children })),
  });
}
