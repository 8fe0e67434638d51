import { loadSearchIndex } from '@wh/content/search';
import type { Page } from '@playwright/test';
import { expect, origins, test, waitForHydration } from './fixtures';
import { readerQueries } from './readerQueries';

// Search that understands readers (issue 29): the queries of readerQueries.ts, each against the
// index each site ships (the file its /search page links, as served), must find their page in the
// top three. Then a few of them typed into the real page.

/** The index file the site's /search page links to, fetched by the browser as a reader's would be. */
async function shippedIndex(page: Page, country: 'uk' | 'ng') {
  await page.goto(`${origins[country]}/search`);
  const path = await page.locator('[data-island]').evaluateAll((islands) =>
    islands.map((island) => island.outerHTML.match(/\/assets\/search-index-[0-9a-f]+\.json/)?.[0]).find(Boolean),
  );
  expect(path, 'the /search page links its index').toBeTruthy();
  const json = await page.evaluate(async (url) => (await fetch(url)).text(), path!);
  return { index: loadSearchIndex(json), bytes: json.length };
}

for (const country of ['uk', 'ng'] as const) {
  // The ranking runs here, in Node, on the file the site ships: the device cannot change it.
  test(`each reader's query finds its page in the top three on the ${country} site`, { tag: '@any-device' }, async ({ page }) => {
    const { index } = await shippedIndex(page, country);
    const queries = readerQueries.filter((entry) => !entry.site || entry.site === country);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const misses = queries.flatMap(({ query, finds }) => {
      const top = index.search(query, 3).map((result) => result.path.split('#')[0]);
      return top.includes(finds) ? [] : [`"${query}" should find ${finds}, found ${top.join(', ') || 'nothing'}`];
    });
    expect(misses).toEqual([]);
  });
}

/** Types into the search field and waits for the status to count the results. */
async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search this guide' }).fill(words);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(`"${words}"`);
}

test.describe('typed into the search page', () => {
  for (const [country, query, first] of [
    ['uk', 'PND', '/postpartum/mental-health'],
    ['ng', 'bleeding after delivery', '/postpartum/bleeding-after-birth'],
    ['ng', 'reduced movement', '/pregnancy/concerns'],
  ] as const) {
    test(`"${query}" on the ${country} site lists ${first} first`, async ({ page, problems }) => {
      await page.goto(`${origins[country]}/search`);
      await waitForHydration(page);
      await search(page, query);
      const results = page.getByRole('list', { name: /Results for/ }).getByRole('listitem');
      // The page, or the section of it that answers the query where the lexicon knows one.
      await expect(results.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${first}(#[a-z0-9-]+)?$`));
      expect(problems).toEqual([]);
    });
  }

  test('words sent from the home page\'s search form are searched for on arrival, not lost', async ({ page, problems }) => {
    await page.goto(`${origins.ng}/`);
    await page.getByRole('main').getByRole('searchbox').fill('bleeding after delivery');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bleeding\+after\+delivery$/);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', { name: 'Search this guide' })).toHaveValue('bleeding after delivery');
    const results = page.getByRole('list', { name: /Results for/ }).getByRole('listitem');
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\/postpartum\/bleeding-after-birth(#[a-z0-9-]+)?$/);
    expect(problems).toEqual([]);
  });

  test('"PPH" on the uk site opens the guide at its section on postpartum haemorrhage, not at the top', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origins.uk}/search`);
    await waitForHydration(page);
    await search(page, 'PPH');
    const link = page.getByRole('list', { name: /Results for/ }).getByRole('link', { name: /bleeding after birth/i }).first();
    await expect(link).toHaveAttribute('href', '/postpartum/bleeding-after-birth#what-a-postpartum-haemorrhage-is');
    await link.click();
    await expect(page).toHaveURL(/\/postpartum\/bleeding-after-birth#what-a-postpartum-haemorrhage-is$/);
    await expect(page.locator('#what-a-postpartum-haemorrhage-is')).toBeInViewport();
    expect(problems).toEqual([]);
  });
});
