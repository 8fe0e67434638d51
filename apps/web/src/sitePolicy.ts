/**
 * The site's policy: the rules about addresses and pages that the production server, the deploy
 * configs (nginx, `_headers`), the service worker, the prerender and the browser all follow. Each
 * is written here once and imported everywhere else (DESIGN habit 13). Plain TypeScript, no
 * React and no browser or Node API, so every one of those can import it.
 */

/**
 * How a page runs in the browser. Every route states its mode in its own file
 * (`staticData: { mode }`, which the router's types require of every route); nothing decides it
 * by path.
 *
 * Every page is prerendered HTML whose interactive parts are islands, each hydrated in place.
 * Its code starts once the page has loaded and painted its largest content, so nothing competes
 * with the words (see `pageStartScript`); the mode says whether it waits for more:
 *
 * - `reading`: a page that is read. Its code also waits for the browser to be idle.
 * - `tool`: a page that is used (the tools, sign-in, the security self-test). Its code starts
 *   at once, so the reader's first press is answered quickly.
 */
export type PageMode = 'reading' | 'tool';

/**
 * Where a page for signed-in readers (a route with `staticData.signInFirst`) sends a reader who
 * is not signed in: the sign-in page, which brings her back once she has signed in.
 *
 * @example
 * signInPageFor('/account'); // '/auth?next=/account'
 */
export function signInPageFor(path: `/${string}`): string {
  return `/auth?next=${path}`;
}

/**
 * Where the site may send a reader back to, given an address from outside (`?next=`): the path of
 * `next` resolved as a browser resolves it against this site's `origin`, or the home page when it
 * resolves anywhere else. Resolving, rather than looking at the text, is the point: a browser drops
 * tabs and newlines (`/\n/host` is `//host`), reads a backslash as a slash and a path such as
 * `/.//host` as `//host`; `javascript:` and `data:` have no origin at all. The one rule for every
 * return address on the site.
 *
 * @example
 * localReturnPath('/account', 'https://site.example'); // '/account'
 * localReturnPath('/\n/evil.example/', 'https://site.example'); // '/'
 */
export function localReturnPath(next: string | null | undefined, origin: string): string {
  if (!next) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path must stay a path when the browser reads it again: "//host" or "/\host" would not.
  if (url.origin !== new URL(origin).origin || !path.startsWith('/') || /^\/[/\\]/.test(path)) return '/';
  return path;
}

/**
 * Where /auth sends a reader once she is signed in: its `?next=` (decoded once, as the query is),
 * kept to this site by `localReturnPath`, else the home page.
 *
 * @example
 * returnPathFrom('?next=/account', location.origin); // '/account'
 * returnPathFrom('?next=//evil.example', location.origin); // '/'
 */
export function returnPathFrom(search: string, origin: string): string {
  return localReturnPath(new URLSearchParams(search).get('next'), origin);
}

/**
 * The pages emailed links lead to: the sign-up confirmation's and the password reset's. The
 * auth session asks the auth server to send readers back there (`siteAuth`).
 */
export const emailLinkLandings = { confirmation: '/auth/confirm', passwordReset: '/auth/reset' } as const;

/**
 * Where a page opened from an emailed link sends the reader, or null when it is a landing itself.
 * A hosted project sends links to its Site URL (the home page) unless told otherwise, and any page
 * may receive one: a password reset goes on to the reset page, anything else (a confirmation, a
 * PKCE code, an error) to the confirmation page, where it is read.
 *
 * @example
 * emailLinkLandingFor('/', 'recovery'); // '/auth/reset'
 * emailLinkLandingFor('/auth/reset', 'recovery'); // null
 */
export function emailLinkLandingFor(path: string, type: string | undefined): string | null {
  if (Object.values(emailLinkLandings).some((landing) => landing === path)) return null;
  return type === 'recovery' ? emailLinkLandings.passwordReset : emailLinkLandings.confirmation;
}

/**
 * The HTML file a page is written to, and served from: `/` is `index.html`, `/about` is
 * `about.html`, `/tools/glossary` is `tools/glossary.html`.
 *
 * @example
 * htmlFileFor('/faq'); // 'faq.html'
 */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const toolsPage = '/tools';

/**
 * Addresses that show another page: any `/tools/...` address that is not a page of its own shows
 * the tools page (spec section 2). The production server, the nginx config, the service worker
 * and the browser (which then shows the page's own address) all follow this list.
 */
export const fallbackPages: readonly { prefix: `/${string}/`; page: string }[] = [{ prefix: `${toolsPage}/`, page: toolsPage }];

/**
 * The page the service worker stores with all the code the site's islands can load, once the
 * reader opens a tool or comes back: the calculators then work offline even if she never opened
 * them online.
 */
export const offlinePage = toolsPage;

/**
 * The page an address shows when it is not a page of its own, if any (ask only for addresses that
 * are not pages: `/tools/glossary` is a page, and shows itself).
 *
 * @example
 * fallbackPageFor('/tools/no-such-tool'); // '/tools'
 * fallbackPageFor('/blog'); // undefined: the not-found page
 */
export function fallbackPageFor(path: string): string | undefined {
  return fallbackPages.find(({ prefix }) => path.startsWith(prefix))?.page;
}

/**
 * What a page tells search engines (its robots meta tag). Pages are indexed unless their route
 * says otherwise (sign-in, the self-test, the not-found page); the sitemap lists exactly the
 * indexed ones.
 */
export const robotsContent = { index: 'index,follow', noindex: 'noindex,nofollow' } as const;

/** A country site's robots.txt: everything may be crawled; the sitemap says what is worth it. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** A country site's sitemap.xml: its indexed pages, with the site's own origin. */
export function sitemapXml(origin: string, indexedPaths: readonly string[]): string {
  const urls = indexedPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * "Save this guide for offline": every page of a country's site and every file its pages use,
 * stored by the service worker in a cache of its own when the reader asks. The prerender writes
 * the list, with its size, to `manifest`; the worker reads it to save, and serves from `cacheName`
 * whenever the network fails.
 */
export const offlineGuide = { manifest: '/offline-guide.json', summary: '/offline-guide-summary.json', cacheName: 'offline-guide' } as const;

/**
 * Where each site serves its downloadable guides (PDFs made at build time, one per guide, with that
 * country's numbers and services). They are in the offline set, and the service worker serves a
 * saved copy when the network fails.
 */
export const guideDirectory = '/guides/';

/** The offline set of one country's site, as the prerender writes it to `offlineGuide.manifest`. */
export interface OfflineGuideManifest {
  /** Changes whenever any file of the set does: a saved guide of another version is out of date. */
  version: string;
  /** Every page's address (`/`, `/faq`...), then every other file's (`/assets/...`). */
  urls: string[];
  /** The bytes the reader downloads to save them all (compressed, as the server sends them). */
  bytes: number;
}

/**
 * What a page that offers to save the guide needs to know before the reader chooses: how many
 * files, how many bytes, and which version (`offlineGuide.summary`). A few dozen bytes, where the
 * whole list of addresses is kilobytes that only the service worker needs, once she has chosen.
 */
export interface OfflineGuideSummary {
  version: string;
  files: number;
  bytes: number;
}

/** What a tool page asks of the service worker: store the tools for offline use (sw/sw.ts). */
export type ToolsMessage = { type: 'store-tools' };

/** The messages between a page and the service worker about saving the guide. */
export type OfflineGuideMessage =
  | { type: 'save-guide' }
  | { type: 'save-guide-progress'; done: number; total: number }
  | { type: 'save-guide-done'; version: string }
  | { type: 'save-guide-failed'; reason: string };

/**
 * Whether the reader's browser asks to save data: the `Save-Data` setting, or a 2G connection
 * (`navigator.connection`, where the browser has it). Such readers get no code they did not ask
 * for: no modules preloaded, and no service worker storing the site's code in advance.
 *
 * Self-contained (no imports, no closures): the page's inline script runs its source as well
 * (`pageStartScript`), so the rule is written once.
 */
export function savesData(nav: object): boolean {
  const connection = (nav as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}
