import {
  createRootRouteWithContext,
  HeadContent,
  Link,
  Outlet,
  Scripts,
  useLocation,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  notFoundComponent: NotFound,
});

function RootDocument() {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <a href="#main-content">Skip to main content</a>
        <main id="main-content">
          <Outlet />
        </main>
        <Scripts />
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
      <h1>Oops! Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Return to the home page</Link>
      </p>
    </>
  );
}
