import { expect, test } from '@playwright/test';

test.describe('the production site', () => {
  test('serves the UK home page as complete HTML and hydrates without errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    // Wait for the client bundle to take over, then check nothing complained.
    await page.waitForFunction(() => !('$_TSR' in window));
    expect(problems).toEqual([]);
  });

  test('serves the Nigeria site from the nigeria host', async ({ page }) => {
    const response = await page.goto('http://nigeria.localhost:4173/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('answers an unknown path with the 404 page, status 404 and the path in the console', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  });
});
