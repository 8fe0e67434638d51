/**
 * Starts a page's JavaScript once the page has loaded and painted. The
 * prerendered HTML is the page; the app's code only makes it interactive, so on
 * a slow connection it should not compete with the text for the first bytes and
 * frames. Waiting for the load event (not just the first paint) matters: a long
 * page paints in several frames, and code requested before its largest text
 * has painted sits on the path to Largest Contentful Paint.
 *
 * The page's module preloads and its entry <script type="module"> are replaced
 * by one small inline script that, once the page has loaded and the next frame
 * is painted, adds the preloads and puts the entry script exactly where it was,
 * so React hydrates the same document it would have found.
 */
export function deferAppScripts(html: string): string {
  const { preloads, entry } = appScripts(html);
  // JSON is valid JavaScript; escaping "<" keeps "</script>" out of the inline script.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const loader =
    '(function(){var me=document.currentScript;function start(){' +
    `${json(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    `var app=document.createElement("script");app.type="module";app.src=${json(entry.src)};me.replaceWith(app)}` +
    // The frame callback runs just before the next paint; the timeout, just after it.
    'function later(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
    'if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})})()';
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
