import { createRequestHandler, getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';
import { signOffCovering, type SignOff } from '@wh/content/review';
import { detectCountry } from '@wh/core';
import { renderToString } from 'react-dom/server';
import { prepareIslands } from './islands/runtime/Island';
import type { IslandCollector } from './islands/runtime/IslandRoot';
import type { GuideSizes } from './guideDownloads';
import type { PageAssets } from './pageScripts';
import { createAppRouter } from './router';
import { recordedSignOffs } from './signOffs';
import { robotsContent } from './sitePolicy';

export type { PageAssets } from './pageScripts';

/** One rendered page. */
export interface RenderedPage {
  status: number;
  /** The complete document. */
  html: string;
  /** The page's islands, in document order. */
  islands: IslandCollector['islands'];
  /** Whether search engines may index the page (its route's head says), so the sitemap lists it. */
  indexed: boolean;
}

/**
 * Renders one page to a complete HTML document. The prerender calls this for every route and
 * country, and the development server for every request; the country comes from the Host, as it
 * does in the browser. The page carries no router state and no router code: in the browser only
 * its islands run, started by the script the root writes from `assets`.
 */
export async function render(
  request: Request,
  assets: PageAssets,
  {
    routeTree,
    signOffs = recordedSignOffs,
    guideSizes,
  }: {
    /** For tests: another route tree on the site's root. */
    routeTree?: Parameters<typeof createAppRouter>[2];
    /** For tests: other clinicians' sign-offs than the repository's record. */
    signOffs?: readonly SignOff[];
    /** The size of each guide's PDF on this site (the prerender makes them first), for the download buttons. */
    guideSizes?: GuideSizes;
  } = {},
): Promise<RenderedPage> {
  await prepareIslands();
  const url = new URL(request.url);
  const country = detectCountry(url.hostname);
  // Worked out before rendering, as it hashes the page's words: React renders synchronously.
  const signOff = await signOffCovering(url.pathname, country, signOffs);
  const collector: IslandCollector = { islands: [] };
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(country, { assets, collector, signOff, ...(guideSizes && { guideSizes }) }, routeTree) });
  let indexed = true;
  const response = await handler(({ router, responseHeaders }) => {
    const html = renderToString(<RouterServer router={router} />);
    indexed = !router.state.matches.some((match) => match.meta?.some((tag) => tag?.name === 'robots' && tag.content === robotsContent.noindex));
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders });
  });
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`, islands: collector.islands, indexed };
}

export { siteOrigins, supabaseConfig } from './config';
export { islandSourceFile } from './islands/runtime/registry';

/** Every page to prerender: the site's route list, which @wh/content keeps and tests. */
export { routePaths as pagePaths } from '@wh/content';

/** Each country's search index file, which the /search page links to: the prerender writes it. */
export { searchIndexFile } from './searchIndexFile';

/** The downloadable guides: the prerender makes each one's PDF and gives their sizes to `render`. */
export { guideDownloads } from './guideDownloads';
