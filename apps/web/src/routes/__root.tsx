import { createRootRouteWithContext, HeadContent, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { site } from '@wh/content';
import { Container, jsEnabledScript, SkipLink } from '@wh/ui';
import '@wh/ui/styles.css';
import { Island } from '../islands/Island';
import { IslandCollectorContext } from '../islands/IslandRoot';
import NotFoundReport from '../islands/NotFoundReport.island';
import { PageContext } from '../pageContext';
import { pageStart } from '../pageScripts';
import type { RouterContext } from '../router';
import * as styles from './-components/layout.css';
import { PageHeader } from './-components/PageParts';
import { SimpleBar } from './-components/SimpleBar';
import { SiteFooter } from './-components/SiteFooter';
import { SiteHeader } from './-components/SiteHeader';
import { SiteLink } from './-components/SiteLink';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: '#5b21b6' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Runs before the first paint, so collapsed sections paint collapsed when JavaScript is on.
    scripts: [{ children: jsEnabledScript }],
  }),
  // The mode of the page the root shows by itself: the not-found page.
  staticData: { mode: 'reading' },
  component: RootDocument,
  notFoundComponent: NotFound,
});

/**
 * The whole document. It is rendered on the server only (the prerender, and the development
 * server); in the browser the page's islands hydrate, each on its own (see islands/start.ts).
 */
function RootDocument() {
  const { country, page } = Route.useRouteContext();
  const { pathname } = useLocation();
  return (
    // The inline script adds a class to <html> before the first paint; React never hydrates <html>.
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <PageContext.Provider value={{ country, path: pathname }}>
          <IslandCollectorContext.Provider value={page.collector}>
            <SkipLink href="#main-content" />
            <SiteHeader />
            <SimpleBar />
            <main id="main-content" tabIndex={-1} className={styles.main}>
              <Container>
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

/**
 * The scripts that start the page's code, last in the body: by then every island of the page has
 * rendered and is recorded, so the code of those that start by themselves is preloaded with it.
 * How they start is the page's mode, as its route declares it (`staticData.mode`).
 */
function PageScripts() {
  const { page } = Route.useRouteContext();
  // The deepest route that matched declares it (the root, on the not-found page).
  const mode = useMatches({ select: (matches) => matches.at(-1)!.staticData.mode });
  const start = pageStart({ mode, entry: page.assets.entry, preloads: page.assets.preloads(page.collector.islands) });
  if (start.kind === 'deferred') return <script dangerouslySetInnerHTML={{ __html: start.script }} />;
  return (
    <>
      {start.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={start.entry} async />
    </>
  );
}

function NotFound() {
  return (
    <>
      {/* The spec asks for the missing path in the console, for whoever debugs a broken link. */}
      <Island component={NotFoundReport} props={{}} />
      {/* React hoists these into <head>; a missing page must stay out of search results. */}
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <PageHeader title="Oops! Page not found" lead="The page you asked for does not exist or has moved." />
      <p>
        <SiteLink href="/">Return to the home page</SiteLink>
      </p>
    </>
  );
}
