/**
 * Development server: Vite in middleware mode with hot reload. Each page is rendered on the
 * server from source exactly as the prerender renders it, and in the browser its islands start
 * exactly as they do in the build: the same script, the same entry, served from source. The one
 * difference is the stylesheet, which the build inlines and development loads as a module.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { detectCountry } from '@wh/core';
import type * as ServerEntry from '../src/entry-server';
import { guideDownloads } from '../src/guideDownloads';
import { guideContent } from '../scripts/guides/guideContent';
import { guidePdf } from '../scripts/guides/guidePdf';

const port = Number(process.env.PORT ?? 5173);

const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: 'custom',
});

/** The sources: the browser fetches each module (and its imports) as it needs it. */
const devAssets: ServerEntry.PageAssets = { entry: '/src/entry-client.tsx', preloads: () => [] };

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      // A guide's PDF, made from the content as it is now (the build writes them once).
      const guide = guideDownloads.find((download) => download.path === url.pathname);
      if (guide) {
        const pdf = await guidePdf(await guideContent(guide.slug, detectCountry(url.hostname)), url.origin);
        res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length });
        res.end(pdf);
        return;
      }
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
      const page = await entry.render(new Request(url), devAssets);
      const withStyles = page.html.replace('</head>', '<script type="module" src="/src/documentAssets.ts"></script></head>');
      // Vite adds its client and React Refresh to <head>.
      const html = await vite.transformIndexHtml(url.pathname, withStyles);
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String((error as Error).stack ?? error));
    }
  });
});

server.listen(port, () => {
  console.log(`Development site (UK):      http://localhost:${port}`);
  console.log(`Development site (Nigeria): http://nigeria.localhost:${port}`);
});
