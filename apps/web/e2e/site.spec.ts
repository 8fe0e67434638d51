import { routePaths } from '@wh/content';
import { allowedHosts, expect, test, waitForHydration } from './fixtures';

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
  // Every page of both sites, in groups of 20 so the groups run side by side and each stays well
  // inside its time limit as the site grows (one walk of every page took over 3 minutes on a busy machine).
  const origins = ['http://localhost:4173', 'http://nigeria.localhost:4173'];
  const walks = origins.flatMap((origin) =>
    Array.from({ length: Math.ceil(routePaths.length / 20) }, (_, group) => ({ origin, paths: routePaths.slice(group * 20, group * 20 + 20) })),
  );
  for (const { origin, paths } of walks) {
    test(`a walk through ${origin} ${paths[0]} to ${paths.at(-1)} talks to no other host`, async ({ page }) => {
      test.slow();
      const hosts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http')) hosts.add(url.host);
      });
      for (const path of paths) await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      expect([...hosts].filter((host) => !allowedHosts.has(host))).toEqual([]);
    });
  }

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
