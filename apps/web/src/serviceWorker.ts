/**
 * Offline reading (sw/sw.ts). Registered once the page has loaded, so it never competes with it;
 * the production build only, as the development server has no worker to serve.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Offline reading is a bonus: a failure to register must not disturb the page.
      console.warn('Offline reading is unavailable:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
