import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The illustrations that @wh/content ships, so the app can import them by name. */
const contentImages = join(dirname(require.resolve('@wh/content/package.json')), 'images');
/** Matches the files of the named packages (`a|b`), wherever pnpm put them. */
const nodeModule = (names: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`);

/** An article module of @wh/content (`articles/<topic>/<slug>`), wherever the package is. */
const articleModule = /[\\/]content[\\/](?:src|dist)[\\/]articles[\\/][^\\/]+[\\/][^\\/]+\.[jt]s$/;
const noArticleId = '\0no-article-in-the-browser';

/**
 * Articles are prerendered text: the browser never loads one. But the header's menus need the
 * article registry's paths and labels, and the registry's entries carry their loaders, whose
 * `import()`s would make every article a chunk of the browser build (and so a file the service
 * worker stores on every reader's phone). In the browser's build they all resolve to one module
 * that says so instead. The server build is untouched.
 */
function noArticlesInTheBrowser(): Plugin {
  return {
    name: 'wh:no-articles-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !/articles/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && articleModule.test(resolved.id) ? noArticleId : null;
    },
    load: (id) =>
      id === noArticleId ? 'throw new Error("Articles are prerendered: the browser never loads one (vite.config.ts).");' : null,
  };
}

export default defineConfig({
  plugins: [
    noArticlesInTheBrowser(),
    // Must come before the React plugin: it generates the route tree and
    // splits every route component into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
  define: {
    // The footer's copyright year is the year the site was built (BUILD_YEAR overrides it).
    __BUILD_YEAR__: JSON.stringify(Number(process.env.BUILD_YEAR ?? new Date().getFullYear())),
  },
  resolve: {
    alias: { '@content-images': contentImages },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    // Images stay separate, cacheable files rather than data URIs inside the JavaScript.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site, inlined into every page by the prerender.
    cssCodeSplit: false,
  },
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // On the server every island is imported by the routes that render it as well as by the
          // registry (import.meta.glob): one chunk either way, as it should be.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
    // The browser's build only (the server build is `vite build --ssr src/entry-server.tsx`).
    client: {
      build: {
        rollupOptions: {
          // The browser's code (it starts the page's islands), and the stylesheet and images of the pages.
          input: ['src/entry-client.tsx', 'src/documentAssets.ts'],
          output: {
            codeSplitting: {
              // Every request costs its headers (about half a KB here) and a round trip on a slow
              // link: the few small modules the islands share are copied into each island's chunk
              // rather than each sent as a file of its own. (Rolldown marks this experimental;
              // vite is pinned, and pnpm perf would show a change in what pages load.)
              experimentalInlineCommonChunks: { maxSize: 16384 },
              groups: [
                // React runs wherever an island does: one cacheable file. (use-sync-external-store is
                // only the header menus' Ariakit's, which start at the first interaction: it goes with them.)
                { name: 'react', test: nodeModule('react|react-dom|scheduler') },
                // Never in the browser: the prerender fails if this chunk is ever made (see prerender.ts).
                { name: 'router', test: nodeModule('@tanstack') },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Bundle our own packages into the server build so prerendering runs the
    // exact code the browser will hydrate.
    noExternal: [/^@wh\//],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
