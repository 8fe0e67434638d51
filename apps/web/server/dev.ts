/**
 * Development server: Vite in middleware mode with hot reload. Each page is
 * rendered on the server from source, as the prerender does, so what you see
 * in development is what the build produces (with the whole app running on
 * every page, reading pages included).
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type * as ServerEntry from '../src/entry-server.tsx';

const port = Number(process.env.PORT ?? 5173);

const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: 'custom',
});

const devManifest: ServerEntry.ServerManifest = {
  routes: {
    __root__: { scripts: [{ attrs: { type: 'module', src: '/src/entry-client.tsx' } }] },
  },
};

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
      // Every page runs the app here, so hot reload and styles reach every page; the islands
      // that reading pages run instead are a build-time choice, tested on the build.
      const page = await entry.render(new Request(url), devManifest, 'app');
      // Vite adds its client and React Refresh to <head>; drop the line breaks it puts
      // around them, which React would otherwise report as a hydration mismatch.
      const html = (await vite.transformIndexHtml(url.pathname, page.html)).replace(
        /<head>[\s\S]*?<\/head>/,
        (head) => head.replace(/>\s+</g, '><'),
      );
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
