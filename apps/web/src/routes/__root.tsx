import { createRootRouteWithContext, HeadContent, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { storageKeyFor } from '@wh/auth';
import type { SignOff } from '@wh/content/review';
import type { Country } from '@wh/core';
import { Container, jsEnabledScript, SkipLink } from '@wh/ui';
import '@wh/ui/styles.css';
import { supabaseConfig } from '../config';
import type { GuideSizes } from '../guideDownloads';
import { signInFirstScript } from '../headScripts';
import { IslandCollectorContext, type IslandCollector } from '../islands/runtime/IslandRoot';
import { PageContext } from '../pageContext';
import { pageStartData, pageStartDataId, pageStartScript, type PageAssets } from '../pageScripts';
import { signInPageFor } from '../sitePolicy';
import * as styles from '../shell/shell.css';
import * as pageStyles from '../page/page.css';
import { SimpleBar } from '../shell/SimpleBar';
import { SiteFooter } from '../shell/SiteFooter';
import { SiteHeader } from '../shell/SiteHeader';
import faviconUrl from '../favicon.svg';

/** What the server needs while it renders one page, besides the route tree. */
export interface PageRender {
  /** Where the page's code is (built, or in development the sources). */
  assets: PageAssets;
  /** The islands rendered on the page, recorded as they render. */
  collector: IslandCollector;
  /** The clinician's sign-off that covers this page's current words on this site, if any. */
  signOff?: SignOff;
  /** The size of each guide's PDF on this site, by path, once the prerender has made them. */
  guideSizes?: GuideSizes;
}

/**
 * What every route can read from `Route.useRouteContext()`. Declared here, beside the root route
 * that takes it (as TanStack's authenticated-routes example does), so the router imports the route
 * tree and never the other way round.
 */
export interface RouterContext {
  country: Country;
  page: PageRender;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: '#5b21b6' },
    ],
    // A hashed file under /assets/: cached for a year, and sent with only the headers an image needs.
    links: [{ rel: 'icon', href: faviconUrl, type: 'image/svg+xml' }],
    // Runs before the first paint, so collapsed sections paint collapsed when JavaScript is on.
    scripts: [{ children: jsEnabledScript }],
  }),
  // The mode of the page the root shows by itself: the not-found page.
  staticData: { mode: 'reading' },
  component: RootDocument,
});

/**
 * The whole document. It is rendered on the server only (the prerender, and the development
 * server); in the browser the page's islands hydrate, each on its own (see islands/runtime/start.ts).
 */
function RootDocument() {
  const { country, page } = Route.useRouteContext();
  const { pathname } = useLocation();
  return (
    // The inline script adds a class to <html> before the first paint; React never hydrates <html>.
    <html lang="en-GB">
      <head>
        <HeadContent />
        <SignInFirst path={pathname} />
      </head>
      <body>
        <PageContext.Provider value={{ country, path: pathname, signOff: page.signOff }}>
          <IslandCollectorContext.Provider value={page.collector}>
            <SkipLink href="#main-content" />
            <SiteHeader />
            <SimpleBar />
            <main id="main-content" tabIndex={-1} className={styles.main}>
              <Container className={pageStyles.page}>
                <Outlet />
              </Container>
            </main>
            <SiteFooter />
            <PageScripts />
          </IslandCollectorContext.Provider>
        </PageContext.Provider>
      </body>
    </html>
  );
}

/** On a page for signed-in readers only, the script that sends a reader with no session to sign in first. */
function SignInFirst({ path }: { path: string }) {
  const signInFirst = useMatches({ select: (matches) => matches.at(-1)!.staticData.signInFirst === true });
  if (!signInFirst) return null;
  const script = signInFirstScript({ storageKey: storageKeyFor(supabaseConfig.url), signInPage: signInPageFor(path as `/${string}`) });
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * The script that starts the page's code, last in the body: by then every island of the page has
 * rendered and is recorded, so the code of those that start by themselves is preloaded with it.
 * When it starts is the page's mode, as its route declares it (`staticData.mode`).
 */
function PageScripts() {
  const { page } = Route.useRouteContext();
  // The deepest route that matched declares it (the root, on the not-found page).
  const mode = useMatches({ select: (matches) => matches.at(-1)!.staticData.mode });
  const start = { mode, entry: page.assets.entry, preloads: page.assets.preloads(page.collector.islands) };
  return (
    <>
      <script type="application/json" id={pageStartDataId} dangerouslySetInnerHTML={{ __html: pageStartData(start) }} />
      <script dangerouslySetInnerHTML={{ __html: pageStartScript() }} />
    </>
  );
}
