import { createRouter } from '@tanstack/react-router';
import type { Country } from '@wh/core';
import { NotFound, PageError } from './page/PageErrors';
import { routeTree as siteRouteTree } from './routeTree.gen';
import type { PageRender } from './routes/__root';
import type { PageMode } from './sitePolicy';

/**
 * One router per page: the server (prerender and development server) makes one per page and
 * country. The router never runs in the browser: each page's interactive parts are islands.
 * A route that fails shows the site's error page, an unknown address its not-found page
 * (DESIGN habit 9). Tests may give another route tree built on the same root.
 */
export function createAppRouter(country: Country, page: PageRender, routeTree = siteRouteTree) {
  return createRouter({
    routeTree,
    context: { country, page },
    defaultErrorComponent: PageError,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** Every route says how its page runs in the browser (see `PageMode`). */
  interface StaticDataRouteOption {
    mode: PageMode;
    /**
     * A page for signed-in readers only (/account): a reader with no stored session is sent to
     * sign in (`signInPageFor`) before the page paints or loads any of its code.
     */
    signInFirst?: true;
  }
}
