/**
 * Starts a page's JavaScript once the page has loaded and painted. The
 * prerendered HTML is the page; the app's code only makes it interactive, so on
 * a slow connection it should not compete with the text for the first bytes and
 * frames. Waiting for the load event (not just the first paint) matters: a long
 * page paints in several frames, and code requested before its largest text
 * has painted sits on the path to Largest Contentful Paint.
 *
 * The page's module preloads and its entry <script type="module"> are replaced
 * by one small inline script that, once the page has loaded, its largest
 * content has painted and the browser is idle, adds the preloads and puts the
 * entry script exactly where it was, so React hydrates the same document it
 * would have found.
 */
export function deferAppScripts(html: string): string {
  const { preloads, entry } = appScripts(html);
  // JSON is valid JavaScript; escaping "<" keeps "</script>" out of the inline script.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const loader =
    '(function(){var me=document.currentScript;function start(){' +
    `${json(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    `var app=document.createElement("script");app.type="module";app.src=${json(entry.src)};me.replaceWith(app)}` +
    // Waits for the load event and the page's largest paint (where the browser reports it), then
    // for the browser to be idle: by then the text has painted, however many frames it took.
    'var loaded=false,painted=false,started=false;' +
    'function go(){if(started||!loaded||!painted)return;started=true;' +
    '(window.requestIdleCallback||function(f){setTimeout(f,1)})(start,{timeout:2000})}' +
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(types.indexOf("largest-contentful-paint")<0)painted=true;' +
    'else new PerformanceObserver(function(l,o){o.disconnect();painted=true;go()}).observe({type:"largest-contentful-paint",buffered:true});' +
    'function onLoad(){loaded=true;go()}' +
    'if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true})})()';
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry.tag, () => `<script>${loader}</script>`);
}

/** The JavaScript a rendered page loads at start: its module preloads and its entry script. */
export function appScripts(html: string): { preloads: string[]; entry: { src: string; tag: string } } {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
  const entry = html.match(/<script type="module" src="([^"]+)"[^>]*><\/script>/);
  if (!entry) throw new Error('A prerendered page has no entry <script type="module"> to defer.');
  return { preloads, entry: { src: entry[1]!, tag: entry[0] } };
}
