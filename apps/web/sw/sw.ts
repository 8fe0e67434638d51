/**
 * The service worker: offline reading without a stale site.
 *
 * - Pages go to the network first, so a reader with a connection always gets
 *   the current deploy; each page opened is kept, and shown when the network
 *   fails or takes longer than a few seconds.
 * - The tools page and its code are stored when the worker installs, so the
 *   calculators work offline even if the reader never opened them online.
 * - Hashed assets never change, so they are served from the cache once kept.
 * - A new worker takes over at once and drops the old precache, so the next
 *   visit after a deploy runs the new code; the page a reader is on is not
 *   reloaded under them.
 *
 * Only this site's own requests are handled: the auth server is never cached.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { fallbackPageFor, htmlFileFor, offlinePage } from '../src/sitePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 30 })],
});
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // Offline and never opened: the page stored at install (the tools), and every address that
      // shows it, still work from that copy.
      const path = new URL(options.request.url).pathname;
      const page = path === offlinePage ? path : fallbackPageFor(path);
      const stored = page === offlinePage ? await matchPrecache(`/${htmlFileFor(page)}`) : undefined;
      if (stored) return stored;
      throw error;
    }
  },
);

// Filled in per country site by the prerender: the tools page and the code it runs. Registered
// after the page route, so the stored tools page is only a fallback, never served before the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 })],
  }),
);

void self.skipWaiting();
clientsClaim();
