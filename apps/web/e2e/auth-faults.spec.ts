import type { Page, Route } from '@playwright/test';
import { expect, failedAuthFetchLogged, test, waitForHydration, watchForProblems } from './fixtures';

/*
 * Issue 10, client faults, in the real browser against the built site: with the auth server down,
 * slow or answering 500/502/503/504, /auth says so in plain words, keeps what was typed, the rest
 * of the site goes on working, and no error or unhandled rejection reaches the page. The faults are
 * injected by routing the browser's requests to the auth origin; everything else is real.
 */

const authOrigin = 'http://localhost:54321';

/** What the reader is told (`authServiceMessages` of @wh/auth), word for word as they see it. */
const messages = {
  unreachable: "We couldn't reach the sign-in service. Check your internet connection and try again.",
  unavailable: "The sign-in service isn't working right now. Please try again in a few minutes.",
  timeout: 'The sign-in service is taking too long to answer. Please try again in a moment.',
};
/** @wh/auth's DEFAULT_AUTH_TIMEOUT_MS, which the site keeps. */
const timeLimitMs = 8_000;

// The faults do not depend on the screen size; one project is enough and keeps the run short.
test.skip(({ isMobile }) => isMobile, 'fault handling is the same on every screen size');

/** What nginx sends for a gateway error, with the CORS headers the auth server itself sends. */
function gatewayError(route: Route, status: 502 | 503 | 504) {
  const title = { 502: '502 Bad Gateway', 503: '503 Service Temporarily Unavailable', 504: '504 Gateway Time-out' }[status];
  return route.fulfill({
    status,
    headers: { 'Access-Control-Allow-Origin': 'http://localhost:4173', 'Content-Type': 'text/html' },
    body: `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>nginx</center></body></html>`,
  });
}

/** GoTrue's own answer to a failure it did not foresee. */
function serverError(route: Route) {
  return route.fulfill({
    status: 500,
    headers: {
      'Access-Control-Allow-Origin': 'http://localhost:4173',
      'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' }),
  });
}

type Fault = (route: Route) => Promise<void>;

/**
 * Faults every auth request except CORS preflights, which the real server answers. Returns how
 * many requests met the fault so far.
 */
async function failAuth(page: Page, fault: Fault): Promise<() => number> {
  let hits = 0;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(`${authOrigin}/auth/v1/**`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    hits += 1;
    return fault(route);
  });
  return () => hits;
}

/**
 * Watches for problems as the `problems` fixture does, letting through only what the injected
 * faults cause at the auth origin: its 5xx answers, its refused or abandoned requests, and
 * Chrome's console echo of those. Any other problem, or an unhandled rejection, still counts.
 */
async function watchAllowingAuthFaults(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { unhandledRejections: string[] }).unhandledRejections = seen;
    window.addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
  });
  const problems = watchForProblems(page);
  const expected = [
    new RegExp(`^5\\d\\d: ${authOrigin}/auth/v1/`),
    new RegExp(`^failed: ${authOrigin}/auth/v1/\\S+ net::ERR_(CONNECTION_REFUSED|ABORTED)$`),
    /^console: Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
    failedAuthFetchLogged,
  ];
  return async () => {
    const rejections = await page.evaluate(() => (window as unknown as { unhandledRejections: string[] }).unhandledRejections);
    return [...problems.filter((line) => !expected.some((pattern) => pattern.test(line))), ...rejections.map((r) => `unhandled rejection: ${r}`)];
  };
}

async function openAuth(page: Page) {
  const response = await page.goto('/auth');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const signInPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign In' });
const signUpPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign Up' });

/** The site is still usable: the main menu leads to a calculator, which works. */
async function expectSiteStillWorks(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools & Resources' }).click();
  await page.getByRole('menuitem', { name: 'Due Date Calculator' }).click();
  await expect(page).toHaveURL(/\/tools\/due-date-calculator$/);
  await page.getByLabel('First day of your last period').fill('2025-01-01');
  await page.getByRole('button', { name: 'Calculate due date' }).click();
  await expect(page.locator('#due-date-calculator')).toContainText('Estimated due date: 8 October 2025');
}

test.describe('/auth when the auth service fails', () => {
  // A fixed "today" for the calculator's answer (timers still run, so the time limit does too).
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
  });

  test('down, 500, 502, 503 and 504: each gives a clear message, the form keeps its values, the site works on', async ({ page }) => {
    const problems = await watchAllowingAuthFaults(page);
    await openAuth(page);
    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('amina@example.com');
    await panel.getByLabel('Password', { exact: true }).fill('secret123');

    const faults: Array<[string, Fault, string]> = [
      ['down', (route) => route.abort('connectionrefused'), messages.unreachable],
      ['500', serverError, messages.unavailable],
      ['502', (route) => gatewayError(route, 502), messages.unavailable],
      ['503', (route) => gatewayError(route, 503), messages.unavailable],
      ['504', (route) => gatewayError(route, 504), messages.unavailable],
    ];
    for (const [name, fault, message] of faults) {
      const hits = await failAuth(page, fault);
      await panel.getByRole('button', { name: 'Sign In' }).click();
      // Several faults share a message: wait for this attempt to meet its fault and finish.
      await expect.poll(hits, { message: name }).toBe(1);
      await expect(panel.getByRole('alert'), name).toHaveText(message);
      await expect(panel.getByRole('button', { name: 'Sign In' }), name).toBeEnabled();
      await expect(panel.getByLabel('Email'), name).toHaveValue('amina@example.com');
      await expect(panel.getByLabel('Password', { exact: true }), name).toHaveValue('secret123');
    }

    // Sign-up meets the same service and says the same.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = signUpPanel(page);
    await signUp.getByLabel('Email').fill('amina@example.com');
    await signUp.getByLabel('Password', { exact: true }).fill('secret123');
    await signUp.getByLabel('Confirm password').fill('secret123');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('alert')).toHaveText(messages.unavailable);
    await expect(signUp.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(signUp.getByLabel('Confirm password')).toHaveValue('secret123');

    await expectSiteStillWorks(page);
    expect(await problems()).toEqual([]);
  });

  test(`an answer that takes 10 s: the form gives up after ${timeLimitMs / 1000} s and says so`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems = await watchAllowingAuthFaults(page);
    // A slow server: the request does reach it, ten seconds late.
    await failAuth(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {}); // the browser has given up on it by then
    });
    await openAuth(page);
    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('amina@example.com');
    await panel.getByLabel('Password', { exact: true }).fill('secret123');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(panel.getByRole('alert')).toHaveText(messages.timeout, { timeout: timeLimitMs + 5_000 });
    await expect(panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('secret123');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expectSiteStillWorks(page);
    expect(await problems()).toEqual([]);
  });
});
