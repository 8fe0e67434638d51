import { routePaths } from '@wh/content';
import { devices, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, noindexPaths, origins, signInFirst, test, waitForHydration } from './fixtures';
import { expectNoLayoutFaults } from './layout/measurePage';

/**
 * Every page of both sites, as a reader on a phone and on a laptop meets it: complete, indexed
 * rightly, hydrating cleanly, accessible (axe, WCAG 2.2 AA), laid out without a fault at every
 * width a reader is likely to have (the layout test, signed out; layout.spec.ts measures the
 * signed-in pages) and readable with JavaScript off.
 *
 * Each page loads once per country and is checked at both widths by resizing the window: the
 * words and the code are the same, only the layout changes. This runs in its own Playwright project
 * (a desktop browser whose window the test sizes), not once per device project, because loading
 * every page twice over took a third of the end-to-end run. The interactive specs still run on
 * both a phone and a desktop device.
 */

/** A phone's window, then a laptop's. */
const windows = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

for (const [country, origin] of Object.entries(origins)) {
  test.describe(`${country} site`, () => {
    for (const path of routePaths) {
      test(`${path} is complete, accessible and hydrates cleanly`, async ({ page, problems }) => {
        await page.setViewportSize(windows[0]);
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status()).toBe(200);
        const redirect = signInFirst[path];
        if (redirect) await expect(page).toHaveURL(`${origin}${redirect}`);
        const shown = redirect ? new URL(redirect, origin).pathname : path;
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main#main-content')).toHaveCount(1);

        // Metadata: canonical made absolute with this country's origin, robots, link previews.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${shown}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          'content',
          noindexPaths.has(shown) ? 'noindex,nofollow' : 'index,follow',
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

        await waitForHydration(page);
        // On a reading page the islands wait for the reader: a key press starts them all,
        // so what follows checks them live, as a reader meets them.
        await page.keyboard.press('Shift');
        await expect(page.locator('[data-island-start="interaction"]:not([data-island-live])')).toHaveCount(0);
        // Every id an ARIA attribute points to exists: a missing label, description or controlled
        // element leaves a region, control or link without its name for a screen reader.
        expect(await page.evaluate(ariaReferenceFaults, ['aria-labelledby', 'aria-describedby', 'aria-controls'])).toEqual([]);
        if (country === 'ng') {
          // A reader in Nigeria must never be told to dial the UK's numbers.
          const text = await page.locator('main').innerText();
          expect(text).not.toMatch(/\b999\b|NHS 111/);
        }
        for (const size of windows) {
          await page.setViewportSize(size);
          await test.step(`axe at ${size.width} px`, () => expectNoAxeViolations(page));
        }
        // The layout at every width, with every section and tab shown (layout/measurePage.ts), on
        // this same page after axe: signed out, a page is not loaded a second time to be measured.
        // A page that sends the reader on is measured where she lands, as that page.
        if (!redirect) await test.step('layout', () => expectNoLayoutFaults(page, country as keyof typeof origins, path, `${country} ${path}`));
        // Third-party requests count among the problems: the site promises no tracking, on every page.
        expect(problems).toEqual([]);
      });
    }
  });
}

/** Runs in the page: one line per ARIA id reference that points to nothing. */
function ariaReferenceFaults(attributes: readonly string[]): string[] {
  const faults: string[] = [];
  for (const attribute of attributes) {
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) {
          faults.push(`${attribute}="${id}" on <${element.localName}>: no element with id "${id}"`);
        }
      }
    }
  }
  // Each page's <article>, where it has one, is named by the page's h1.
  const h1 = document.querySelector('h1');
  for (const article of document.querySelectorAll('article[aria-labelledby]')) {
    const name = document.getElementById(article.getAttribute('aria-labelledby')!.split(/\s+/)[0]!);
    if (name && name !== h1) faults.push(`<article> named by "${name.textContent?.trim()}", not by the page's h1`);
  }
  return faults;
}

/**
 * One page with JavaScript off for all of a worker's no-JS tests: without scripts a page can keep
 * nothing (no storage, no cookies from this server, no service worker), so each test meets its page
 * as a first visit would, and a fresh context and page per test (a quarter of a second each on the
 * 2-core CI machine, 224 times) bought nothing. Each test still loads its page afresh. A failed test
 * ends its worker, so a retry starts with a new context.
 */
const noScriptTest = test.extend<object, { noScriptPage: Page }>({
  noScriptPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], javaScriptEnabled: false, serviceWorkers: 'block' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

noScriptTest.describe('without JavaScript', () => {
  for (const [country, origin] of Object.entries(origins)) {
    for (const path of routePaths) {
      noScriptTest(`${country} ${path} shows all of its text`, async ({ noScriptPage: page }) => {
        await page.setViewportSize(windows[0]);
        await page.goto(`${origin}${path}`);
        await expect(page.locator('h1')).toBeVisible();
        for (const size of windows) {
          await page.setViewportSize(size);
          // Nothing with text in it may be hidden: collapsed sections only collapse once JavaScript
          // runs. Only controls that need JavaScript (such as Copy Link) may be left out, and tools
          // that cannot work without it, which a notice stands in for ([data-needs-javascript]).
          const hidden = await page.locator('main').evaluate((main) =>
            [...main.querySelectorAll('*')]
              .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName))
              .filter((el) => !el.closest('[data-needs-javascript]'))
              .filter((el) => {
                const clone = el.cloneNode(true) as Element;
                clone.querySelectorAll('button').forEach((button) => button.remove());
                return (clone.textContent ?? '').trim().length > 0 && el.tagName !== 'BUTTON';
              })
              .filter((el) => {
                const style = getComputedStyle(el);
                return style.display === 'none' || style.visibility === 'hidden';
              })
              .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 60)}`),
          );
          expect(hidden, `hidden at ${size.width} px`).toEqual([]);
          // Nothing widens the page past the window: a phone's browser would zoom the whole page out.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `the page is wider than the window at ${size.width} px by`).toBe(0);
        }
      });
    }
  }
});
