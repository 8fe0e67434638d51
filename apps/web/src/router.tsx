import { createRouter } from '@tanstack/react-router';
import type { Country } from '@wh/core';
import type { PageMode } from './islands/page';
import { routeTree } from './routeTree.gen';

/** What every route can read from `Route.useRouteContext()`. */
export interface RouterContext {
  country: Country;
  /** How the page comes alive: `islands` only when the server renders a reading page. */
  pageMode: PageMode;
}

/**
 * One router per render: the server makes one per page and country while
 * prerendering, the browser makes one when it hydrates.
 */
export function createAppRouter(country: Country, pageMode: PageMode = 'app') {
  return createRouter({
    routeTree,
    context: { country, pageMode },
    defaultPreload: 'intent',
    // The router restores scroll positions in the app; a reading page is a plain document.
    scrollRestoration: pageMode === 'app',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
