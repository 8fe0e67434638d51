import {
  createRequestHandler,
  getSsrStatus,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { detectCountry } from '@wh/core';
import { renderToString } from 'react-dom/server';
import { loadWidgetsForServer } from './hydrateOnInteraction';
import { pageModeFor, type PageMode } from './islands/page';
import { createAppRouter } from './router';

/** The asset manifest the router turns into <link> and <script> tags. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

/**
 * Renders one page to a complete HTML document and its HTTP status. The prerender script calls
 * this for every route and country; the country comes from the Host, as it
 * does in the browser.
 */
export async function render(
  request: Request,
  manifest: ServerManifest,
  /** How the page comes alive; by default, as `pageModeFor` decides for its path. */
  mode?: PageMode,
): Promise<{ status: number; html: string }> {
  await loadWidgetsForServer();
  const url = new URL(request.url);
  const country = detectCountry(url.hostname);
  const pageMode = mode ?? pageModeFor(url.pathname);
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(country, pageMode),
    // A reading page loads none of the app's code, so it preloads none of it either.
    getRouterManifest: () => (pageMode === 'islands' ? { routes: {} } : manifest),
  });
  const response = await handler(({ router, responseHeaders }) =>
    pageMode === 'islands'
      ? renderWithoutRouterScripts(router, responseHeaders)
      : renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * A reading page's HTML without the scripts the router adds for hydrating the app
 * (its state and its scroll restoration): nothing on that page hydrates the router.
 */
async function renderWithoutRouterScripts(router: AppRouter, headers: Headers): Promise<Response> {
  try {
    const html = renderToString(<RouterServer router={router} />);
    return new Response(html, { status: getSsrStatus(router), headers });
  } finally {
    router.serverSsr?.cleanup();
  }
}

export { siteOrigins, supabaseConfig } from './config';
export { pageModeFor } from './islands/page';

/** Every page to prerender: the site's route list, which @wh/content keeps and tests. */
export { routePaths as pagePaths } from '@wh/content';
