import { describe, expect, it } from 'vitest';
import { render, type PageAssets } from './entry-server';
import { pageStartDataId, type PageStart } from './pageScripts';
import { createAppRouter } from './router';

/** Assets as the prerender gives them, with the islands each page asked to preload. */
function fakeAssets(): PageAssets & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    entry: '/assets/entry.js',
    preloads(islands) {
      asked.push(islands.map((island) => `${island.name}:${island.start}`));
      return islands.filter((island) => island.start === 'idle').map((island) => `/assets/${island.name}.js`);
    },
  };
}

const renderPage = (path: string, assets = fakeAssets()) => render(new Request(`http://localhost:4173${path}`), assets);

describe('every route says how its page runs in the browser', () => {
  it('declares a mode in its own file (staticData.mode), the root included (the not-found page)', () => {
    const router = createAppRouter('uk', { assets: fakeAssets(), collector: { islands: [] } });
    const routes = Object.values(router.routesById);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(['reading', 'tool'], route.id).toContain(route.options.staticData?.mode);
  });
});

describe('render', () => {
  it('renders each island as a root of its own, marked with its name, props and a unique id', async () => {
    const page = await renderPage('/tools');
    expect(page.status).toBe(200);
    // The header's (its top row, then the main bar's menus), then the tools page's: the tabs, with
    // the calculators and glossary inside them.
    expect(page.islands.map((island) => island.name)).toEqual(['AuthStatus', 'MobileMenu', 'MegaMenu', 'Menu', 'Tabs', 'Calculators', 'Glossary']);
    const ids = [...page.html.matchAll(/data-island-id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(page.islands.length);
    // useId inside each island is prefixed with the island's id, so ids never clash between islands.
    const labelled = [...page.html.matchAll(/ id="(_[^"]+)"/g)].map((match) => match[1]!);
    expect(new Set(labelled).size).toBe(labelled.length);
    expect(page.html).toContain('data-island="Calculators"');
  });

  it('starts a tool page’s code once it has loaded and painted, with the code of the islands that start by themselves', async () => {
    const assets = fakeAssets();
    const page = await renderPage('/tools/due-date-calculator', assets);
    expect(assets.asked.at(-1)).toContain('Calculators:idle');
    expect(assets.asked.at(-1)).toContain('MegaMenu:interaction');
    const start = startDataOf(page.html);
    expect(start.mode).toBe('tool');
    expect(start.entry).toBe('/assets/entry.js');
    expect(start.preloads).toContain('/assets/Calculators.js');
    expect(start.preloads).not.toContain('/assets/MegaMenu.js');
    expect(page.html.slice(page.html.lastIndexOf('<script>'))).toContain('largest-contentful-paint');
  });

  it('sends a reader with no stored session from a page for signed-in readers to sign in, before anything else runs', async () => {
    const account = await renderPage('/account');
    const head = account.html.slice(0, account.html.indexOf('</head>'));
    const redirect = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!).find((script) => script.includes('location.replace'));
    expect(redirect).toContain('"sb-localhost-auth-token"');
    expect(redirect).toContain('"/auth?next=/account"');
    // Before the page's own code is even asked for, which the page's last script does.
    expect(account.html.indexOf(redirect!)).toBeLessThan(account.html.indexOf('"/assets/entry.js"'));
    for (const path of ['/auth', '/tools', '/my-pregnancy']) expect((await renderPage(path)).html, path).not.toContain('location.replace');
  });

  it('starts a reading page’s code only once its largest text has painted and the browser is idle', async () => {
    const page = await renderPage('/faq');
    expect(startDataOf(page.html).mode).toBe('reading');
    const script = page.html.slice(page.html.lastIndexOf('<script>'));
    expect(script).toContain('largest-contentful-paint');
    expect(script).toContain('requestIdleCallback');
  });

  it('starts every page with the same inline script, its own data in a JSON island that never runs', async () => {
    const scripts = new Set<string>();
    for (const path of ['/', '/faq', '/tools', '/auth', '/pregnancy/pre-eclampsia']) {
      const { html } = await renderPage(path);
      scripts.add(html.slice(html.lastIndexOf('<script>')));
      expect(html).toMatch(new RegExp(`<script type="application/json" id="${pageStartDataId}">`));
    }
    expect(scripts.size).toBe(1);
  });

  it('never writes the router’s state or scripts into a page: one inline script starts its code', async () => {
    for (const path of ['/', '/tools', '/auth']) {
      const { html } = await renderPage(path);
      expect(html).not.toMatch(/\$_TSR|__TSR|<script [^>]*src=|<link rel="modulepreload"/);
    }
  });

  it('tells the sitemap which pages search engines may index, as each route’s head says', async () => {
    expect((await renderPage('/faq')).indexed).toBe(true);
    expect((await renderPage('/auth')).indexed).toBe(false);
    expect((await renderPage('/security-test')).indexed).toBe(false);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const page = await renderPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Oops! Page not found');
    // Marked for the page's code, which names the missing path in the console, with no island (React).
    expect(page.html).toContain('data-not-found=""');
    expect(page.islands.map((island) => island.name)).toEqual(['AuthStatus', 'MobileMenu', 'MegaMenu', 'Menu']);
  });
});

/** A rendered page's start data (its JSON island). */
function startDataOf(html: string): PageStart {
  const json = new RegExp(`<script type="application/json" id="${pageStartDataId}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error('The page has no start data.');
  return JSON.parse(json) as PageStart;
}
