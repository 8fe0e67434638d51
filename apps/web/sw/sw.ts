/**
 * The service worker: offline reading without a stale site, and without downloading anything the
 * reader did not open.
 *
 * - Nothing is downloaded when the worker installs. A reader on a data bundle pays for what she
 *   opens, not for a site she may never come back to.
 * - Pages go to the network first, so a reader with a connection always gets the current deploy;
 *   each page opened is kept (the one the worker starts on too), and shown when the network fails
 *   or takes longer than a few seconds.
 * - Files under /assets/ are kept as pages use them, and served from that copy after: their names
 *   change with their content.
 * - The tools (the tools page, every file the site's code may load and the search index) are
 *   stored when the reader shows she uses the site: she opens a tool (a tool page asks, or she
 *   opens /tools or an address under it), or she comes back (a page opened while no other page of
 *   the site is open, once the worker is there). Pages register the worker only from the reader's
 *   second page view on (src/serviceWorker.ts), so a first visit costs the page alone. Then the calculators work offline, even ones she never
 *   opened. A reader whose browser asks to save data (`savesData`) gets them only by opening a tool.
 * - "Save this guide for offline": when a page asks, every page and file of the site's offline set
 *   (offline-guide.json, written by the prerender) is stored in a cache of its own, with progress
 *   told to the page; every page and asset falls back to that copy when the network fails.
 * - A new worker takes over at once; the page a reader is on is not reloaded under her.
 *
 * Only this site's own requests are handled: the auth server is never cached.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  fallbackPageFor,
  guideDirectory,
  offlineGuide,
  offlinePage,
  savesData,
  type OfflineGuideManifest,
  type OfflineGuideMessage,
  type ToolsMessage,
} from '../src/sitePolicy';

declare const self: ServiceWorkerGlobalScope & { __TOOLS_FILES: string[] };

/** Filled in per country site by the prerender: every file the site's code may load, and the search index. */
const toolsFiles: readonly string[] = self.__TOOLS_FILES;
const cacheNames = { pages: 'pages', assets: 'assets', tools: 'tools' } as const;

/** When the network fails and nothing else has the file: the saved guide's copy, if the reader saved it. */
const savedGuide: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(offlineGuide.cacheName);
    return cache.match(new URL(request.url).pathname, { ignoreSearch: true });
  },
};

/** A file the cache of its route lacks may be among the stored tools. */
const storedTools: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await (await caches.open(cacheNames.tools)).match(request, { ignoreSearch: true })) ?? null,
};

let toolsStoring: Promise<void> | undefined;

/**
 * Stores the tools page and every file of `toolsFiles` not already kept, a few at a time (once per
 * worker start), and drops the files of an older deploy.
 */
function storeTools(): Promise<void> {
  toolsStoring ??= (async () => {
    const tools = await caches.open(cacheNames.tools);
    const assets = await caches.open(cacheNames.assets);
    const queue = [...toolsFiles];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        if ((await tools.match(url)) || (await assets.match(url))) continue;
        const file = await fetch(url);
        if (file.ok) await tools.put(url, file);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    const page = await fetch(offlinePage, { cache: 'no-cache' });
    if (page.ok) await tools.put(offlinePage, page);
    const wanted = new Set([...toolsFiles, offlinePage].map((url) => new URL(url, self.location.origin).href));
    for (const request of await tools.keys()) if (!wanted.has(request.url)) await tools.delete(request);
  })().catch((error: unknown) => {
    // Offline, say: try again at the next chance.
    toolsStoring = undefined;
    console.warn('The tools could not be stored for offline use:', error);
  });
  return toolsStoring;
}

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 30 }), savedGuide],
});

/**
 * Whether a navigation is the reader coming back: no other page of the site is open (following a
 * link or reloading, the page she leaves is still open while the next one is asked for).
 */
async function comesBack(event: FetchEvent): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.every((client) => client.id === event.resultingClientId);
}

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  async (options) => {
    const path = new URL(options.request.url).pathname;
    const opensTools = path === offlinePage || fallbackPageFor(path) === offlinePage;
    const event = options.event as FetchEvent;
    const later = (async () => {
      if (opensTools || (!savesData(self.navigator) && (await comesBack(event)))) await storeTools();
    })();
    event.waitUntil(later);
    try {
      return await pages.handle(options);
    } catch (error) {
      // Offline and never opened: the stored tools page, and every address that shows it.
      const page = opensTools ? offlinePage : undefined;
      const stored = page && (await (await caches.open(cacheNames.tools)).match(page));
      if (stored) return stored;
      throw error;
    }
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [storedTools, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 }), savedGuide],
  }),
);

// The guides' PDFs: always the current one from the network; offline, the copy saved with the
// guide (the offline set lists them), so a saved guide can still be opened and shared.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith(guideDirectory),
  new NetworkFirst({ cacheName: 'guides', networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 12 }), savedGuide] }),
);

/** Tells every page of the site how saving the guide goes. */
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
  // Once one file fails the save has failed: the others stop, and tell no more progress that
  // would cover the page's "not saved" with a progress bar.
  let failed = false;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !failed; url = queue.shift()) {
      try {
        const file = await fetch(url, { cache: 'no-cache' });
        if (!file.ok) throw new Error(`${url} answered ${file.status}.`);
        await cache.put(url, file);
      } catch (error) {
        failed = true;
        throw error;
      }
      if (failed) return;
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
  const message = event.data as OfflineGuideMessage | ToolsMessage | undefined;
  if (message?.type === 'store-tools') event.waitUntil(storeTools());
  if (message?.type !== 'save-guide') return;
  event.waitUntil(
    saveGuide().catch((error: unknown) => tell({ type: 'save-guide-failed', reason: error instanceof Error ? error.message : String(error) })),
  );
});

/**
 * The page the worker starts on was fetched before it was there: keep it too, as a page she opened
 * (the browser's HTTP cache answers, or the server with a 304, so this costs next to nothing).
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(cacheNames.pages);
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url);
    if (url.origin !== self.location.origin || (await cache.match(url.href))) continue;
    const page = await fetch(url.href).catch(() => undefined);
    if (page?.ok && page.headers.get('content-type')?.startsWith('text/html')) await cache.put(url.href, page);
  }
}

/** Caches of earlier workers that stored the tools at install (Workbox's precache). */
async function dropOldCaches(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith('workbox-precache')) await caches.delete(name);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([keepOpenPages(), dropOldCaches()]).catch(() => undefined));
});

void self.skipWaiting();
clientsClaim();
