import { RouterClient } from '@tanstack/react-router/ssr/client';
import { isRoutePath } from '@wh/content';
import { detectCountry, installGlobalHandlers } from '@wh/core';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { eventLog } from './eventLog';
import { createAppRouter } from './router';
import { registerServiceWorker } from './serviceWorker';

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

registerServiceWorker();
