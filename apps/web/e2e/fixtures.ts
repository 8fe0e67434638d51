import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const expectedConsoleErrors = [
  // Chrome echoes every 4xx/5xx response as a console error; the response listener below
  // already reports each failing sub-resource with its URL, and a 404 page is meant to be 404.
  /^Failed to load resource: the server responded with a status of/,
];

/** The only hosts a page may talk to: the two country sites and the auth server. */
const allowedHosts = new Set(['localhost:4173', 'nigeria.localhost:4173', 'localhost:54321', '127.0.0.1:54321']);

/**
 * Collects console errors, uncaught exceptions, CSP violations, failed requests and
 * any request to another host (the site promises no tracking) on a page.
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !allowedHosts.has(url.host)) problems.push(`third-party request: ${url.href}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // The browser cancels (ERR_ABORTED) what is still loading when the page navigates away, a
    // sign-in redirect say: not a failure of the site. That includes the rest of a page for
    // signed-in readers, which sends a signed-out reader on while its HTML is still arriving.
    // Server errors are caught below, and every other failure (refused, reset, blocked by CSP)
    // still counts.
    const leftBySignInRedirect = request.resourceType() === 'document' && new URL(request.url()).pathname in signInFirst;
    if (error === 'net::ERR_ABORTED' && (request.resourceType() !== 'document' || leftBySignInRedirect)) return;
    problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Waits until the page handles the reader's input: every island that starts by itself has
 * hydrated (src/islands/runtime/start.ts marks <html data-hydrated>). The header's menus start at the
 * reader's first interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Lets two frames pass, so layout, resize handlers and focus handed back after a frame have run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits until the page's code runs and listens for the reader (<html data-started>), islands or not. */
export async function waitForStart(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
}

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems = watchForProblems(page);
    await use(problems);
    expect(problems, 'console errors, exceptions, CSP violations or failed requests').toEqual([]);
  },
});
export { expect };

/**
 * The modules the page's own start script preloads: the modulepreload links it adds before the
 * entry script (pageScripts.ts). Those Vite adds later, as a module imports an island, are for code
 * being loaded then, not in advance.
 */
export async function startScriptPreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src*="entry-client"]');
    if (!entry) throw new Error('The page has not started its code.');
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .filter((link) => link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((link) => link.href);
  });
}

/** The two country sites, as readers' browsers reach them. */
/**
 * The line supabase-js 2.109 (the last release for Node 20) logs for each failed auth fetch, its own
 * "Failed to fetch" or our time limit's AuthTimeoutError, with console.error before it returns the
 * error value; later releases do not log it, but declare Node 22. Tests that cut the auth server off
 * on purpose expect it; every other test still counts it as a problem.
 */
export const failedAuthFetchLogged = /^console: (TypeError: Failed to fetch|AuthTimeoutError: )/;

export const origins = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173' } as const;

/** The pages search engines are asked not to index: accounts and the security self-test. */
export const noindexPaths: ReadonlySet<string> = new Set(['/auth', '/auth/reset', '/auth/confirm', '/account', '/security-test']);

/** Pages that send a signed-out reader to sign in first, and where they land (accounts.spec.ts checks them signed in). */
export const signInFirst: Readonly<Record<string, string>> = { '/account': '/auth?next=/account' };

/**
 * axe-core's published minified build, from the copy @axe-core/playwright depends on (resolved
 * through it, so the two can never be different versions): half the size of the unminified source
 * AxeBuilder sends, the same rules.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The part of axe-core's in-page API used here (its types are not a dependency of this app). */
interface AxeInPage {
  configure(spec: { allowedOrigins: string[]; branding: { application: string } }): void;
  run(
    context: Document,
    options: { resultTypes: string[]; runOnly: { type: 'tag'; values: string[] } },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/** The project's accessibility standard: WCAG 2.2 AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page against WCAG 2.2 AA, one line per rule with the elements it failed.
 * The one home of the project's accessibility standard in the end-to-end tests.
 *
 * axe is injected into a document once and then run as often as a test asks (every-page.spec.ts
 * runs it at two widths): AxeBuilder's `analyze()` sends and compiles axe's 600 KB source twice on
 * every call, about a third of a second each time on the 2-core CI machine. It runs as AxeBuilder's
 * legacy mode does: in the page itself (the site embeds no frames; its policy allows only its
 * own), configured as AxeBuilder configures it, with the same options. Only violations are
 * collected: axe then stops collecting every passing and unsure element (its own advice for large
 * pages), and the answer sent back from the page shrinks with it. The rules run, and fail, exactly
 * as before.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A new document (a navigation, a reload) has no axe: inject it there.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.evaluate(() => {
      const { axe } = window as unknown as { axe: AxeInPage };
      axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
    });
  }
  const violations = await page.evaluate((tags) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    return axe
      .run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } })
      .then((results) => results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })));
  }, wcagTags);
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page), 'axe, WCAG 2.2 AA').toEqual([]);
}
