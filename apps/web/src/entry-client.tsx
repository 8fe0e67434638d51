import { RouterClient } from '@tanstack/react-router/ssr/client';
import { isRoutePath } from '@wh/content';
import { detectCountry, installGlobalHandlers } from '@wh/core';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { eventLog } from './eventLog';
import { createAppRouter } from './router';

// First, so even a failure while hydrating is recorded: uncaught errors, unhandled
// rejections and Content-Security-Policy violations go to the in-memory log and the console.
installGlobalHandlers(window, eventLog);

// Any deeper /tools/... address is served the /tools page (spec section 2). Show the
// address that page was rendered for, so hydration matches the HTML exactly.
if (window.location.pathname.startsWith('/tools/') && !isRoutePath(window.location.pathname)) {
  window.history.replaceState(window.history.state, '', `/tools${window.location.search}${window.location.hash}`);
}

const router = createAppRouter(detectCountry(window.location.hostname));

// Hydrating as a transition lets React yield to the browser every few milliseconds,
// so a slow phone stays responsive (and can paint) while the page comes alive.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});

// Offline reading (sw/sw.ts). Registered once the page has loaded, so it never competes with it;
// the production build only, as the development server has no worker to serve.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Offline reading is a bonus: a failure to register must not disturb the page.
      console.warn('Offline reading is unavailable:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
