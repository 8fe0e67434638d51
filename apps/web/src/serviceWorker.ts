import { savesData } from './sitePolicy';

const workerUrl = '/sw.js';

/**
 * Offline reading (sw/sw.ts). Registered once the page has loaded, so it never competes with it;
 * the production build only, as the development server has no worker to serve.
 *
 * A reader whose browser asks to save data (`savesData`) gets no worker until she asks for one
 * ("Save this guide for offline", `startServiceWorker`): installing it stores the site's code in
 * advance, which she did not ask for. Once she has one, it is kept up to date.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = async () => {
    try {
      if (savesData(navigator) && !(await navigator.serviceWorker.getRegistration())) return;
      await navigator.serviceWorker.register(workerUrl);
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
