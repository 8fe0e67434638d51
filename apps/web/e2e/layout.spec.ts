import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { isArticlePath, isWeekByWeekPath, localize, medicalDisclaimer, routePaths, topicOfArticle, weekByWeekIndexPath } from '@wh/content';
import { breakpoints } from '@wh/ui';
import { unbreakablePattern } from '../src/lib/keepTogether';
import { nextFrames, origins, waitForHydration } from './fixtures';
import { measureLayout, type LayoutFault } from './layout/measureLayout';

/**
 * The layout test (issue 16): every route of both sites, at every width a reader is likely to
 * have, signed out and signed in with a long email address, with the calculators' results, the
 * phone drawer and the desktop menus open. The rules are in layout/measureLayout.ts.
 *
 * Each page loads once per country and state; the window is then resized through the widths.
 */

const widths = [320, 360, 390, 768, 1024, 1366, 1920] as const;
/** Below this width targets must be 44 by 44 px. */
const phoneWidth = 768;
const phoneWidths = widths.filter((width) => width < breakpoints.desktop);
const desktopWidths = widths.filter((width) => width >= breakpoints.desktop);

type Country = keyof typeof origins;
const authServer = 'http://localhost:54321';
const anonKey = 'local-anon-key';

/** Every page: the route registry (the /tools deep links are in it) and the 404 page. */
const pages = [...routePaths, '/no-such-page'];

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

/** Faults found at each width, merged: one line per element and kind, with every width it failed at. */
class Findings {
  private readonly byFault = new Map<string, { widths: number[]; detail: string }>();
  constructor(private readonly where: string) {}

  async measure(page: Page, state: string, ofWidths: readonly number[] = widths) {
    for (const width of ofWidths) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames(page);
      const faults: LayoutFault[] = await page.evaluate(measureLayout, {
        phone: width < phoneWidth,
        unbreakable: unbreakablePattern.source,
      });
      for (const fault of faults) {
        const key = `${state}${fault.kind}: ${fault.element}`;
        const seen = this.byFault.get(key);
        if (seen) {
          if (!seen.widths.includes(width)) seen.widths.push(width);
        }
        else this.byFault.set(key, { widths: [width], detail: fault.detail });
      }
    }
  }

  lines(): string[] {
    return [...this.byFault].map(([key, { widths: at, detail }]) => `${this.where} at ${at.join(', ')} px — ${key} (${detail})`);
  }
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

/**
 * Opens every closed section in the main content (an accordion keeps one open) and every native
 * `<details>`, so its text is measured.
 */
async function expandAll(page: Page) {
  await page.evaluate(() => {
    for (const trigger of document.querySelectorAll<HTMLButtonElement>('main button[aria-expanded="false"]')) trigger.click();
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')) details.open = true;
  });
}

/** Fills both calculators with a date about ten weeks ago, so results are shown whatever today is. */
async function fillCalculators(page: Page) {
  const tenWeeksAgo = new Date(Date.now() - 70 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('First day of your last period').fill(tenWeeksAgo);
  await page.getByRole('button', { name: 'Calculate ovulation' }).click();
  await page.getByRole('button', { name: 'Calculate due date' }).click();
  await expect(page.getByText(/Estimated due date/)).toBeVisible();
  await expect(page.getByText(/Estimated ovulation/)).toBeVisible();
}

async function newContext(browser: Browser, storageState?: StorageState) {
  return browser.newContext({ storageState, serviceWorkers: 'block' });
}

for (const signedIn of [false, true]) {
  for (const country of Object.keys(origins) as Country[]) {
    test.describe(`${country} site, ${signedIn ? 'signed in' : 'signed out'}`, () => {
      for (const path of signedIn ? signedInPages : pages) {
        // Signed out, /account sends the reader to /auth, which is measured as itself.
        if (!signedIn && path === '/account') continue;
        test(`${path} has no layout fault at any width`, async ({ browser, signedInState }) => {
          const context = await newContext(browser, signedIn ? await signedInState() : undefined);
          const page = await context.newPage();
          const findings = new Findings(`${country} ${path}${signedIn ? ' (signed in)' : ''}`);
          // A signed-in reader who opens /auth is sent to the home page: measure where they land.
          const landsOn = signedIn && path === '/auth' ? `${origins[country]}/` : undefined;
          await open(page, `${origins[country]}${path}`, landsOn);
          if (signedIn) await expect(page.getByText(/^oluwaseun\./).first()).toBeAttached();
          await expandAll(page);
          await findings.measure(page, '');
          // One medical disclaimer per page (the footer's), never a second copy in the page itself.
          const disclaimer = localize(medicalDisclaimer, country);
          const copies = (await page.locator('body').innerText()).split(disclaimer).length - 1;
          expect(copies, `${country} ${path}: copies of the medical disclaimer`).toBe(1);

          // Every tab of a page with tabs (the tools addresses are the tools page's tabs already).
          const tabs = page.getByRole('tab');
          if (!path.startsWith('/tools/')) {
            for (let index = 1; index < (await tabs.count()); index++) {
              const name = (await tabs.nth(index).textContent()) ?? '';
              await tabs.nth(index).click();
              await expandAll(page);
              await findings.measure(page, `[${name} tab] `);
            }
          }
          if (path === '/tools') {
            await tabs.first().click();
            await fillCalculators(page);
            await findings.measure(page, '[calculator results] ');
          }
          if (path === '/search') {
            await page.getByRole('searchbox', { name: 'Search this guide' }).fill('preclampsia');
            await expect(page.getByRole('status')).toContainText('for "preclampsia"');
            await findings.measure(page, '[search results] ');
          }
          if (path === '/') {
            // The phone drawer, open, at every width that has it.
            await page.setViewportSize({ width: phoneWidths[0]!, height: 900 });
            await page.getByRole('button', { name: 'Menu' }).click();
            await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
            await findings.measure(page, '[drawer open] ', phoneWidths);
            await page.keyboard.press('Escape');
            // The desktop menus, each open in turn.
            for (const menu of ['Health Topics', 'Tools & Resources']) {
              await page.setViewportSize({ width: desktopWidths[0]!, height: 900 });
              await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
              await expect(page.getByRole('menu', { name: menu })).toBeVisible();
              await findings.measure(page, `[${menu} menu open] `, desktopWidths);
              await page.keyboard.press('Escape');
            }
          }
          await context.close();
          expect(findings.lines(), 'layout faults: page, widths, state, kind, element (measurement)').toEqual([]);
        });
      }
    });
  }
}
