import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, nextFrames, test, waitForHydration, watchForProblems } from './fixtures';

/**
 * Issue 19's flows on both country sites, through the real auth server and its mailbox: password
 * recovery, confirming by code, resend, the landings of used or made-up links, and /account.
 */

const authServer = 'http://localhost:54321';
const anonKey = 'local-anon-key';
const sites = [
  { name: 'UK', origin: 'http://localhost:4173' },
  { name: 'Nigeria', origin: 'http://nigeria.localhost:4173' },
] as const;

interface Mail {
  subject: string;
  confirmationUrl: string | null;
  code: string | null;
}

function uniqueEmail(testInfo: { project: { name: string }; title: string }, site: string): string {
  const slug = testInfo.title.replace(/\W+/g, '-').slice(0, 16).toLowerCase();
  return `acc-${site.toLowerCase()}-${testInfo.project.name}-${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The mail the auth server wrote to `email`, newest last, once there are at least `count`. */
async function mailTo(request: APIRequestContext, email: string, count = 1): Promise<Mail[]> {
  let messages: Mail[] = [];
  await expect(async () => {
    const response = await request.get(`${authServer}/mailbox?to=${encodeURIComponent(email)}`, { headers: { Accept: 'application/json' } });
    messages = ((await response.json()) as { messages: Mail[] }).messages;
    expect(messages.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
  return messages;
}

/** Signs up through the auth API (as supabase-js does), with the confirmation link leading to `origin`. */
async function signUpByApi(request: APIRequestContext, origin: string, email: string, password: string): Promise<Mail> {
  const response = await request.post(`${authServer}/auth/v1/signup?redirect_to=${encodeURIComponent(`${origin}/auth/confirm`)}`, {
    headers: { apikey: anonKey },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return (await mailTo(request, email))[0]!;
}

/** A confirmed account: signed up, and its link followed (by the API client, not a page). */
async function confirmedAccount(request: APIRequestContext, origin: string, email: string, password: string): Promise<void> {
  const mail = await signUpByApi(request, origin, email, password);
  const followed = await request.get(mail.confirmationUrl!, { maxRedirects: 0 });
  expect(followed.status()).toBe(303);
}

/** What the password grant answers for these credentials: 200 signed in, 400 refused. */
async function passwordGrantStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post(`${authServer}/auth/v1/token?grant_type=password`, { headers: { apikey: anonKey }, data: { email, password } });
  return response.status();
}

/** Lets through the auth server's deliberate 4xx answers (a used code, an email asked for too soon). */
function watchAllowingAuthErrors(page: Page): () => string[] {
  const problems = watchForProblems(page);
  return () => problems.filter((line) => !/^4\d\d: http:\/\/localhost:54321\/auth\/v1\//.test(line));
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

for (const site of sites) {
  test.describe(`accounts on the ${site.name} site`, () => {
    test('recovery: forgot password, the same answer for any address, the link, a new password; the old one stops working', async ({
      page,
      request,
    }, testInfo) => {
      test.slow(); // three emails and a new password, through the real server
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      const nobody = uniqueEmail(testInfo, `${site.name}-nobody`);
      await confirmedAccount(request, site.origin, email, 'old-password-1');

      await open(page, `${site.origin}/auth`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(`${site.origin}/auth/reset`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Reset your password' });

      // An address with no account gets the same answer, and no email.
      await form.getByLabel('Email').fill(nobody);
      await form.getByRole('button', { name: 'Send reset email' }).click();
      await expect(form.getByRole('status')).toContainText(`If there's an account for ${nobody}, we've sent it an email`);
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Send reset email' }).click();
      await expect(form.getByRole('status')).toContainText(`If there's an account for ${email}, we've sent it an email`);

      const recovery = (await mailTo(request, email, 2)).find((mail) => mail.subject === 'Reset your password')!;
      expect(recovery.confirmationUrl).toContain('type=recovery');
      await page.goto(recovery.confirmationUrl!);
      await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
      // The link's tokens are gone from the address bar.
      await expect(page).toHaveURL(`${site.origin}/auth/reset`);
      await page.getByLabel('New password', { exact: true }).fill('new-password-2');
      await page.getByLabel('Confirm new password').fill('new-password-2');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your new password is saved.');

      expect(await passwordGrantStatus(request, email, 'old-password-1')).toBe(400);
      expect(await passwordGrantStatus(request, email, 'new-password-2')).toBe(200);

      // The same link again: used, said so in plain words, with the form to send a new one.
      await page.goto(recovery.confirmationUrl!);
      await expect(page.getByRole('alert')).toContainText("This link didn't work");
      await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
      await expect(page).toHaveURL(`${site.origin}/auth/reset`);
      await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible();
      expect(problems()).toEqual([]);
    });

    test('confirming by code, and asking again too soon', async ({ page, request }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      const mail = await signUpByApi(request, site.origin, email, 'a-password-1');
      expect(mail.code).toMatch(/^\d{6}$/);

      await open(page, `${site.origin}/auth/confirm`);
      const help = page.getByRole('region', { name: 'Confirm your email address' });
      await help.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      // The email went out a moment ago: another is refused, in plain words.
      await help.getByRole('button', { name: 'Send the email again' }).click();
      await expect(help.getByRole('alert')).toContainText(/Please wait \d+ seconds before asking for another email\./);

      await help.getByRole('textbox', { name: 'Code from the email' }).fill(mail.code!);
      await help.getByRole('button', { name: 'Confirm email address' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200);
      expect(problems()).toEqual([]);
    });

    test('a confirmation link signs in with a clean address; used again or made up, it says so and offers a new one', async ({
      page,
      request,
    }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      const mail = await signUpByApi(request, site.origin, email, 'a-password-1');

      await page.goto(mail.confirmationUrl!);
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);

      await page.goto(mail.confirmationUrl!);
      await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      await expect(page.getByRole('button', { name: 'Send the email again' })).toBeVisible();

      const madeUp = new URL(mail.confirmationUrl!);
      madeUp.searchParams.set('token', 'not-a-real-token');
      await page.goto(madeUp.href);
      await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      expect(problems()).toEqual([]);
    });

    test('a link’s landing shows what fits from the first paint, and nothing moves when its code starts', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      for (const path of ['/auth/confirm', '/auth/reset']) {
        // Before any code: the page's own inline script alone decides which view shows.
        await page.route('**/assets/**/*.js', (route) => route.abort());
        await page.goto(`${site.origin}${path}#error=access_denied&error_code=otp_expired`);
        await expect(page.getByText('Checking your link...'), path).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Email', exact: true }), path).toBeHidden();
        await page.goto(`${site.origin}${path}`);
        await expect(page.getByText('Checking your link...'), path).toBeHidden();
        await expect(page.getByRole('textbox', { name: 'Email', exact: true }), path).toBeVisible();
        await page.unroute('**/assets/**/*.js');

        // With its code: the form that was painted stays, unmoved.
        await page.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${site.origin}${path}`);
        await waitForHydration(page);
        await expect(page.getByRole('textbox', { name: 'Email', exact: true }), path).toBeVisible();
        await nextFrames(page);
        expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
      }
    });

    test('/account: signed out, sent to sign in and back; change password; sign out on every device', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      // Two browsers, four sign-ins and an axe run: over 30 s on a loaded 2-core machine.
      test.slow();
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      await confirmedAccount(request, site.origin, email, 'first-password-1');

      // With no session stored, the page sends the reader on before it asks for any code.
      const accountPageScripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && new URL(request.frame().url()).pathname === '/account') accountPageScripts.push(request.url());
      });
      await page.goto(`${site.origin}/account`);
      await expect(page).toHaveURL(`${site.origin}/auth?next=/account`);
      await waitForHydration(page);
      expect(accountPageScripts).toEqual([]);
      await signIn(page, email, 'first-password-1');
      await expect(page).toHaveURL(`${site.origin}/account`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
      await expect(page.getByRole('region', { name: 'Email address' })).toContainText(email);
      await expectNoAxeViolations(page);

      const password = page.getByRole('form', { name: 'Change password' });
      await password.getByLabel('New password', { exact: true }).fill('second-password-2');
      await password.getByLabel('Confirm new password').fill('second-password-2');
      await password.getByRole('button', { name: 'Save new password' }).click();
      await expect(password.getByRole('status')).toHaveText('Your new password is saved.');
      expect(await passwordGrantStatus(request, email, 'first-password-1')).toBe(400);

      // A second browser signs in with the new password, and reaches /account from the header.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await open(otherPage, `${site.origin}/auth`);
      await signIn(otherPage, email, 'second-password-2');
      await expect(otherPage).toHaveURL(`${site.origin}/`);
      await waitForHydration(otherPage);
      const bar = otherPage.getByRole('banner');
      if (testInfo.project.name !== 'desktop') await bar.getByRole('button', { name: 'Menu' }).click();
      const accountLink = otherPage.getByRole('link', { name: email }).filter({ visible: true });
      const box = await accountLink.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await accountLink.click();
      await expect(otherPage).toHaveURL(`${site.origin}/account`);
      await expect(otherPage.getByRole('region', { name: 'Email address' })).toContainText(email);

      await page.getByRole('button', { name: 'Sign out on every device' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed out on every device" })).toBeVisible();

      // The other browser's session has ended too: its next visit to /account is sent to sign in.
      await otherPage.goto(`${site.origin}/account`);
      await expect(otherPage).toHaveURL(`${site.origin}/auth?next=/account`);
      await other.close();
      expect(problems()).toEqual([]);
    });
  });
}

test.describe('/account without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says plainly it needs JavaScript', async ({ page }) => {
    await page.goto('/account');
    // Says what is off and what turning it on lets the reader do, naming each thing (no "them").
    const notice = page.getByRole('status').filter({ hasText: 'JavaScript is off' });
    await expect(notice).toContainText(
      'Your account page needs JavaScript, which is turned off or blocked in your browser. Turn JavaScript on to see your ' +
        'email address, change your password or sign out on every device. Everything else on this site works without it.',
    );
    await expect(notice).not.toContainText(/\bthem\b/);
    await expect(page.getByRole('button', { name: 'Sign out on every device' })).toBeHidden();
  });
});
