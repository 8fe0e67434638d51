import { createRouter } from '@tanstack/react-router';
import type { Country } from '@wh/core';
import { routeTree } from './routeTree.gen';

/** What every route can read from `Route.useRouteContext()`. */
export interface RouterContext {
  country: Country;
}

/**
 * One router per render: the server makes one per page and country while
 * prerendering, the browser makes one when it hydrates.
 */
export function createAppRouter(country: Country) {
  return createRouter({
    routeTree,
    context: { country },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
