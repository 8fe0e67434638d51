import { savesData, type PageMode, type ToolsMessage } from './sitePolicy';

const workerUrl = '/sw.js';

/** Marks, in the browser's storage, that this reader has opened a page of the site before. */
const readBeforeKey = 'wh-read-before';

/** Whether the reader opened a page of the site before this one (and notes that she now has). */
function readBefore(): boolean {
  try {
    if (localStorage.getItem(readBeforeKey)) return true;
    localStorage.setItem(readBeforeKey, '1');
  } catch {
    // Storage refused (a private window, say): every page view is then a first one.
  }
  return false;
}

/**
 * Offline reading (sw/sw.ts). Registered once the page has loaded, so it never competes with it;
 * the production build only, as the development server has no worker to serve.
 *
 * Not on a reader's first page view: a reader who opens one page from a search result and leaves
 * pays for that page only, not for a worker (about 7 KB) she will never use. From her second page
 * on (she reads on, or comes back) the worker keeps what she opens. On a tool page it is asked to
 * store the tools, so the calculators work offline from then on; the worker also stores them by
 * itself when she comes back (sw/sw.ts).
 *
 * A reader whose browser asks to save data (`savesData`) gets no worker until she asks for one
 * ("Save this guide for offline", `startServiceWorker`). Once she has one, it is kept up to date.
 */
export function registerServiceWorker(mode: PageMode): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = async () => {
    try {
      if (!(await navigator.serviceWorker.getRegistration()) && (savesData(navigator) || !readBefore())) return;
      await navigator.serviceWorker.register(workerUrl);
      if (mode === 'tool') (await navigator.serviceWorker.ready).active?.postMessage({ type: 'store-tools' } satisfies ToolsMessage);
    } catch (error: unknown) {
      // Offline reading is a bonus: a failure to register must not disturb the page.
      console.warn('Offline reading is unavailable:', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * The service worker, registered now if need be, once it is active: for the reader who asked to
 * save the guide. Rejects where there is none (an old browser, the development server).
 */
export async function startServiceWorker(): Promise<ServiceWorker> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) throw new Error('This browser cannot keep pages offline.');
  await navigator.serviceWorker.register(workerUrl);
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) throw new Error('The offline helper did not start.');
  return registration.active;
}
