import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { detectCountry } from '@wh/core';
import { loadWidgetsForServer } from './hydrateOnInteraction';
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
): Promise<{ status: number; html: string }> {
  await loadWidgetsForServer();
  const country = detectCountry(new URL(request.url).hostname);
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(country),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
}

export { siteOrigins, supabaseConfig } from './config';

/** Every page to prerender: the site's route list, which @wh/content keeps and tests. */
export { routePaths as pagePaths } from '@wh/content';
