import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration, waitForStart } from './fixtures';

/** The scripts a page downloads, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Holds back the code of the modules whose built file name starts with `module` (`Accordion.island`,
 * `Tabs.island`...), as a slow connection would, until the test calls the returned function.
 */
async function holdCode(page: Page, module: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/(${module})-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return release;
}

/** The FAQ's accordions, other than the one holding `control`, once they are live. */
function otherAccordionsLive(page: Page, control: Locator): Locator {
  return page.locator('[data-island="Accordion"]').filter({ hasNot: control }).and(page.locator('[data-island-live]'));
}

/** Opens the FAQ with the accordions' code held back; returns its first question and the release. */
async function faqWithAccordionCodeHeld(page: Page): Promise<{ question: Locator; release: () => void }> {
  const release = await holdCode(page, 'Accordion\\.island');
  await page.goto('/faq');
  await waitForStart(page);
  return { question: page.getByRole('button', { name: 'When should I start taking folic acid?' }), release };
}

test.describe('every page runs islands, never the router', () => {
  test('a reading page downloads React and its own islands’ code, never the router, a page’s code or the menus before they are needed', async ({
    page,
    problems,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.some((path) => /\/entry-client-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/Accordion\.island-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(router|faq|Calculators\.island|(Mega|Mobile)?Menu\.island)-/.test(path))).toEqual([]);

    const question = page.getByRole('button', { name: 'When should I start taking folic acid?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.filter((path) => /\/router-/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('no script is requested before the page (text, styles, images) has loaded', async ({ page, problems }) => {
    // A slow image keeps the page loading well after its first paint.
    await page.route(/\/assets\/[^/]+\.svg$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/pregnancy', { waitUntil: 'load' });
    await waitForHydration(page);
    const early = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < loaded)
        .map((entry) => entry.name);
    });
    expect(early).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an island hydrates in place: the elements the server wrote are the ones that come alive', async ({ page, problems }) => {
    const { question, release } = await faqWithAccordionCodeHeld(page);
    await question.evaluate((element) => ((element as HTMLElement & { fromServer?: boolean }).fromServer = true));
    release();
    await waitForHydration(page);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await question.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('a reader’s first press is never lost', () => {
  test('a click on an island whose code has not arrived yet takes effect once it has, once', async ({ page, problems }) => {
    const { question, release } = await faqWithAccordionCodeHeld(page);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    // One click, one toggle.
    await page.waitForTimeout(300);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('a mouse press that begins before its island is live still ends in a click', async ({ page, problems }) => {
    const { question, release } = await faqWithAccordionCodeHeld(page);
    const box = (await question.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The accordions' code arrives while the button is down.
    release();
    await expect(otherAccordionsLive(page, question)).toHaveCount(2);
    await page.mouse.up();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('a Space press that begins before its island is live still ends in a click, and focus stays', async ({
    page,
    problems,
  }) => {
    const { question, release } = await faqWithAccordionCodeHeld(page);
    await question.focus();
    await page.keyboard.down(' ');
    release();
    await expect(otherAccordionsLive(page, question)).toHaveCount(2);
    await page.keyboard.up(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a click on a header menu whose code is still on its way opens the menu when it arrives', async ({
    page,
    problems,
    isMobile,
  }) => {
    test.skip(isMobile, 'the menus are the desktop layout');
    const release = await holdCode(page, 'Menu\\.island');
    await page.goto('/about');
    await waitForHydration(page);
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools & Resources' });
    await button.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitem', { name: 'Due Date Calculator' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('focus stays on the control the reader moved to while its island starts', async ({ page, problems }) => {
    const release = await holdCode(page, 'Accordion\\.island');
    await page.goto('/faq');
    await waitForStart(page);
    const toggle = page.locator('[data-island="Accordion"]').first().getByRole('button').first();
    await toggle.focus();
    release();
    await expect(page.locator('[data-island="Accordion"][data-island-live]').first()).toBeAttached();
    await expect(toggle).toBeFocused();
    const expanded = await toggle.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    expect(problems).toEqual([]);
  });

  test('a tab focused before its code has arrived keeps the focus, and the arrow keys work once it is live', async ({
    page,
    problems,
  }) => {
    const release = await holdCode(page, 'Tabs\\.island');
    await page.goto('/community');
    await waitForStart(page);
    const first = page.getByRole('tab', { name: 'Discussion Forum' });
    await first.focus();
    release();
    await expect(page.locator('[data-island="Tabs"][data-island-live]')).toBeAttached();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Expert Q&A' });
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(next).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Expert Q&A' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('islands keep the server’s page', () => {
  test('an island’s static text stays exactly as the server wrote it', async ({ page, problems }) => {
    const release = await holdCode(page, 'Accordion\\.island');
    await page.goto('/faq');
    await waitForStart(page);
    const accordion = page.locator('[data-island="Accordion"]').first();
    const before = await accordion.innerText();
    release();
    await expect(accordion).toHaveAttribute('data-island-live', '');
    expect(await accordion.innerText()).toBe(before);
    // The share block is no island: it says what happened in its own status line, and brings no toasts.
    await page.goto('/postpartum');
    await expect(page.getByRole('region', { name: 'Share this page' }).getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an island that fails to render shows its server HTML again, and the other islands still work', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Props the component cannot render, as a bad deploy or a bug might give it: the first accordion's.
    await page.route('**/faq', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('&quot;items&quot;:[', '&quot;items&quot;:null,&quot;was&quot;:[');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/faq');
    await waitForHydration(page);
    const broken = page.locator('[data-island="Accordion"]').first();
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    await expect(broken.getByRole('button', { name: 'When should I start taking folic acid?' })).toBeVisible();
    expect(errors.join('\n')).toMatch(/items|null|map/);
    const question = page.getByRole('button', { name: 'How long does it usually take to get pregnant?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('Sign In is a plain link: it does not wait for any island code', async ({ page, problems, isMobile }) => {
    test.skip(isMobile, 'Sign In is in the drawer on a phone');
    // React itself is slow to arrive: following the link must not wait for it.
    await holdCode(page, 'react');
    await page.goto('/about');
    await waitForStart(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 2000 });
    expect(problems).toEqual([]);
  });
});
