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
 * - "Save this guide for offline": when a page asks, every page and file of
 *   the site's offline set (offline-guide.json, written by the prerender) is
 *   stored in a cache of its own, with progress told to the page; every page
 *   and asset falls back to that copy when the network fails.
 *
 * Only this site's own requests are handled: the auth server is never cached.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  fallbackPageFor,
  guideDirectory,
  htmlFileFor,
  offlineGuide,
  offlinePage,
  type OfflineGuideManifest,
  type OfflineGuideMessage,
} from '../src/sitePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** When the network fails and nothing else has the file: the saved guide's copy, if the reader saved it. */
const savedGuide: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(offlineGuide.cacheName);
    return cache.match(new URL(request.url).pathname, { ignoreSearch: true });
  },
};

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 30 }), savedGuide],
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
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 }), savedGuide],
  }),
);

/** Tells every page of the site how saving the guide goes. */
// The guides' PDFs: always the current one from the network; offline, the copy saved with the
// guide (the offline set lists them), so a saved guide can still be opened and shared.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith(guideDirectory),
  new NetworkFirst({ cacheName: 'guides', networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 12 }), savedGuide] }),
);

async function tell(message: OfflineGuideMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/**
 * Stores the offline set, a few files at a time, telling the pages as it goes. The manifest is
 * stored last: its presence, with its version, says the whole guide of that version is saved.
 */
async function saveGuide(): Promise<void> {
  const response = await fetch(offlineGuide.manifest, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The list of pages answered ${response.status}.`);
  const manifest = (await response.clone().json()) as OfflineGuideManifest;
  const cache = await caches.open(offlineGuide.cacheName);
  let done = 0;
  const queue = [...manifest.urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const file = await fetch(url, { cache: 'no-cache' });
      if (!file.ok) throw new Error(`${url} answered ${file.status}.`);
      await cache.put(url, file);
      done += 1;
      await tell({ type: 'save-guide-progress', done, total: manifest.urls.length });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  // Files of an older version the new list no longer has.
  const wanted = new Set(manifest.urls.map((url) => new URL(url, self.location.origin).href));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  await cache.put(offlineGuide.manifest, response);
  await tell({ type: 'save-guide-done', version: manifest.version });
}

self.addEventListener('message', (event) => {
  const message = event.data as OfflineGuideMessage | undefined;
  if (message?.type !== 'save-guide') return;
  event.waitUntil(
    saveGuide().catch((error: unknown) => tell({ type: 'save-guide-failed', reason: error instanceof Error ? error.message : String(error) })),
  );
});

void self.skipWaiting();
clientsClaim();
