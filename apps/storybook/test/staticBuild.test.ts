import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import serveHandler from 'serve-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The built Storybook as a reader meets it: `storybook-static` (run `pnpm build-storybook` first;
 * `pnpm test` does) served by real static servers and opened in Chromium. It holds three things:
 * every component the packages export has a written docs page, each page renders with its examples
 * and a prop table that names its values, and the build works on hosts with and without clean URLs.
 */

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');
const staticDir = path.join(appDir, 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  componentPath?: string;
  tags?: string[];
}

/**
 * The React components a package exports, read from its public entry: every PascalCase value
 * exported from a module under `from` (type-only exports are skipped), with the module it comes from.
 */
function exportedComponents(entry: string, from: RegExp): { name: string; source: string }[] {
  const text = readFileSync(path.join(repoRoot, entry), 'utf8');
  const components: { name: string; source: string }[] = [];
  for (const match of text.matchAll(/^export \{([^}]+)\} from '([^']+)';$/gm)) {
    const [, names = '', modulePath = ''] = match;
    if (!from.test(modulePath)) continue;
    const source = path.join(path.dirname(entry), `${modulePath}.tsx`);
    for (const name of names.split(',').map((part) => part.trim())) {
      if (/^[A-Z][a-z]/.test(name)) components.push({ name, source });
    }
  }
  return components;
}

const components = [
  ...exportedComponents('packages/ui/src/index.ts', /^\.\/components\//),
  ...exportedComponents('packages/auth/src/index.ts', /^\.\/forms\//),
];

function readIndex(): IndexEntry[] {
  const file = path.join(staticDir, 'index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build-storybook\` first.`);
  return Object.values((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
}

/** The written (MDX) docs page for a component: the page attached to the stories that show its source file. */
function docsPageFor(index: IndexEntry[], source: string): IndexEntry | undefined {
  const storiesFile = index.find(
    (entry) => entry.type === 'story' && entry.componentPath && path.join(entry.componentPath).endsWith(source.replace(/^packages\//, '')),
  );
  if (!storiesFile) return undefined;
  return index.find((entry) => entry.type === 'docs' && entry.title === storiesFile.title && entry.importPath.endsWith('.mdx'));
}

describe('the docs pages in the built index', () => {
  it('finds the exported components (so the list below cannot be empty by mistake)', () => {
    expect(components.map((component) => component.name)).toEqual(
      expect.arrayContaining(['Button', 'Tabs', 'Container', 'ToastProvider', 'SignInForm', 'SetPasswordForm']),
    );
    expect(components.length).toBeGreaterThanOrEqual(38);
  });

  it('has a written docs page for every exported component that names it', () => {
    const index = readIndex();
    const missing: string[] = [];
    for (const { name, source } of components) {
      const page = docsPageFor(index, source);
      if (!page) {
        missing.push(`${name} (${source}): no .mdx docs page attached to its stories`);
        continue;
      }
      const mdx = readFileSync(path.resolve(appDir, page.importPath), 'utf8');
      if (!mdx.includes(name)) missing.push(`${name}: its docs page ${page.importPath} never names it`);
    }
    expect(missing).toEqual([]);
  });

  it('has a welcome page', () => {
    expect(readIndex().some((entry) => entry.type === 'docs' && entry.title === 'Welcome')).toBe(true);
  });
});

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** The plainest host: each file as it is at its own path, `index.html` for a folder, nothing else. */
function servePlainFiles(request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  let file = path.join(staticDir, path.normalize(pathname));
  if (file.startsWith(staticDir) && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

/**
 * A static server. `clean-urls` is serve-handler, what `npx serve` runs, with its defaults: like
 * Vercel and Netlify's pretty URLs it redirects `iframe.html?id=...` to `/iframe`, dropping the query.
 */
async function startServer(kind: 'clean-urls' | 'plain'): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (kind === 'plain') servePlainFiles(request, response);
    else void serveHandler(request, response, { public: staticDir });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A docs page's section heading, by its text: Storybook puts a "Copy heading URL" link inside each
 * heading, which becomes part of the heading's accessible name.
 */
function sectionHeading(root: Locator, text: string): Locator {
  return root.locator('h1, h2').filter({ hasText: new RegExp(`^\\s*${text}\\s*$`, 'i') });
}

/** Collects the page's uncaught errors, so a test can say none happened. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe.each([
  { host: 'a host with clean URLs (npx serve, Vercel)', kind: 'clean-urls' as const },
  { host: 'a plain static host', kind: 'plain' as const },
])('the static build on $host', ({ kind }) => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a story opened by its address', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/?path=/story/actions-button--primary`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect.poll(() => preview.getByRole('button', { name: 'Explore Pregnancy Tips' }).count(), { timeout: 20_000 }).toBe(1);
    await expect(preview.getByText('No Preview').isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a docs page opened by its address', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/?path=/docs/actions-button--docs`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect.poll(() => sectionHeading(preview.locator('#storybook-docs'), 'When to use it').count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

const docsPages = (() => {
  const index = readIndex();
  return [...new Set(components.map(({ source }) => docsPageFor(index, source)).filter((page) => page !== undefined))];
})();

describe('every docs page, rendered', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    server = await startServer('plain');
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.close();
    await server?.close();
  });

  it('covers the components (a page per component, Layout sharing one)', () => {
    expect(docsPages.length).toBeGreaterThanOrEqual(components.length - 3);
  });

  it.each(docsPages.map((docs) => [docs.title, docs] as const))(
    '%s: guidance, a live example with its code, and a prop table that names every value',
    async (_title, docs) => {
      errors.length = 0;
      await page.goto(`${server.origin}/iframe.html?id=${docs.id}&viewMode=docs`);
      const root = page.locator('#storybook-docs');
      // Parts of a docs page render one after another: wait for each before calling it missing.
      const appears = (locator: Locator) =>
        locator.first().waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        );
      const problems: string[] = [];
      for (const section of ['When to use it', 'When not to use it', 'Accessibility', 'Props']) {
        if (!(await appears(sectionHeading(root, section)))) problems.push(`no "${section}" section`);
      }
      if (!(await appears(root.locator('.docs-story')))) problems.push('no live example');
      // The first example's code is shown open; the others have a "Show code" button.
      if (!(await appears(root.locator('.docblock-source')))) problems.push('no code shown');
      if (!(await appears(root.locator('table.docblock-argstable tbody tr')))) problems.push('no prop table');
      // The examples on the page are shown as with JavaScript; only the no-JS examples, each in
      // its own frame, may take the `wh-js` class away, and never from the whole page.
      if (!(await page.evaluate(() => document.documentElement.classList.contains('wh-js')))) {
        problems.push('the page shows every example in its no-JavaScript form');
      }
      const tables = root.locator('table.docblock-argstable');
      for (const text of await tables.locator('tbody tr td:nth-child(2)').allInnerTexts()) {
        // A type the docs cannot name, or a union whose values are not listed.
        if (/^\s*(unknown|union|any)\s*$/m.test(text)) problems.push(`a prop typed only "${text.trim()}"`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
