import { createRoute, notFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server';
import { Route as rootRoute } from '../routes/__root';

/** A site with the real root and routes that go wrong: one whose loader fails, one that is not found. */
const failingLoader = createRoute({
  getParentRoute: () => rootRoute,
  path: '/failing-loader',
  staticData: { mode: 'reading' },
  loader: () => {
    throw new Error('The data for this page is missing.');
  },
  component: () => <p>never shown</p>,
});
const missing = createRoute({
  getParentRoute: () => rootRoute,
  path: '/missing',
  staticData: { mode: 'reading' },
  loader: () => {
    throw notFound();
  },
  component: () => <p>never shown</p>,
});
// Typed as the site's own tree would be, which it is not: only this test uses it.
const routeTree = rootRoute.addChildren([failingLoader, missing]) as never;

const assets = { entry: '/assets/entry.js', preloads: () => [] };
const renderPath = (path: string) => render(new Request(`http://localhost:4173${path}`), assets, { routeTree });

describe('the router’s default error and not-found pages (real router, real root)', () => {
  it('shows the error page, inside the site’s header and footer, with status 500, when a route’s loader fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/failing-loader']) {
      const page = await renderPath(path);
      expect(page.status, path).toBe(500);
      expect(page.html).toContain('Sorry, something went wrong');
      expect(page.html).toContain('<meta name="robots" content="noindex,nofollow"/>');
      expect(page.html).toContain('<header');
      expect(page.html).toContain('<footer');
    }
  });

  it('shows the not-found page with status 404 for an unknown address and for a route that says notFound()', async () => {
    for (const path of ['/no-such-page', '/missing']) {
      const page = await renderPath(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('Oops! Page not found');
    }
  });
});
