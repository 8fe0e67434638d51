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
 * Holds back the code of the modules whose built file name starts with `module` (`Tabs.island`,
 * `Menu.island`...), as a slow connection would, until the test calls the returned function.
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

/** The tools page's tabs: their island is the one the reader presses, with the calculators and glossary inside. */
const toolTab = (page: Page, name: string) => page.getByRole('tab', { name });

/** Opens the tools page with the tabs' code held back; returns its Symptom Checker tab and the release. */
async function toolsWithTabsCodeHeld(page: Page): Promise<{ tab: Locator; release: () => void }> {
  const release = await holdCode(page, 'Tabs\\.island');
  await page.goto('/tools');
  await waitForStart(page);
  return { tab: toolTab(page, 'Symptom Checker'), release };
}

/** Counts the clicks that reach `target` itself (a held click is stopped before it gets there, then given again). */
async function countClicks(target: Locator): Promise<() => Promise<number>> {
  await target.evaluate((element) => {
    const counted = element as HTMLElement & { clicks?: number };
    counted.clicks = 0;
    element.addEventListener('click', () => (counted.clicks = (counted.clicks ?? 0) + 1));
  });
  return () => target.evaluate((element) => (element as HTMLElement & { clicks?: number }).clicks ?? 0);
}

const tabsLive = (page: Page) => page.locator('[data-island="Tabs"][data-island-live]');

test.describe('every page runs islands, never the router', () => {
  test('a reading page downloads no React; a tool page downloads React and its own islands’ code, never the router, a page’s code or the menus before they are needed', async ({
    page,
    problems,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.filter((path) => /react|hydrate|\.island-/.test(path))).toEqual([]);
    expect(scripts.filter((path) => /\/saveGuide-/.test(path))).toEqual([]);

    // Saving the guide is a few lines of plain script, loaded only by the pages that offer it.
    scripts.splice(0);
    await page.goto('/resources', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^Save this guide for offline \(/ })).toBeVisible();
    expect(scripts.filter((path) => /react|hydrate|\.island-/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/saveGuide-/.test(path))).toBe(true);

    scripts.splice(0);
    await page.goto('/tools', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.some((path) => /\/entry-client-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/Tabs\.island-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(router|tools[^/]*|(Mega|Mobile)?Menu\.island)-/.test(path))).toEqual([]);

    const tab = toolTab(page, 'Symptom Checker');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
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
    const { tab, release } = await toolsWithTabsCodeHeld(page);
    await tab.evaluate((element) => ((element as HTMLElement & { fromServer?: boolean }).fromServer = true));
    release();
    await waitForHydration(page);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await tab.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('a reader’s first press is never lost', () => {
  test('a click on an island whose code has not arrived yet takes effect once it has, once', async ({ page, problems }) => {
    const { tab, release } = await toolsWithTabsCodeHeld(page);
    const clicksOnTab = await countClicks(tab);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    expect(await clicksOnTab()).toBe(0);
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tabsLive(page)).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Symptom Checker' })).toBeVisible();
    // One click, given once.
    await page.waitForTimeout(300);
    expect(await clicksOnTab()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('a mouse press that begins before its island is live still ends in a click', async ({ page, problems }) => {
    const { tab, release } = await toolsWithTabsCodeHeld(page);
    const box = (await tab.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The tabs' code arrives while the button is down.
    release();
    await expect(tabsLive(page)).toHaveCount(1);
    await page.mouse.up();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Symptom Checker' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a Space press that begins before its island is live still ends in a click, and focus stays', async ({
    page,
    problems,
  }) => {
    const { tab, release } = await toolsWithTabsCodeHeld(page);
    await tab.focus();
    await page.keyboard.down(' ');
    release();
    await expect(tabsLive(page)).toHaveCount(1);
    await page.keyboard.up(' ');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
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

  test('focus stays on the control the reader moved to while its island starts, and the arrow keys work once it is live', async ({
    page,
    problems,
  }) => {
    const release = await holdCode(page, 'Tabs\\.island');
    await page.goto('/tools');
    await waitForStart(page);
    const first = toolTab(page, 'Health Calculators');
    await first.focus();
    release();
    await expect(tabsLive(page)).toHaveCount(1);
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const next = toolTab(page, 'Symptom Checker');
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(next).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Symptom Checker' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(next).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });
});

test.describe('islands keep the server’s page', () => {
  test('an island’s static text stays exactly as the server wrote it', async ({ page, problems }) => {
    const release = await holdCode(page, 'Tabs\\.island');
    await page.goto('/tools');
    await waitForStart(page);
    // The Symptom Checker's panel is static HTML in the tabs' island (its second slot).
    const symptoms = page.locator('[data-island="Tabs"] [data-island-slot]').nth(1);
    const before = await symptoms.innerHTML();
    expect(before).toContain('Who is it about?');
    release();
    await expect(page.locator('[data-island="Tabs"]')).toHaveAttribute('data-island-live', '');
    await toolTab(page, 'Symptom Checker').click();
    await expect(symptoms).toBeVisible();
    expect(await symptoms.innerHTML()).toBe(before);
    // The share block is no island: it says what happened in its own status line, and brings no toasts.
    await page.goto('/postpartum');
    await expect(page.getByRole('region', { name: 'Share this page' }).getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an island that fails to render shows its server HTML again, and the other islands still work', async ({
    page,
    isMobile,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Props the component cannot render, as a bad deploy or a bug might give it: the tabs'.
    await page.route('**/tools', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('&quot;tabs&quot;:[', '&quot;tabs&quot;:null,&quot;was&quot;:[');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/tools');
    await waitForHydration(page);
    const broken = page.locator('[data-island="Tabs"]');
    await expect(broken).toHaveAttribute('data-island-live', '');
    await expect(broken.getByRole('tab', { name: 'Health Calculators' })).toBeVisible();
    expect(errors.join('\n')).toMatch(/tabs|null|map/);
    // The header's menus, islands of their own, still work.
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools & Resources' }).click();
      await expect(page.getByRole('menuitem', { name: 'Due Date Calculator' })).toBeVisible();
    }
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
