import AxeBuilder from '@axe-core/playwright';
import { routePaths } from '@wh/content';
import { expect, test, waitForHydration } from './fixtures';

const origins = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173' } as const;
const noindex = new Set(['/auth', '/auth/reset', '/auth/confirm', '/account', '/security-test']);
/** Pages that send a signed-out reader to sign in first (accounts.spec.ts checks them signed in). */
const signInFirst: Record<string, string> = { '/account': '/auth?next=/account' };

for (const [country, origin] of Object.entries(origins)) {
  test.describe(`${country} site`, () => {
    for (const path of routePaths) {
      test(`${path} is complete, accessible and hydrates cleanly`, async ({ page, problems }) => {
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
          noindex.has(shown) ? 'noindex,nofollow' : 'index,follow',
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

        await waitForHydration(page);
        // On a reading page the islands wait for the reader: a key press starts them all,
        // so what follows checks them live, as a reader meets them.
        await page.keyboard.press('Shift');
        await expect(page.locator('[data-island-start="interaction"]:not([data-island-live])')).toHaveCount(0);
        if (country === 'ng') {
          // A reader in Nigeria must never be told to dial the UK's numbers.
          const text = await page.locator('main').innerText();
          expect(text).not.toMatch(/\b999\b|NHS 111/);
        }
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of routePaths) {
    test(`${path} shows all of its text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
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
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('country sites', () => {
  test('the country selector opens the other country’s site at the same page', async ({ page, isMobile }) => {
    // On a phone the country selector is in the menu drawer; on a large screen, in the main bar.
    const countries = async () => {
      if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
      return page.getByRole('navigation', { name: 'Country' }).filter({ visible: true });
    };
    await page.goto('/pregnancy');
    await (await countries()).getByRole('link', { name: /Nigeria/ }).click();
    await expect(page).toHaveURL(`${origins.ng}/pregnancy`);
    await (await countries()).getByRole('link', { name: /UK/ }).click();
    await expect(page).toHaveURL(`${origins.uk}/pregnancy`);
  });

  test('each country has its own sitemap and robots.txt', async ({ page }) => {
    // Through the browser: it resolves *.localhost to this machine, as readers' browsers do.
    for (const origin of Object.values(origins)) {
      const sitemap = (await (await page.goto(`${origin}/sitemap.xml`))?.text()) ?? '';
      for (const path of routePaths) {
        if (noindex.has(path)) expect(sitemap).not.toContain(`${origin}${path}<`);
        else expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
      }
      const robots = (await (await page.goto(`${origin}/robots.txt`))?.text()) ?? '';
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });

  test('an unknown article path is a 404 page', async ({ page }) => {
    const response = await page.goto('/pregnancy/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
});
