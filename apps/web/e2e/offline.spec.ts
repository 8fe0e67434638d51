import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The service worker (sw/sw.ts) is what these tests are about.
test.use({ serviceWorkers: 'allow' });

/**
 * Opens a page after another one (a first page view gets no worker: the reader has not yet read
 * on) and waits until the service worker controls it.
 */
async function openControlled(page: Page, path: string) {
  await page.goto('/');
  await waitForHydration(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test.describe('offline reading', () => {
  test('a page the reader opened reads again with no connection', async ({ page, context }) => {
    await openControlled(page, '/pregnancy/trimesters');
    // This visit goes through the worker, which keeps a copy of the page.
    await page.reload();
    await waitForHydration(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trimester/i);
    await expect(page.getByText('Pregnancy lasts about 40 weeks')).toBeVisible();
    await waitForHydration(page);
    await context.setOffline(false);
  });

  // Issue 30: the tools are no longer stored when the worker installs (a first visit downloads
  // nothing the reader did not open), but once she comes back; the calculators still work offline
  // without her ever opening the tools page.
  test('once the reader comes back, the calculators work offline even if the tools page was never opened', async ({ page, context }) => {
    await openControlled(page, '/about');
    await page.close();
    // She comes back: a page of the site opened while none is open.
    const back = await context.newPage();
    await back.goto('/faq');
    await waitForHydration(back);
    // The tools page is stored last, after every file the tools need.
    await expect
      .poll(() => back.evaluate(async () => !!(await (await caches.open('tools')).match('/tools'))), { timeout: 60_000 })
      .toBe(true);
    await context.setOffline(true);

    // A fixed "today", so the answer below never goes out of date.
    await back.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
    await back.goto('/tools/due-date-calculator');
    await waitForHydration(back);
    await back.getByLabel('First day of your last period').fill('2025-01-01');
    await back.getByRole('button', { name: 'Calculate due date' }).click();
    await expect(back.getByText(/Estimated due date: 8 October 2025/)).toBeVisible();
    await context.setOffline(false);
  });

  test('a reader who reads on gets the pages she opens kept, and nothing she did not open downloaded', async ({ page, context }) => {
    // The worker fetches what the pages ask for on their behalf; anything else it fetched on its own.
    const askedByWorker: string[] = [];
    const askedByPages = new Set(['/sw.js', '/', '/about', '/pregnancy/trimesters']);
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.serviceWorker()) askedByWorker.push(path);
      else askedByPages.add(path);
    });
    await openControlled(page, '/about');
    await page.goto('/pregnancy/trimesters');
    await waitForHydration(page);
    // Time enough for a worker that stores things in the background to have begun.
    await page.waitForTimeout(2000);
    expect(askedByWorker.length).toBeGreaterThan(0);
    expect(askedByWorker.filter((path) => !askedByPages.has(path))).toEqual([]);
    expect(await page.evaluate(async () => !!(await (await caches.open('tools')).match('/tools')))).toBe(false);
  });

  test('a reader who opens a tool gets the tools stored', async ({ page }) => {
    await openControlled(page, '/about');
    await page.goto('/tools');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(async () => !!(await (await caches.open('tools')).match('/tools'))), { timeout: 60_000 })
      .toBe(true);
  });

  test('with a connection, pages come from the network, so a new deploy shows at once', async ({ page, context }) => {
    await openControlled(page, '/faq');
    await page.reload(); // now the worker holds a copy of this deploy's page
    await waitForHydration(page);

    // "Deploy" a new version of the page: the server now answers with changed HTML.
    await context.route('**/faq', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<html lang="en-GB"', '<html data-deploy="next" lang="en-GB"');
      await route.fulfill({ response, body: html });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-deploy', 'next');
  });
});
