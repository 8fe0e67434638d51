import type { Page } from '@playwright/test';
import { expect, origins, test, waitForHydration } from './fixtures';

// The week-by-week guide and the search (issue 20), on both sites; the A to Z is in a-z.spec.ts.

test.describe('week by week', () => {
  test('UK week 20 names the anomaly scan, the NHS and the warning signs of the stage, with its sources', async ({ page, problems }) => {
    await page.goto(`${origins.uk}/pregnancy/week-by-week/20`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('20 weeks pregnant');
    const care = page.locator('#care');
    await expect(care.getByRole('heading', { name: /anomaly scan/i })).toBeVisible();
    await expect(page.locator('#signs')).toContainText('999');
    await expect(page.locator('#sources-heading')).toHaveText('Sources');
    await expect(page.getByText('Next review due')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Nigeria week 20 names a WHO contact and IPTp, and nothing of the NHS', async ({ page }) => {
    await page.goto(`${origins.ng}/pregnancy/week-by-week/20`);
    const care = page.locator('#care');
    await expect(care.getByRole('heading', { name: /contact/i }).first()).toBeVisible();
    await expect(care.getByRole('heading', { name: /IPTp/ })).toBeVisible();
    // The page's own words (its sources may cite NHS pages, as every page of the site may).
    for (const section of ['#baby', '#body', '#toDo', '#care', '#signs']) {
      await expect(page.locator(section)).not.toContainText(/anomaly scan|\bNHS\b|\b999\b|\b111\b/);
    }
  });

  test('previous and next links walk the weeks, and stop at 4 and 42', async ({ page }) => {
    await page.goto('/pregnancy/week-by-week/4');
    const weeks = page.getByRole('navigation', { name: 'Other weeks', exact: true });
    await expect(weeks.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await weeks.getByRole('link', { name: /Next: 5 weeks pregnant/ }).click();
    await expect(page).toHaveURL(/\/pregnancy\/week-by-week\/5$/);
    await page.getByRole('navigation', { name: 'Other weeks', exact: true }).getByRole('link', { name: /Previous: 4 weeks/ }).click();
    await expect(page).toHaveURL(/\/pregnancy\/week-by-week\/4$/);
    await page.goto('/pregnancy/week-by-week/42');
    await expect(page.getByRole('navigation', { name: 'Other weeks', exact: true }).getByRole('link', { name: /Next/ })).toHaveCount(0);
  });

  test('a week links the guides of its stage: screening at 12 weeks, going overdue at 40, and none of them at 30', async ({ page }) => {
    for (const [origin, week, guide, href] of [
      [origins.uk, 12, /Screening for Down’s Syndrome/, '/pregnancy/screening-for-downs-syndrome'],
      [origins.ng, 40, /Breech & Overdue/, '/pregnancy/breech-and-overdue'],
    ] as const) {
      await page.goto(`${origin}/pregnancy/week-by-week/${week}`);
      const guides = page.locator('#guides');
      await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Guides for this stage of pregnancy' })).toBeVisible();
      await guides.getByRole('link', { name: guide }).click();
      await expect(page).toHaveURL(`${origin}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto(`${origins.uk}/pregnancy/week-by-week/30`);
    await expect(page.locator('#guides').getByRole('link', { name: /Screening|Breech|Twins/ })).toHaveCount(0);
  });

  // Only the server's status codes: the device cannot change them.
  test('a week outside 4 to 42 is the not-found page', { tag: '@any-device' }, async ({ page }) => {
    for (const week of ['3', '43', '04']) {
      const response = await page.goto(`/pregnancy/week-by-week/${week}`);
      expect(response?.status(), week).toBe(404);
    }
  });

  test('the list of weeks links every week, by trimester, and the pregnancy page links to it', async ({ page }) => {
    await page.goto('/pregnancy');
    await page.getByRole('link', { name: 'Week by week: weeks 13 to 27' }).click();
    await expect(page).toHaveURL(/\/pregnancy\/week-by-week#trimester-2$/);
    const links = page.locator('main a[href^="/pregnancy/week-by-week/"]');
    await expect(links).toHaveCount(39);
    await expect(page.locator('#trimester-2').getByRole('link')).toHaveCount(15);
  });

  test('each trimester’s heading gives the weeks listed under it; weeks 41 and 42 are called overdue', async ({ page }) => {
    await page.goto('/pregnancy/week-by-week');
    for (const id of ['trimester-1', 'trimester-2', 'trimester-3']) {
      const section = page.locator(`#${id}`);
      const links = await section.getByRole('link').allTextContents();
      const numbers = links.map((text) => Number(/^(\d+) weeks pregnant/.exec(text)?.[1]));
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`\\(weeks ${numbers[0]} to ${numbers.at(-1)}\\)$`));
    }
    const third = page.getByRole('region', { name: 'Third trimester (weeks 28 to 42)' });
    await expect(third).toContainText('Weeks 41 and 42 are for a pregnancy that has gone past its due date, called overdue');
    await expect(third).toContainText('you are still in the third trimester until your baby is born');
  });

  test('the due date result links to the reader’s own week', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
    await page.goto('/tools/due-date-calculator');
    await waitForHydration(page);
    await page.getByLabel('First day of your last period').fill('2025-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    // 1 January to 3 April 2025 is 92 days: 13 weeks and 1 day.
    await page.getByRole('link', { name: 'What is happening at 13 weeks pregnant' }).click();
    await expect(page).toHaveURL(/\/pregnancy\/week-by-week\/13$/);
  });
});

/** Types into the search field and waits for the status to count the results. */
async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search this guide' }).fill(words);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(`"${words}"`);
}

test.describe('search', () => {
  for (const country of ['uk', 'ng'] as const) {
    test(`finds the pre-eclampsia guide for "preclampsia" on the ${country} site, as the reader types`, async ({ page, problems }) => {
      await page.goto(`${origins[country]}/search`);
      await waitForHydration(page);
      await search(page, 'preclampsia');
      const first = page.getByRole('list', { name: /Results for/ }).getByRole('listitem').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', '/pregnancy/pre-eclampsia');
      await expect(first).toContainText('Pregnancy Guide');
      // Enter takes the keyboard to the first result.
      await page.getByRole('searchbox').press('Enter');
      await expect(first.getByRole('link')).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  test('each country searches its own index: no anomaly scan on the Nigeria site', async ({ page }) => {
    await page.goto(`${origins.ng}/search`);
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search this guide' }).fill('anomaly scan');
    await expect(page.getByRole('status')).toContainText('No pages match "anomaly scan"');
  });

  test('a glossary result opens its term on the glossary page', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await search(page, 'trimester');
    const term = page.locator('a[href^="/tools/glossary#"]').first();
    const anchor = (await term.getAttribute('href'))!.split('#')[1]!;
    await page.goto(`/tools/glossary#${anchor}`);
    await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  });

  test('the header links to the search, a 44px target', async ({ page }) => {
    await page.goto('/faq');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' });
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('the index is a hashed file cached for a year', async ({ page, request }) => {
    await page.goto('/search');
    const path = await page.locator('[data-island]').evaluateAll((islands) =>
      islands.map((island) => island.outerHTML.match(/\/assets\/search-index-[0-9a-f]+\.json/)?.[0]).find(Boolean),
    );
    expect(path).toBeTruthy();
    const response = await request.get(path!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('search offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('works with no connection once the service worker has the index', async ({ page, context }) => {
    // A first page view gets no worker (issue 30): the search is the reader's second page.
    await page.goto('/');
    await waitForHydration(page);
    await page.goto('/search');
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    // This visit goes through the worker, which keeps the page; the index is stored with the tools,
    // which a tool page asks the worker for.
    await page.reload();
    await waitForHydration(page);
    // The worker stores the tools in the background: the index must be there before the connection goes.
    const index = await page.locator('[data-island]').evaluateAll((islands) =>
      islands.map((island) => island.outerHTML.match(/\/assets\/search-index-[0-9a-f]+\.json/)?.[0]).find(Boolean),
    );
    await expect.poll(() => page.evaluate(async (path) => (await caches.match(path!)) !== undefined, index), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await search(page, 'preclampsia');
    await expect(page.getByRole('link', { name: /Pre-eclampsia/ }).first()).toHaveAttribute('href', '/pregnancy/pre-eclampsia');
    await context.setOffline(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page says plainly that its form goes to the A to Z, and it does', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Search needs JavaScript, which is off in your browser.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search this guide' }).fill('scan');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/a-z\?q=scan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A to Z of conditions and symptoms');
  });

  test('a week page reads in full', async ({ page }) => {
    await page.goto('/pregnancy/week-by-week/30');
    await expect(page.getByRole('heading', { level: 2, name: 'Your baby' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Warning signs to know' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Next: 31 weeks pregnant/ }).first()).toBeVisible();
  });
});
