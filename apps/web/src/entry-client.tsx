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
import { fallbackPageFor } from './sitePolicy';

// First, so even a failure while starting an island is recorded: uncaught errors, unhandled
// rejections and Content-Security-Policy violations go to the in-memory log and the console.
installGlobalHandlers(window, eventLog);

// An address that shows another page (any /tools/... address shows the tools page) shows the
// address of the page it shows, so the islands hydrate for the page they are on.
const { pathname, search, hash } = window.location;
const shown = isRoutePath(pathname) ? undefined : fallbackPageFor(pathname);
if (shown) window.history.replaceState(window.history.state, '', `${shown}${search}${hash}`);

startIslands();
registerServiceWorker();
