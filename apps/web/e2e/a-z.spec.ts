import { atoZFor } from '@wh/content';
import { expect, origins, test } from './fixtures';

// The A to Z of conditions and symptoms (issue 29): the lexicon's named terms, each linking to the
// page or section that answers it, in each site's own words.

for (const country of ['uk', 'ng'] as const) {
  test.describe(`the ${country} site's A to Z`, () => {
    test('lists conditions and symptoms under letter headings, not pages', async ({ page, problems }) => {
      await page.goto(`${origins[country]}/a-z`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A to Z of conditions and symptoms');
      const links = page.locator('main section li a');
      const entries = await links.evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent, href: a.getAttribute('href') })));
      expect(entries).toEqual(atoZFor(country).map(({ name, href }) => ({ name, href })));
      for (const pageTitle of ['Confirm your email address', '4 weeks pregnant', 'Security Testing Dashboard']) {
        await expect(page.getByRole('link', { name: pageTitle })).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { level: 2, name: 'P', exact: true })).toBeVisible();
      // The letters at the top jump to their sections.
      await page.getByRole('navigation', { name: 'Letters' }).getByRole('link', { name: 'M', exact: true }).click();
      await expect(page).toHaveURL(/#letter-m$/);
      expect(problems).toEqual([]);
    });

    test('links every entry to a page and section that exist in the prerendered site', async ({ page }) => {
      await page.goto(`${origins[country]}/a-z`);
      const hrefs = await page.locator('main section li a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(50);
      // Each page fetched once, as the browser gets it, and each anchor looked for in its HTML.
      const broken = await page.evaluate(async (links) => {
        const pages = new Map<string, Promise<Document | number>>();
        const load = (path: string) =>
          fetch(path).then(async (response) => (response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : response.status));
        const problems: string[] = [];
        for (const link of links) {
          const [path, anchor] = link.split('#') as [string, string | undefined];
          if (!pages.has(path)) pages.set(path, load(path));
          const document = await pages.get(path)!;
          if (typeof document === 'number') problems.push(`${link}: ${document}`);
          else if (anchor !== undefined && !document.getElementById(anchor)) problems.push(`${link}: no element with that id`);
        }
        return problems;
      }, hrefs);
      expect(broken).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the A to Z reads and links in full', async ({ page }) => {
    await page.goto('/a-z');
    const first = atoZFor('uk')[0]!;
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
});
