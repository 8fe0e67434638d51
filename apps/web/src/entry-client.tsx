/**
 * The browser's code on every page. The page's HTML is complete; this script starts its islands
 * (see islands/runtime/start.ts). It is started by the page itself (see pageScripts.ts), when the page's
 * mode says.
 */
import { installGlobalHandlers } from '@wh/core';
import { startShareBlocks } from '@wh/ui';
import { eventLog } from './eventLog';
import { startIslands } from './islands/runtime/start';
import { reportNotFound } from './lib/notFound';
import { saveGuideMarks } from './lib/saveGuideMarks';
import { readPageStart } from './pageScripts';
import { registerServiceWorker } from './serviceWorker';
import { fallbackPageFor } from './sitePolicy';

// First, so even a failure while starting an island is recorded: uncaught errors, unhandled
// rejections and Content-Security-Policy violations go to the in-memory log and the console.
installGlobalHandlers(window, eventLog);

// An address that shows another page (any /tools/... address shows the tools page) shows the
// address of the page it shows. The page knows its own address (its canonical link), so the
// browser needs no list of the site's routes.
reportNotFound();

const { pathname, search, hash } = window.location;
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const ownPath = canonical ? new URL(canonical).pathname : undefined;
if (ownPath && ownPath !== pathname && fallbackPageFor(pathname) === ownPath) {
  window.history.replaceState(window.history.state, '', `${ownPath}${search}${hash}`);
}

startIslands();
startShareBlocks();
// Only the pages that offer to save the guide load its script (a few hundred bytes of it).
const saveGuideBlock = document.querySelector<HTMLElement>(`[${saveGuideMarks.block}]`);
if (saveGuideBlock) void import('./lib/saveGuide').then(({ startSaveGuide }) => startSaveGuide(saveGuideBlock));
registerServiceWorker(readPageStart()?.mode ?? 'reading');
