import { routePaths } from '@wh/content';
import { expect, noindexPaths, origins, test, waitForHydration } from './fixtures';

test.describe('the production site', () => {
  test('serves the UK home page as complete HTML and hydrates cleanly', async ({ page, problems }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  test('serves the Nigeria site from the nigeria host', async ({ page, problems }) => {
    const response = await page.goto('http://nigeria.localhost:4173/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  test('answers an unknown path with the 404 page, status 404 and the path in the console', async ({
    page,
    problems,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('sends a script policy without unsafe-inline that the page itself never violates', async ({ page, problems }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy.match(/script-src[^;]*/)?.[0]).toMatch(/^script-src 'self'/);
    expect(policy).not.toMatch(/unsafe-(inline|eval)'[^;]*;.*style-src/);
    expect(policy).toContain("frame-ancestors 'none'");
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  test('applies only the page’s own inline stylesheet: an injected <style> or style="" attribute is refused', async ({ page, problems }) => {
    await page.goto('/pregnancy');
    await waitForHydration(page);
    // The page's own stylesheet applies (the skip link is moved off screen by it).
    expect(await page.getByRole('link', { name: 'Skip to main content' }).evaluate((link) => getComputedStyle(link).position)).not.toBe('static');
    const injected = await page.evaluate(async () => {
      const refused: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.violatedDirective));
      const style = document.createElement('style');
      style.textContent = 'h1{visibility:hidden}';
      document.head.append(style);
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<p id="injected" style="display:none">An attacker’s words</p>');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        refused,
        heading: getComputedStyle(document.querySelector('h1')!).visibility,
        paragraph: getComputedStyle(document.getElementById('injected')!).display,
      };
    });
    expect(injected.heading).toBe('visible');
    expect(injected.paragraph).toBe('block');
    expect(injected.refused.filter((directive) => directive.startsWith('style-src'))).toHaveLength(2);
    // The browser reports what it refused: that is what this test made happen.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/Content Security Policy|style-src/.test(problem)));
    expect(problems).toEqual([]);
  });
});

test.describe('global error handlers', () => {
  test('record an unhandled promise rejection in the console with the spec’s message', async ({ page }) => {
    const records: { message?: string; type?: string }[] = [];
    page.on('console', async (message) => {
      // The handler logs a label and the record it kept: { message, type, stack, timestamp, url, userAgent }.
      const record = await message.args()[1]?.jsonValue().catch(() => undefined);
      if (record && typeof record === 'object') records.push(record as { message?: string; type?: string });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('test rejection'));
    });
    await expect
      .poll(() => records.find((record) => record.type === 'unhandled_rejection')?.message)
      .toBe('Unhandled Promise Rejection: test rejection');
  });
});

test.describe('no tracking', () => {
  // Every page of both sites talks to no other host: every-page.spec.ts counts any such request
  // as a problem on every page.
  test('a reader who never signs in never downloads the auth client', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/pregnancy', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /createAuthClient|supabase/i.test(url))).toEqual([]);
    expect(problems).toEqual([]);
  });
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

  // Files the server sends the same to every browser: the device cannot change them.
  test('each country has its own sitemap and robots.txt', { tag: '@any-device' }, async ({ page }) => {
    // Through the browser: it resolves *.localhost to this machine, as readers' browsers do.
    for (const origin of Object.values(origins)) {
      const sitemap = (await (await page.goto(`${origin}/sitemap.xml`))?.text()) ?? '';
      for (const path of routePaths) {
        if (noindexPaths.has(path)) expect(sitemap).not.toContain(`${origin}${path}<`);
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
