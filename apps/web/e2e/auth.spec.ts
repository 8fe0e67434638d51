import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, failedAuthFetchLogged, test, waitForHydration, watchForProblems } from './fixtures';

const authServer = 'http://localhost:54321';


/** A fresh address per test and project, so runs never collide in the auth server's database. */
function uniqueEmail(testInfo: { project: { name: string }; title: string }): string {
  const slug = testInfo.title.replace(/\W+/g, '-').slice(0, 20).toLowerCase();
  return `e2e-${testInfo.project.name}-${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const signInPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign In' });
const signUpPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign Up' });

async function openAuth(page: Page) {
  const response = await page.goto('/auth');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/**
 * Watches for problems as the `problems` fixture does, but lets through the auth server's
 * deliberate 4xx answers (a wrong password is a 400) that an error-path test provokes.
 */
function watchAllowingAuthErrors(page: Page): () => string[] {
  const problems = watchForProblems(page);
  return () => problems.filter((line) => !/^4\d\d: http:\/\/localhost:54321\/auth\/v1\//.test(line));
}

test.describe('/auth', () => {
  test('opens on Sign In, is kept out of search engines and has no accessibility violations', async ({
    page,
    problems,
  }) => {
    await openAuth(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in or create an account');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const email = signInPanel(page).getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpPanel(page).getByLabel('Email')).toHaveAttribute('required', '');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('sign-in asks for every field; the browser also requires the email', async ({ page, problems }) => {
    await openAuth(page);
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    // The empty required email stops the form before any message of ours.
    expect(await panel.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(panel.getByRole('alert')).toHaveCount(0);

    await panel.getByLabel('Email').fill('amina@example.com');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please fill in all fields');
    expect(problems).toEqual([]);
  });

  test('sign-up checks empty fields, then the match, then the length, by keyboard alone', async ({ page, problems }) => {
    await openAuth(page);
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const panel = signUpPanel(page);
    const email = panel.getByLabel('Email');
    const password = panel.getByLabel('Password', { exact: true });
    const confirm = panel.getByLabel('Confirm password');

    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await page.keyboard.type('amina@example.com');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Please fill in all fields');

    await confirm.focus();
    await page.keyboard.type('abd');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Passwords do not match');

    await confirm.fill('');
    await confirm.focus();
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
    expect(problems).toEqual([]);
  });

  test('a wrong password shows the server’s message; the button reads "Signing In..." meanwhile', async ({ page }) => {
    const problems = watchAllowingAuthErrors(page);
    // Hold the request a moment so the running state can be seen.
    await page.route(`${authServer}/auth/v1/token**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await openAuth(page);
    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('nobody-here@example.com');
    await panel.getByLabel('Password', { exact: true }).fill('not-the-password');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    const busy = panel.getByRole('button', { name: 'Signing In...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(panel.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(problems()).toEqual([]);
  });

  test('with the auth server unreachable the form says so and the page keeps working', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.route(`${authServer}/**`, (route) => route.abort('connectionrefused'));
    await openAuth(page);
    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('amina@example.com');
    await panel.getByLabel('Password', { exact: true }).fill('secret123');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByRole('alert')).not.toHaveText('');
    await expect(panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The page still works: the other tab opens.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpPanel(page).getByRole('button', { name: 'Create Account' })).toBeVisible();
    // The refused requests themselves are the point of this test; nothing else may go wrong.
    expect(
      problems.filter(
        (line) =>
          !line.startsWith(`failed: ${authServer}/`) && !line.includes('net::ERR_CONNECTION_REFUSED') && !failedAuthFetchLogged.test(line),
      ),
    ).toEqual([]);
  });

  test('sign up, confirm from the mailbox, land signed in on /auth/confirm, and be kept off /auth', async ({
    page,
    problems,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const password = 'correct-horse-battery';
    await openAuth(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = signUpPanel(page);
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByLabel('Confirm password').fill(password);
    await panel.getByRole('button', { name: 'Create Account' }).click();

    const success = panel.getByRole('status').filter({ hasText: 'Account created successfully!' });
    await expect(success).toContainText('Account created successfully! Please check your email to confirm your account.');
    await expect(success).toContainText(`We sent it to ${email}.`);
    await expect(panel.getByRole('link', { name: /local mailbox/ })).toHaveAttribute('href', `${authServer}/mailbox`);
    // The message takes the form's place, where the reader is looking, and has the focus; the
    // code form and "send it again" below it keep the address.
    await expect(success).toBeFocused();
    await expect(panel.getByRole('form', { name: 'Sign up' })).toHaveCount(0);
    await expect(success).toBeInViewport();
    await expectNoAxeViolations(page);

    const mail = await request.get(`${authServer}/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { Accept: 'application/json' },
    });
    const { messages } = (await mail.json()) as { messages: { to: string; confirmationUrl: string | null }[] };
    expect(messages).toHaveLength(1);
    const link = messages[0]!.confirmationUrl!;
    expect(link).toMatch(/^http:\/\/localhost:54321\/auth\/v1\/verify\?/);

    await page.goto(link);
    // The confirmation landing says so, and leaves no token in the address bar.
    await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toContainText('Your email address is confirmed.');
    await expect(page).toHaveURL('http://localhost:4173/auth/confirm');
    await waitForHydration(page);
    // The bar shows the email and Sign Out on large screens; phones keep them in the menu drawer.
    if (testInfo.project.name !== 'desktop') await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByText(email).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    if (testInfo.project.name !== 'desktop') await page.keyboard.press('Escape');

    // A signed-in visitor opening /auth goes straight back to /, and /auth is not left in history.
    await page.goto('/about');
    await page.goto('/auth');
    await expect(page).toHaveURL('http://localhost:4173/');
    await page.goBack();
    await expect(page).toHaveURL('http://localhost:4173/about');

    // ?next= goes to a page of this site, and nowhere else, however it is spelt.
    await page.goto('/auth?next=/account');
    await expect(page).toHaveURL('http://localhost:4173/account');
    for (const next of ['/%0A/evil.example/', '/%09/evil.example', '//evil.example', 'https://evil.example/', '/%5C%5Cevil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
      await page.goto(`/auth?next=${next}`);
      await expect(page, next).toHaveURL('http://localhost:4173/');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('passwords as the server counts them', () => {
  for (const origin of ['http://localhost:4173', 'http://nigeria.localhost:4173']) {
    test(`${origin}: length in characters, long passphrases and a breached password in plain words`, async ({ page }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      await page.goto(`${origin}/auth`);
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const panel = signUpPanel(page);
      const fill = async (email: string, password: string) => {
        await panel.getByLabel('Email').fill(email);
        await panel.getByLabel('Password', { exact: true }).fill(password);
        await panel.getByLabel('Confirm password').fill(password);
        await panel.getByRole('button', { name: 'Create Account' }).click();
      };
      // Three emoji are six UTF-16 units and twelve bytes, but three characters: too short.
      await fill(uniqueEmail(testInfo), '😀😀😀');
      await expect(panel.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
      // A common password: the server refuses it, and the reader is told why.
      await fill(uniqueEmail(testInfo), 'password');
      await expect(panel.getByRole('alert')).toHaveText(
        'This password is too common, or has appeared in a data breach, so it would be easy to guess. Please choose a different one.',
      );
      // A 64-character passphrase is welcome.
      await fill(uniqueEmail(testInfo), 'a long passphrase of sixty four characters is welcome here, yes!');
      await expect(panel.getByRole('status').first()).toContainText('Account created successfully!');
      expect(problems()).toEqual([]);
    });

    test(`${origin}: wrong passwords for one account are slowed down, said in plain words`, async ({ page }, testInfo) => {
      const problems = watchAllowingAuthErrors(page);
      await page.goto(`${origin}/auth`);
      await waitForHydration(page);
      // At most ten tries, so that a server without the limit cannot spend the per-IP one.
      const signIn = signInPanel(page);
      await signIn.getByLabel('Email').fill(uniqueEmail(testInfo));
      const throttled = "Too many attempts. Please wait a little, then try again. If you've forgotten your password, you can reset it.";
      let said = '';
      for (let tries = 0; tries < 10 && said !== throttled; tries += 1) {
        await signIn.getByLabel('Password', { exact: true }).fill(`wrong-password-${tries}`);
        await signIn.getByRole('button', { name: 'Sign In' }).click();
        await expect(signIn.getByRole('alert')).toBeVisible();
        await expect(signIn.getByRole('button', { name: 'Sign In' })).toBeEnabled();
        said = (await signIn.getByRole('alert').textContent()) ?? '';
      }
      expect(said).toBe(throttled);
      expect(problems().filter((line) => !line.startsWith('429: '))).toEqual([]);
    });
  }
});

test.describe('/auth without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says plainly that signing in needs JavaScript, and shows no form that cannot work', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Signing in and creating an account need JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeHidden();
    // Before the page's code runs (JavaScript on but slow), a press of Sign In posts the form:
    // method="post" keeps the password out of the address even then.
    await expect(page.locator('form[method="post"]')).toHaveCount(2);
  });
});
