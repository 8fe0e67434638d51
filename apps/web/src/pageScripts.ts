import type { IslandStart } from './islands/defineIsland';
import type { PageMode } from './sitePolicy';

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

/**
 * How a page's code is started, by the page's mode (see `PageMode`):
 *
 * - a `tool` page loads its code at once, as module scripts that do not hold up the HTML, so the
 *   reader's first press is answered the moment the page has loaded;
 * - a `reading` page has one inline script that waits, so on a slow connection the code does not
 *   compete with the text for the first bytes and frames: it is not even requested until the page
 *   has loaded (the load event, not just the first paint: a long page paints in several frames,
 *   and code requested before its largest text has painted sits on the path to Largest
 *   Contentful Paint), its largest content has painted (where the browser reports it) and the
 *   browser is idle. Then it adds the preloads and the entry script.
 */
export type PageStart =
  | { kind: 'modules'; entry: string; preloads: readonly string[] }
  | { kind: 'deferred'; script: string };

/**
 * @example
 * pageStart({ mode: 'tool', entry: '/assets/entry-client-1a2b.js', preloads: ['/assets/react-3c4d.js'] });
 */
export function pageStart({ mode, entry, preloads }: { mode: PageMode; entry: string; preloads: readonly string[] }): PageStart {
  if (mode === 'tool') return { kind: 'modules', entry, preloads };
  // JSON is valid JavaScript; escaping "<" keeps "</script>" out of the inline script.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const script =
    '(function(){function start(){' +
    `${json(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    `var app=document.createElement("script");app.type="module";app.src=${json(entry)};document.head.appendChild(app)}` +
    'var loaded=false,painted=false,started=false;' +
    'function go(){if(started||!loaded||!painted)return;started=true;' +
    '(window.requestIdleCallback||function(f){setTimeout(f,1)})(start,{timeout:2000})}' +
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(types.indexOf("largest-contentful-paint")<0)painted=true;' +
    'else new PerformanceObserver(function(l,o){o.disconnect();painted=true;go()}).observe({type:"largest-contentful-paint",buffered:true});' +
    'function onLoad(){loaded=true;go()}' +
    'if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true})})()';
  return { kind: 'deferred', script };
}
