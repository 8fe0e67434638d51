import { islandAttributes } from './islands/runtime/attributes';
import type { IslandStart } from './islands/runtime/defineIsland';
import { savesData, type PageMode } from './sitePolicy';

/**
 * Where a page's code is: the entry script, and the modules to preload with it. The prerender
 * reads them from Vite's build manifest; the development server serves the sources.
 */
export interface PageAssets {
  /** The URL of the entry script (`src/entry-client.tsx`, built). */
  entry: string;
  /**
   * The modules to preload with the entry: its own imports, and the code of the islands on the
   * page that start by themselves (`idle`), so their first press does not wait for the network.
   */
  preloads(islands: readonly { name: string; start: IslandStart }[]): string[];
}

/** A value written into an inline script: JSON is valid JavaScript, and escaping "<" keeps "</script>" out. */
export function inlineScriptValue(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The id of the page's start data: a JSON island (`type="application/json"`, never run) that the start script reads. */
export const pageStartDataId = 'wh-page-start';

/** What a page's start script needs to know about the page: how it runs and where its code is. */
export interface PageStart {
  mode: PageMode;
  entry: string;
  preloads: readonly string[];
}

/**
 * The page's start data, written into the page as JSON. It carries everything that differs from
 * page to page, so the start script itself is the same on every page and one security policy, with
 * one hash for it, serves them all.
 */
export function pageStartData(start: PageStart): string {
  return inlineScriptValue(start);
}

/** The page's start data, read back in the browser. */
export function readPageStart(doc: Pick<Document, 'getElementById'> = document): PageStart | undefined {
  const text = doc.getElementById(pageStartDataId)?.textContent;
  return text ? (JSON.parse(text) as PageStart) : undefined;
}

/**
 * The one inline script that starts a page's code, the same on every page: it reads the page's
 * start data (`pageStartData`, in the element `pageStartDataId` just before it). The prerendered
 * HTML is the page; its code only makes the interactive parts work, so on a slow connection it
 * must not compete with the text for the first bytes and frames. It is not even requested until
 * the page has loaded (the load event, not just the first paint: a long page paints in several
 * frames, and code requested before its largest text has painted sits on the path to Largest
 * Contentful Paint) and its largest content has painted (where the browser reports it). Then:
 *
 * - a `tool` page starts at once, so the reader's first press is answered quickly;
 * - a `reading` page waits for the browser to be idle as well.
 *
 * It adds the preloads (unless the browser asks to save data: `savesData`) and the entry script.
 *
 * From the first moment it also holds a click on an island that is not live yet (its code, or
 * the page's, has not arrived), since nothing can handle it: `islands/runtime/start.ts` gives each held
 * click to its island once the island has hydrated (see `HeldClicks`). Not held: clicks on an
 * island's static content (a link in an answer), clicks with a modifier key (open in a new tab),
 * and clicks on an island that starts only with a session (without one, its HTML is all there is:
 * the Sign In link).
 *
 * @example
 * <script type="application/json" id={pageStartDataId} dangerouslySetInnerHTML={{ __html: pageStartData(start) }} />
 * <script dangerouslySetInnerHTML={{ __html: pageStartScript() }} />
 */
export function pageStartScript(): string {
  const a = islandAttributes;
  const holdClicks =
    `var held=window.${heldClicksGlobal}={clicks:[],give:null};` +
    'addEventListener("click",function(e){var t=e.target,i=t&&t.closest&&t.closest("[' + a.name + ']");' +
    'if(!i||i.hasAttribute("' + a.live + '")||i.getAttribute("' + a.start + '")==="session"||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;' +
    'var s=t.closest("[' + a.slot + ']");if(s&&i.contains(s))return;' +
    'e.preventDefault();e.stopImmediatePropagation();if(held.give)held.give(t);else held.clicks.push(t)},true);';
  return (
    '(function(){' +
    `var page=JSON.parse(document.getElementById(${inlineScriptValue(pageStartDataId)}).textContent);` +
    holdClicks +
    'function start(){' +
    // A reader whose browser asks to save data gets each module only when the page imports it.
    `if(!(${String(savesData)})(navigator))page.preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    'var app=document.createElement("script");app.type="module";app.src=page.entry;document.head.appendChild(app)}' +
    'var loaded=false,painted=false,started=false;' +
    'function go(){if(started||!loaded||!painted)return;started=true;' +
    'if(page.mode==="reading")(window.requestIdleCallback||function(f){setTimeout(f,1)})(start,{timeout:2000});else start()}' +
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(types.indexOf("largest-contentful-paint")<0)painted=true;' +
    'else new PerformanceObserver(function(l,o){o.disconnect();painted=true;go()}).observe({type:"largest-contentful-paint",buffered:true});' +
    'function onLoad(){loaded=true;go()}' +
    'if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true})})()'
  );
}

/** The name of the window property through which the page's inline script hands over held clicks. */
export const heldClicksGlobal = 'whHeldClicks';

/**
 * Clicks on islands that are not live yet, held by the page's inline script: those held before
 * the page's code ran, and `give`, which the code sets to take each one after that.
 */
export interface HeldClicks {
  clicks: HTMLElement[];
  give: ((target: HTMLElement) => void) | null;
}
