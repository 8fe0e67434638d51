import { createRouter } from '@tanstack/react-router';
import type { SignOff } from '@wh/content/review';
import type { Country } from '@wh/core';
import type { GuideSizes } from './guideDownloads';
import type { IslandCollector } from './islands/IslandRoot';
import type { PageAssets } from './pageScripts';
import { NotFound, PageError } from './routes/-components/PageErrors';
import { routeTree as siteRouteTree } from './routeTree.gen';
import type { PageMode } from './sitePolicy';

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

/** What every route can read from `Route.useRouteContext()`. */
export interface RouterContext {
  country: Country;
  page: PageRender;
}

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
