import { chromiumArgs, chromiumPath } from '../chromium';
import { expect, startScriptPreloads, test, waitForHydration } from './fixtures';

// Chromium's own setting for a 2G connection (navigator.connection.effectiveType is then '2g'),
// as a reader on 2G has it; e2e/save-offline.spec.ts has the reader whose browser does not.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--force-effective-connection-type=2G'] },
});

test('a reader on 2G gets no modules preloaded and no service worker until she asks to save the guide', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/resources');
  await waitForHydration(page);
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe('2g');
  expect(await startScriptPreloads(page)).toEqual([]);
  // The page has loaded and had time to register a worker: it has not.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);

  await page.getByRole('button', { name: /Save this guide for offline/ }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
});
