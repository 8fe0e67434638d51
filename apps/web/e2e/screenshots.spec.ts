import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * Screenshot comparisons of the key screens at a phone's and a laptop's width, so a visual change
 * is seen before it lands. The baselines are committed next to this file; after a deliberate
 * change to the look, look at the new pictures and update them with
 * `pnpm --filter @wh/web test:e2e:update-screenshots` (see the web README).
 *
 * Nothing on these screens depends on the day: the browser's clock is fixed, the calculators are
 * given a fixed date, and the footer's copyright years (the build's year) are masked.
 */

const ng = 'http://nigeria.localhost:4173';
const widths = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } } as const;
const today = new Date('2026-11-20T10:00:00');
const lastPeriod = '2026-09-01';

async function open(page: Page, url: string) {
  await page.clock.setFixedTime(today);
  await page.goto(url);
  await waitForHydration(page);
  // Images are part of the picture, the lazy ones below the window too (how far below the window
  // Chromium starts loading them depends on its guess of the connection's speed): load every one.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

async function showCalculatorResults(page: Page) {
  await page.getByLabel('First day of your last period').fill(lastPeriod);
  await page.getByRole('button', { name: 'Calculate ovulation' }).click();
  await page.getByRole('button', { name: 'Calculate due date' }).click();
  await expect(page.getByText(/Estimated due date/)).toBeVisible();
  // The results, not the button last pressed, are what the picture is of.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const screens: { name: string; url: string; prepare?: (page: Page) => Promise<void>; element?: string }[] = [
  { name: 'home', url: '/' },
  { name: 'topic', url: '/pregnancy' },
  { name: 'article', url: '/fertility/ovulation' },
  { name: 'tools-results', url: '/tools', prepare: showCalculatorResults, element: '#tools-tabs' },
  { name: 'sign-in', url: '/auth' },
  { name: 'ng-tools-results', url: `${ng}/tools`, prepare: showCalculatorResults, element: '#tools-tabs' },
  // The symptom checker's pregnant answer: the emergencies open, then the other signs by stage, folded.
  { name: 'symptom-checker-pregnant', url: '/tools/symptom-checker/pregnant', element: 'main' },
  { name: 'ng-symptom-checker-pregnant', url: `${ng}/tools/symptom-checker/pregnant`, element: 'main' },
  // A topic page's one "When to get help": every sign it names once, the ones that can wait folded.
  { name: 'ng-topic-when-to-get-help', url: `${ng}/pregnancy`, element: '#when-to-get-help' },
];

for (const [size, viewport] of Object.entries(widths)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const screen of screens) {
      test(`${screen.name} looks as it did`, async ({ page }) => {
        await open(page, screen.url);
        await screen.prepare?.(page);
        const options = {
          // The copyright line carries the year the site was built.
          mask: [page.locator('footer p').filter({ hasText: '©' })],
          // Pixel for pixel (within the default colour threshold): headless Chromium on the same
          // machine draws these screens identically run after run (six runs in a row matched).
          maxDiffPixels: 0,
        };
        if (screen.element) {
          await expect(page.locator(screen.element)).toHaveScreenshot(`${screen.name}-${size}.png`, options);
        } else {
          await expect(page).toHaveScreenshot(`${screen.name}-${size}.png`, options);
        }
      });
    }
  });
}
