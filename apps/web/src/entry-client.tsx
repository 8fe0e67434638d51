/**
 * The browser's code on every page. The page's HTML is complete; this script starts its islands
 * (see islands/start.ts). It is started by the page itself (see pageScripts.ts), when the page's
 * mode says.
 */
import { isRoutePath } from '@wh/content';
import { installGlobalHandlers } from '@wh/core';
import { eventLog } from './eventLog';
import { startIslands } from './islands/start';
import { registerServiceWorker } from './serviceWorker';

// First, so even a failure while starting an island is recorded: uncaught errors, unhandled
// rejections and Content-Security-Policy violations go to the in-memory log and the console.
installGlobalHandlers(window, eventLog);

// Any deeper /tools/... address is served the /tools page (spec section 2). Show the
// address that page was rendered for, so the islands hydrate for the page they are on.
if (window.location.pathname.startsWith('/tools/') && !isRoutePath(window.location.pathname)) {
  window.history.replaceState(window.history.state, '', `/tools${window.location.search}${window.location.hash}`);
}

startIslands();
registerServiceWorker();
