/**
 * The site's policy: the rules about addresses and pages that the production server, the deploy
 * configs (nginx, `_headers`), the service worker, the prerender and the browser all follow. Each
 * is written here once and imported everywhere else (DESIGN habit 13). Plain TypeScript, no
 * React and no browser or Node API, so every one of those can import it.
 */

/**
 * How a page runs in the browser. Every route states its mode in its own file
 * (`staticData: { mode }`, which the router's types require of every route); nothing decides it
 * by path.
 *
 * Every page is prerendered HTML whose interactive parts are islands, each hydrated in place.
 * The mode says when the page's code starts:
 *
 * - `reading`: a page that is read. Its code starts once the page has loaded, its largest
 *   content has painted and the browser is idle, so nothing competes with the words.
 * - `tool`: a page that is used (the tools, sign-in, the security self-test). Its code starts as
 *   soon as the page has loaded, so the reader's first press is answered at once.
 */
export type PageMode = 'reading' | 'tool';
