import { guideDownloads } from '../src/guideDownloads';
import { formatBytes } from '../src/lib/formatBytes';
import { offlineGuide, type OfflineGuideManifest } from '../src/sitePolicy';
import { expect, origins, signInFirst, startScriptPreloads, test, waitForHydration } from './fixtures';

// The service worker is what these tests are about.
test.use({ serviceWorkers: 'allow' });

/** A page's address in the offline set (the rest are files under /assets/ and the guides' PDFs). */
const isPage = (url: string) => !url.startsWith('/assets/') && !/\.\w+$/.test(url);

for (const country of ['uk', 'ng'] as const) {
  test(`after "Save this guide for offline", every page and the calculators work with no connection (${country})`, async ({
    page,
    context,
    problems,
  }) => {
    test.setTimeout(120_000);
    const origin = origins[country];
    await page.goto(`${origin}/resources`);
    await waitForHydration(page);
    const manifest = await page.evaluate(async () => (await (await fetch('/offline-guide.json')).json()) as OfflineGuideManifest);
    const pages = manifest.urls.filter(isPage);
    expect(pages.length).toBeGreaterThan(40);
    const save = page.getByRole('button', { name: `Save this guide for offline (${formatBytes(manifest.bytes)})` });
    await expect(page.locator('#save-offline')).toContainText(`${manifest.urls.length} files, about ${formatBytes(manifest.bytes)}`);
    await save.click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible({ timeout: 60_000 });

    await context.setOffline(true);
    // Every page of the site, none of which but /resources was opened online.
    for (const path of pages) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.ok(), `${path} offline`).toBe(true);
      // A page that sends a signed-out reader on to sign in must arrive there before the next
      // page opens: opening the next one first would cut its own navigation short.
      const redirect = signInFirst[path];
      if (redirect) await expect(page).toHaveURL(`${origin}${redirect}`);
      await expect(page.locator('h1'), path).toHaveCount(1);
    }

    // The guides' PDFs, saved with the guide, still download offline.
    for (const { path } of guideDownloads) {
      expect(manifest.urls).toContain(path);
      const pdf = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return { ok: answer.ok, magic: new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5)) };
      }, path);
      expect(pdf, `${path} offline`).toEqual({ ok: true, magic: '%PDF-' });
    }

    // The calculators, with a fixed "today" so the answer never goes out of date.
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
    await page.goto(`${origin}/tools/due-date-calculator`);
    await waitForHydration(page);
    await page.getByLabel('First day of your last period').fill('2025-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    await expect(page.getByText(/Estimated due date: 8 October 2025/)).toBeVisible();

    // The page that offered the save says it is saved, offline too.
    await page.goto(`${origin}/my-pregnancy`);
    await waitForHydration(page);
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await context.setOffline(false);
    // Offline, the browser reports each request it could not make; the pages themselves all opened.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem)));
  });
}

test('a save that fails says why and offers the save again; a saved guide that has changed offers the update', async ({
  page,
  context,
  problems,
}) => {
  // A worker is running (it comes from the second page on), so saving needs no network to start it.
  await page.goto('/faq');
  await waitForHydration(page);
  await page.goto('/resources');
  await waitForHydration(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const manifest = await page.evaluate(async () => (await (await fetch('/offline-guide.json')).json()) as OfflineGuideManifest);
  // The connection is gone when she presses Save.
  await context.setOffline(true);
  await page.getByRole('button', { name: `Save this guide for offline (${formatBytes(manifest.bytes)})` }).click();
  await expect(page.getByText('The guide was not saved', { exact: true })).toBeVisible();
  await expect(page.locator('#save-offline')).toContainText('Check your connection and try again.');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: `Save this guide for offline (${formatBytes(manifest.bytes)})` })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();

  // A guide saved before, of another version: the page offers to update it, at the new size.
  await page.evaluate(async ({ cacheName, manifest }) => {
    const cache = await caches.open(cacheName);
    await cache.put(manifest, Response.json({ version: 'an-older-one', urls: [], bytes: 0 }));
  }, offlineGuide);
  await page.reload();
  await expect(page.locator('#save-offline')).toContainText('The guide has changed since you saved it.');
  await expect(page.getByRole('button', { name: `Update the saved guide (${formatBytes(manifest.bytes)})` })).toBeVisible();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeHidden();
  // Offline, the browser reports each request it could not make (her press also asked for the
  // header menus' code, which no worker had stored yet): that is what this test made happen.
  problems.splice(
    0,
    problems.length,
    ...problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch dynamically imported module/.test(problem)),
  );
});

// Issue 30: a first page view gets no worker (the reader pays for the page alone); from the
// second page on she gets one.
test('a reader whose browser does not ask to save data gets the page’s modules preloaded, and the service worker from her second page', async ({
  page,
}) => {
  await page.goto('/resources');
  await waitForHydration(page);
  expect((await startScriptPreloads(page)).length).toBeGreaterThan(0);
  // The page has loaded and had time to register a worker: on a first page view it has not.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  await page.goto('/faq');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
});
