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
  /** GoTrue's own link (`GET /auth/v1/verify`), which the project's emails no longer carry. */
  confirmationUrl: string | null;
  /** The link the email carries: the site's landing with the token hash. */
  emailLink: string | null;
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

/** The token hash of an emailed link (GoTrue's `{{ .TokenHash }}`). */
function tokenHashOf(mail: Mail): string {
  return new URL(mail.confirmationUrl!).searchParams.get('token')!;
}

/** The link an email that points at the site carries (Supabase's advice for link-scanning mail systems). */
function siteLink(origin: string, mail: Mail, type: 'signup' | 'recovery'): string {
  return `${origin}/auth/confirm?token_hash=${tokenHashOf(mail)}&type=${type}`;
}

async function signUp(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(panel.getByRole('status').first()).toContainText('Account created successfully!');
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

/** A confirmed account, signed in from /auth?next=/account (as a reader sent to sign in is) and landed on /account, its code running. */
async function signedInOnAccountPage(page: Page, request: APIRequestContext, origin: string, email: string, password: string) {
  await confirmedAccount(request, origin, email, password);
  await open(page, `${origin}/auth?next=/account`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${origin}/account`);
  await waitForHydration(page);
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

    test('confirming by code; asking again too soon answers as ever and sends nothing', async ({ page, request }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      const mail = await signUpByApi(request, site.origin, email, 'a-password-1');
      expect(mail.code).toMatch(/^\d{6}$/);

      await open(page, `${site.origin}/auth/confirm`);
      const help = page.getByRole('region', { name: 'Confirm your email address' });
      await help.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      // The email went out a moment ago: the answer is the same as for any address (it tells no
      // one whether the address has an account), and no second email is sent.
      await help.getByRole('button', { name: 'Send the email again' }).click();
      await expect(help.getByRole('status')).toContainText(`If ${email} is waiting to be confirmed, we've sent it a new email`);
      expect(await mailTo(request, email)).toHaveLength(1);

      await help.getByRole('textbox', { name: 'Code from the email' }).fill(mail.code!);
      await help.getByRole('button', { name: 'Confirm email address' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200);
      expect(problems()).toEqual([]);
    });

    test('an emailed link to the site: opening it spends nothing, the press confirms with a clean address; used again or made up, it says so', async ({
      page,
      request,
    }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      const mail = await signUpByApi(request, site.origin, email, 'a-password-1');
      const link = mail.emailLink!;
      expect(link).toBe(siteLink(site.origin, mail, 'signup'));

      await open(page, link);
      // The token left the address before anything else, and the visit changed nothing.
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      const confirm = page.getByRole('button', { name: 'Confirm my email address' });
      await expect(confirm).toBeVisible();
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(400);
      await expectNoAxeViolations(page);
      await confirm.click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200);

      for (const used of [link, link.replace(/token_hash=[^&]+/, 'token_hash=not-a-real-token')]) {
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await open(page, used);
        await page.getByRole('button', { name: 'Confirm my email address' }).click();
        await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
        await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
        await expect(page.getByRole('button', { name: 'Send the email again' })).toBeVisible();
      }
      expect(problems()).toEqual([]);
    });

    test('PKCE: a link asked for on this site signs in with a code and no token in any address; opened in another browser it says so', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.slow(); // two browsers and two sign-ups through the real server
      const problems = watchAllowingAuthErrors(page);
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      const email = uniqueEmail(testInfo, site.name);
      await open(page, `${site.origin}/auth`);
      await signUp(page, email, 'a-password-1');
      const mail = (await mailTo(request, email))[0]!;
      await page.goto(mail.confirmationUrl!);
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      // The auth server's redirect brought a one-time code, never the session's tokens.
      expect(addresses.filter((address) => address.startsWith(site.origin)).some((address) => /[?&]code=/.test(address))).toBe(true);
      expect(addresses.join(' ')).not.toMatch(/access_token|refresh_token/);
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);

      // The same kind of link, opened in a browser that did not ask for it.
      const otherEmail = uniqueEmail(testInfo, `${site.name}-other`);
      await page.evaluate(() => localStorage.clear());
      await open(page, `${site.origin}/auth`);
      await signUp(page, otherEmail, 'a-password-2');
      const otherMail = (await mailTo(request, otherEmail))[0]!;
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      const otherProblems = watchAllowingAuthErrors(otherPage);
      await otherPage.goto(otherMail.confirmationUrl!);
      const alert = otherPage.getByRole('alert');
      await expect(alert).toContainText('This link was opened in a different browser from the one you asked for it in');
      await expect(otherPage).toHaveURL(`${site.origin}/auth/confirm`);
      await expect(otherPage.getByRole('link', { name: 'sign in with your email and password' })).toBeVisible();
      await expect(otherPage.getByRole('textbox', { name: 'Code from the email' })).toBeVisible();
      await expectNoAxeViolations(otherPage);
      await other.close();
      expect(otherProblems()).toEqual([]);
      expect(problems()).toEqual([]);
    });

    test('a reset link that lands on the home page leads to a new password; a signed-in reader is asked before any switch', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const problems = watchAllowingAuthErrors(page);
      const mine = uniqueEmail(testInfo, `${site.name}-mine`);
      const theirs = uniqueEmail(testInfo, `${site.name}-theirs`);
      await confirmedAccount(request, site.origin, mine, 'my-password-1');
      await confirmedAccount(request, site.origin, theirs, 'their-password-1');

      // Signed in as herself, she opens a reset link someone else's inbox got, at the site root.
      await open(page, `${site.origin}/auth`);
      await signIn(page, mine, 'my-password-1');
      await expect(page).toHaveURL(`${site.origin}/`);
      const recoverResponse = await request.post(`${authServer}/auth/v1/recover`, { headers: { apikey: anonKey }, data: { email: theirs } });
      expect(recoverResponse.status()).toBe(200);
      const recovery = (await mailTo(request, theirs, 2)).find((mail) => mail.subject === 'Reset your password')!;
      await page.goto(`${site.origin}/?token_hash=${tokenHashOf(recovery)}&type=recovery`);
      await expect(page).toHaveURL(`${site.origin}/auth/reset`);
      await waitForHydration(page);
      const waiting = page.getByRole('region', { name: 'Choose a new password' });
      await expect(waiting).toContainText(`You're signed in as ${mine}.`);
      // Nothing switched: her account page is still hers.
      const accountPage = await page.context().newPage();
      await open(accountPage, `${site.origin}/account`);
      await expect(accountPage.getByRole('region', { name: 'Email address' })).toContainText(mine);
      await accountPage.close();

      await waiting.getByRole('button', { name: 'Continue to choose a new password' }).click();
      await expect(page.getByText(`Choose a new password for ${theirs}.`)).toBeVisible();
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await page.getByLabel('New password', { exact: true }).fill('their-new-password-2');
      await page.getByLabel('Confirm new password').fill('their-new-password-2');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your new password is saved.');
      expect(await passwordGrantStatus(request, theirs, 'their-new-password-2')).toBe(200);
      // The session came from the emailed link: /account asks for no current password either.
      await open(page, `${site.origin}/account`);
      await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toHaveCount(0);

      // The same link again, at the root: said so in plain words.
      await page.goto(`${site.origin}/?token_hash=${tokenHashOf(recovery)}&type=recovery`);
      await expect(page).toHaveURL(`${site.origin}/auth/reset`);
      await page.getByRole('button', { name: 'Continue to choose a new password' }).click();
      await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
      // A refused link at the root says so too.
      await page.goto(`${site.origin}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`);
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      await expect(page.getByRole('alert')).toContainText("This link didn't work");
      expect(problems()).toEqual([]);
    });

    test('tokens in the address of any page never switch a signed-in reader to another account unasked', async ({ page, request }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const mine = uniqueEmail(testInfo, `${site.name}-mine`);
      const theirs = uniqueEmail(testInfo, `${site.name}-theirs`);
      await confirmedAccount(request, site.origin, mine, 'my-password-1');
      await open(page, `${site.origin}/auth`);
      await signIn(page, mine, 'my-password-1');
      await expect(page).toHaveURL(`${site.origin}/`);

      // Someone else's session, the implicit way (#access_token=...), put in a link to /faq.
      const signedUp = await request.post(`${authServer}/auth/v1/signup?redirect_to=${encodeURIComponent(`${site.origin}/faq`)}`, {
        headers: { apikey: anonKey },
        data: { email: theirs, password: 'their-password-1' },
      });
      expect(signedUp.status()).toBe(200);
      const followed = await request.get((await mailTo(request, theirs))[0]!.confirmationUrl!, { maxRedirects: 0 });
      const landing = new URL(followed.headers().location!);
      expect(landing.hash).toContain('access_token=');
      await page.goto(landing.href);
      await expect(page).toHaveURL(`${site.origin}/auth/confirm`);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Confirm your email address' })).toContainText(`You're signed in as ${mine}.`);
      await page.goto(`${site.origin}/account`);
      await expect(page.getByRole('region', { name: 'Email address' })).toContainText(mine);
      expect(problems()).toEqual([]);
    });

    test('the reset page asks for the address once, and a long address never overflows a 320 px screen', async ({ page }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      await page.setViewportSize({ width: 320, height: 720 });
      const long = `a-really-quite-long-address-for-a-reader-${testInfo.project.name}-${Date.now()}@an-equally-long-example-domain.example.org`;
      await open(page, `${site.origin}/auth/reset`);
      const form = page.getByRole('form', { name: 'Reset your password' });
      await form.getByLabel('Email').fill(long);
      await form.getByRole('button', { name: 'Send reset email' }).click();
      await expect(form.getByRole('status')).toContainText(long);
      await expect(page.getByRole('form', { name: 'Reset with the code from the email' })).toContainText(long);
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
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
      // The current password first: without it, or wrong, nothing changes.
      await password.getByRole('button', { name: 'Save new password' }).click();
      await expect(password.getByRole('alert')).toHaveText('Enter your current password to change it.');
      await password.getByLabel('Current password').fill('not-my-password');
      await password.getByRole('button', { name: 'Save new password' }).click();
      await expect(password.getByRole('alert')).toHaveText("Your current password isn't right. Nothing was changed.");
      expect(await passwordGrantStatus(request, email, 'first-password-1')).toBe(200);
      await password.getByLabel('Current password').fill('first-password-1');
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

    test('/account: delete my account, with the current password, after a confirmation step, by keyboard, with a clear result', async ({ page, request }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      const email = uniqueEmail(testInfo, site.name);
      await signedInOnAccountPage(page, request, site.origin, email, 'a-password-1');

      const section = page.getByRole('region', { name: 'Delete your account' });
      const start = section.getByRole('button', { name: 'Delete my account' });
      await start.focus();
      await page.keyboard.press('Enter');
      // A second step: nothing is deleted until the reader gives her password and confirms.
      const step = section.getByRole('form', { name: 'Delete your account now?' });
      const password = step.getByLabel('Current password');
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');
      await expect(password).toHaveAccessibleDescription("To check it's you, type the password you sign in with.");
      const showPassword = step.getByRole('button', { name: 'Show password' });
      const keep = step.getByRole('button', { name: 'Keep my account' });
      const confirmDelete = step.getByRole('button', { name: 'Yes, delete my account' });
      await expectNoAxeViolations(page);
      if (testInfo.project.name === 'phone') {
        for (const target of [password, showPassword, keep, confirmDelete]) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // Keep my account: the step closes, the focus goes back, and the account is still there.
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect(step).toHaveCount(0);
      await expect(start).toBeFocused();
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200);

      // By keyboard only: open the step, type the password, show it, confirm with Enter.
      await page.keyboard.press('Enter');
      await expect(password).toBeFocused();
      await page.keyboard.type('a-password-1');
      await page.keyboard.press('Tab');
      await expect(showPassword).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('a-password-1');
      await password.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted' })).toBeVisible();
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(400);
      // Signed out here: the header offers Sign In again, and /account sends her to sign in.
      await page.goto(`${site.origin}/account`);
      await expect(page).toHaveURL(`${site.origin}/auth?next=/account`);
      expect(problems()).toEqual([]);
    });

    test('/account: a missing or wrong password deletes nothing and says so; wrong ones lock the account as sign-in does', async ({ page, request }, testInfo) => {
      test.slow(); // nine answers through the function, and a lock to wait out
      const seen = watchForProblems(page);
      // The function's refusals (400, 429) are the answers under test here.
      const problems = () => seen.filter((line) => !/^4\d\d: http:\/\/localhost:54321\/(auth|functions)\/v1\//.test(line));
      const email = uniqueEmail(testInfo, site.name);
      await signedInOnAccountPage(page, request, site.origin, email, 'a-password-1');

      const section = page.getByRole('region', { name: 'Delete your account' });
      await section.getByRole('button', { name: 'Delete my account' }).click();
      const step = section.getByRole('form', { name: 'Delete your account now?' });
      const password = step.getByLabel('Current password');
      const confirmDelete = step.getByRole('button', { name: 'Yes, delete my account' });

      // No password: said at once, nothing sent.
      await confirmDelete.click();
      await expect(step.getByRole('alert')).toHaveText('Enter your current password to delete your account.');
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      // A wrong one: plain words, the field marked and focused with what was typed selected, still signed in.
      await password.fill('not-my-password');
      await confirmDelete.click();
      const wrong = "Your current password isn't right. Nothing was deleted.";
      await expect(step.getByRole('alert')).toHaveText(wrong);
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(new RegExp(`Error: ${wrong.replace(/[.?']/g, '.')}`));
      expect(await password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 'not-my-password'.length]);
      await expect(page.getByRole('region', { name: 'Email address' })).toContainText(email);
      await expectNoAxeViolations(page);
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200);

      // Six wrong passwords in a row lock the account, as at sign-in: then even the right one is
      // refused, with how long to wait (the function's Retry-After, readable from the site).
      for (let guess = 1; guess <= 6; guess++) {
        await password.fill(`wrong-guess-${guess}`);
        await confirmDelete.click();
        await expect(step.getByRole('alert')).toHaveText(wrong);
      }
      await password.fill('a-password-1');
      await confirmDelete.click();
      await expect(step.getByRole('alert')).toHaveText(
        /^Too many attempts\. Nothing was deleted\. Please wait [12] seconds?, then try again\. If you've forgotten your password, you can reset it\.$/,
      );
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(429);
      // Once the lock is over, the right password deletes.
      await expect(async () => expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(200)).toPass({ timeout: 10_000 });
      await confirmDelete.click();
      await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted' })).toBeVisible();
      expect(await passwordGrantStatus(request, email, 'a-password-1')).toBe(400);
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
        'email address, change your password, sign out on every device or delete your account. Everything else on this site works without it.',
    );
    await expect(notice).not.toContainText(/\bthem\b/);
    await expect(page.getByRole('button', { name: 'Sign out on every device' })).toBeHidden();
  });
});
