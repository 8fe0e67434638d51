import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Link as RouterLink,
  Scripts,
  useLocation,
} from '@tanstack/react-router';
import { site } from '@wh/content';
import { AuthProvider } from '@wh/auth';
import { Container, jsEnabledScript, SkipLink, ToastProvider } from '@wh/ui';
import '@wh/ui/styles.css';
import { useEffect } from 'react';
import { supabaseConfig } from '../config';
import { PageContext, type PageContextValue } from '../islands/page';
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
  component: RootDocument,
  notFoundComponent: NotFound,
});

/**
 * In the app, site links navigate with the router. One constant value, so a client-side
 * navigation never changes the context above widgets still waiting to hydrate.
 */
const appPage: PageContextValue = {
  mode: 'app',
  path: '',
  renderRouterLink: (href) => {
    const [to, hash] = href.split('#') as [string, string | undefined];
    // The router marks the link to the page being read with aria-current="page".
    return <RouterLink to={to as '/'} hash={hash} activeOptions={{ exact: true }} />;
  },
};

function RootDocument() {
  const { pageMode } = Route.useRouteContext();
  const { pathname } = useLocation();
  const page = pageMode === 'app' ? appPage : { mode: pageMode, path: pathname };
  useEffect(() => {
    // Runs once the page has hydrated (widgets that wait for the reader aside): a mark for
    // tests and tools that must not act on the page before React handles its events.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    // The inline script adds a class to <html> before hydration, so React is told not to mind.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <PageContext.Provider value={page}>
          <AuthProvider url={supabaseConfig.url} anonKey={supabaseConfig.anonKey}>
            <ToastProvider>
              <SkipLink href="#main-content" />
              <SiteHeader />
              <SimpleBar />
              <main id="main-content" tabIndex={-1} className={styles.main}>
                <Container className={styles.page}>
                  <Outlet />
                </Container>
              </main>
              <SiteFooter />
            </ToastProvider>
          </AuthProvider>
        </PageContext.Provider>
        {/* A reading page runs no router: the prerender gives it the islands runtime instead. */}
        {pageMode === 'app' ? <Scripts /> : null}
      </body>
    </html>
  );
}

function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The spec asks for the missing path in the console, for whoever debugs a broken link.
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <>
      {/* React hoists these into <head>; a missing page must stay out of search results. */}
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <PageHeader title="Oops! Page not found" lead="The page you asked for does not exist or has moved." />
      <p>
        <SiteLink href="/" className={styles.targetLink}>
          Return to the home page
        </SiteLink>
      </p>
    </>
  );
}
