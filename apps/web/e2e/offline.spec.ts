import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The service worker (sw/sw.ts) is what these tests are about.
test.use({ serviceWorkers: 'allow' });

/** Opens a page and waits until the service worker controls it. */
async function openControlled(page: Page, path: string) {
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

  test('the calculators work offline even if the tools page was never opened', async ({ page, context }) => {
    await openControlled(page, '/about');
    await context.setOffline(true);

    // A fixed "today", so the answer below never goes out of date.
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
    await page.goto('/tools/due-date-calculator');
    await waitForHydration(page);
    await page.getByLabel('First day of your last period').fill('2025-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    await expect(page.getByText(/Estimated due date: 8 October 2025/)).toBeVisible();
    await context.setOffline(false);
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
