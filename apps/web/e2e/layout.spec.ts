import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { isArticlePath, isWeekByWeekPath, routePaths, topicOfArticle, weekByWeekIndexPath } from '@wh/content';
import { origins, waitForHydration } from './fixtures';
import { layoutFaults, widths } from './layout/measurePage';

/**
 * The layout test (issue 16): every route of both sites, at every width a reader is likely to
 * have, signed out and signed in with a long email address, with the calculators' results, the
 * phone drawer and the desktop menus open. The rules are in layout/measureLayout.ts, how a page is
 * measured in layout/measurePage.ts. Signed out, every-page.spec.ts measures each route on the page
 * it has loaded already; this spec measures the signed-in pages and the 404 page.
 *
 * Each page loads once per country and state; the window is then resized through the widths.
 */

type Country = keyof typeof origins;
const authServer = 'http://localhost:54321';
const anonKey = 'local-anon-key';

/** Every page: the route registry (the /tools deep links are in it) and the 404 page. */
const pages = [...routePaths, '/no-such-page'];
/**
 * Signed out, every page of the route registry is measured by every-page.spec.ts, on the page it
 * has loaded and checked already (a page load and a browser context fewer per page); here only the
 * 404 page, which is in no registry.
 */
const signedOutPages = pages.filter((path) => !(routePaths as readonly string[]).includes(path));

/**
 * The 39 pages of weeks 4 to 42 are one template with different words, and so are the guides.
 * Signed in, only the header changes, and the signed-in header is measured on every other page; so
 * they are measured signed out only (both countries, every width), and signed in once per template:
 * the week-by-week index and each topic's first guide. Measuring every one signed in as well would
 * add two page loads per week and per guide (160 with 39 weeks and 45 guides) to the layout
 * project, whose time the CI keeps under 20 minutes.
 */
const firstGuideOfEachTopic = new Set(
  routePaths.filter(
    (path, index) => isArticlePath(path) && routePaths.findIndex((other) => isArticlePath(other) && topicOfArticle(other) === topicOfArticle(path)) === index,
  ),
);
const signedInPages = pages.filter(
  (path) => (isWeekByWeekPath(path) ? path === weekByWeekIndexPath : !isArticlePath(path) || firstGuideOfEachTopic.has(path)),
);

/** A long address, as readers really have, to push the signed-in header to its limit. */
const longEmail = (id: string) => `oluwaseun.adebayo-williams.${id}@nigerian-womens-health-foundation.org.ng`;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const test = base.extend<object, { signedInState: () => Promise<StorageState> }>({
  // One account per parallel worker slot (so a restarted worker reuses it: the auth server sends
  // only 30 emails an hour), signed in through the real form on both country sites when a
  // signed-in test first asks for it.
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      let state: Promise<StorageState> | undefined;
      await use(() => (state ??= signIn(browser, longEmail(`reader${workerInfo.parallelIndex}`))));
    },
    { scope: 'worker' },
  ],
});

const password = 'correct-horse-battery';

async function signIn(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await ensureAccount(context, email);
  const page = await context.newPage();
  for (const origin of Object.values(origins)) {
    await page.goto(`${origin}/auth`);
    await waitForHydration(page);
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/`);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Makes a confirmed account for `email` unless the auth server already has one. */
async function ensureAccount(context: BrowserContext, email: string) {
  const headers = { apikey: anonKey };
  const existing = await context.request.post(`${authServer}/auth/v1/token?grant_type=password`, { headers, data: { email, password } });
  if (existing.ok()) return;
  const signUp = await context.request.post(`${authServer}/auth/v1/signup`, { headers, data: { email, password } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await context.request.get(`${authServer}/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json' },
  });
  const { messages } = (await mail.json()) as { messages: { confirmationUrl: string | null }[] };
  const link = messages.at(-1)?.confirmationUrl;
  expect(link, 'a confirmation link in the mailbox').toBeTruthy();
  // Following the link confirms the address; where it redirects to does not matter here.
  await context.request.get(link!, { maxRedirects: 0 });
}

/**
 * Opens a page and starts its islands (a key press), as a reader's first touch would. `landsOn`:
 * the address the page sends the reader on to (a new page load), which is the page measured.
 */
async function open(page: Page, url: string, landsOn?: string) {
  await page.setViewportSize({ width: widths[0], height: 900 });
  await page.goto(url);
  if (landsOn) await page.waitForURL(landsOn);
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-island-start="interaction"]:not([data-island-live])')).toHaveCount(0);
}

async function newContext(browser: Browser, storageState?: StorageState) {
  return browser.newContext({ storageState, serviceWorkers: 'block' });
}

for (const signedIn of [false, true]) {
  for (const country of Object.keys(origins) as Country[]) {
    test.describe(`${country} site, ${signedIn ? 'signed in' : 'signed out'}`, () => {
      for (const path of signedIn ? signedInPages : signedOutPages) {
        test(`${path} has no layout fault at any width`, async ({ browser, signedInState }) => {
          const context = await newContext(browser, signedIn ? await signedInState() : undefined);
          const page = await context.newPage();
          // A signed-in reader who opens /auth is sent to the home page: measure where they land.
          const landsOn = signedIn && path === '/auth' ? `${origins[country]}/` : undefined;
          await open(page, `${origins[country]}${path}`, landsOn);
          if (signedIn) await expect(page.getByText(/^oluwaseun\./).first()).toBeAttached();
          const faults = await layoutFaults(page, country, path, `${country} ${path}${signedIn ? ' (signed in)' : ''}`);
          await context.close();
          expect(faults, 'layout faults: page, widths, state, kind, element (measurement)').toEqual([]);
        });
      }
    });
  }
}
