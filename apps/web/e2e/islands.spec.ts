import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The scripts a page downloads, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The FAQ's accordions, other than the one holding `control`, once they are live. */
function otherAccordionsLive(page: Page, control: Locator): Locator {
  return page.locator('[data-island="Accordion"]').filter({ hasNot: control }).and(page.locator('[data-island-live]'));
}

/** One island module's code (`Disclosures`, `TabsIsland`...) takes `ms` to arrive, as on a slow connection. */
async function slowIslandCode(page: Page, module: string, ms: number): Promise<void> {
  await page.route(new RegExp(`/assets/${module}-[^/]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Opens the FAQ with the accordions' code taking `ms` to arrive, and returns its first question. */
async function faqWithSlowAccordions(page: Page, ms: number): Promise<Locator> {
  await slowIslandCode(page, 'Disclosures', ms);
  await page.goto('/faq');
  await waitForHydration(page);
  return page.getByRole('button', { name: 'When should I start taking folic acid?' });
}

test.describe('reading pages run islands, not the app', () => {
  test('a reading page downloads React and the islands runtime, never the router or the page’s code', async ({
    page,
    problems,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.some((path) => /\/entry-islands-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(router|entry-client|faq|Disclosures)-/.test(path))).toEqual([]);

    // The accordion's code arrives when the reader reaches for it, and the answers work.
    const question = page.getByRole('button', { name: 'When should I start taking folic acid?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.some((path) => /\/Disclosures-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(router|entry-client)-/.test(path))).toEqual([]);
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

  test('a click that lands before an island’s code has arrived is replayed on the live island', async ({
    page,
    problems,
  }) => {
    const question = await faqWithSlowAccordions(page, 1000);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 5000 });
    // One click, one toggle: the held click was not also handled by the server's markup.
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  // Chromium sends no click when the element under the mouse button or the Space key is replaced
  // before the release, so an island must not go live in the middle of a press.
  test('a mouse press that begins before its island is live still ends in a click', async ({ page, problems }) => {
    // The accordion's code arrives while the button is down.
    const question = await faqWithSlowAccordions(page, 500);
    const box = (await question.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(otherAccordionsLive(page, question)).toHaveCount(2);
    await page.mouse.up();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('a Space press that begins before its island is live still ends in a click', async ({ page, problems }) => {
    // The accordion's code arrives while the key is down.
    const question = await faqWithSlowAccordions(page, 500);
    await question.focus();
    await page.keyboard.down(' ');
    await expect(otherAccordionsLive(page, question)).toHaveCount(2);
    await page.keyboard.up(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('an arrow key pressed on a tab list before its code has arrived chooses the next tab once it is live', async ({
    page,
    problems,
  }) => {
    await slowIslandCode(page, 'TabsIsland', 1000);
    await page.goto('/community');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Discussion Forum' }).focus();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Expert Q&A' });
    await expect(next).toHaveAttribute('aria-selected', 'true', { timeout: 5000 });
    await expect(next).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Expert Q&A' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('focus stays on the control the reader moved to while its island starts', async ({ page, problems }) => {
    await page.goto('/pregnancy');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'More about first trimester' });
    await toggle.focus();
    await expect(page.locator('[data-island="Collapsible"][data-island-live]').first()).toBeAttached();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('an island’s static text stays exactly as the server wrote it', async ({ page, problems }) => {
    await page.goto('/postpartum');
    await waitForHydration(page);
    const timeline = page.locator('[data-island="Timeline"]').first();
    const before = await timeline.innerText();
    await timeline.getByRole('button').first().hover();
    await expect(timeline).toHaveAttribute('data-island-live', '');
    expect(await timeline.innerText()).toBe(before);
    // The islands' root brings its own toast region in place of the server's: still exactly one.
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('an island that fails to render shows its server HTML again, and the other islands still work', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/faq');
    await waitForHydration(page);
    const broken = page.locator('[data-island="Accordion"]').first();
    const before = await broken.innerText();
    // Props the component cannot render, as a bad deploy or a bug might give it.
    await broken.evaluate((element) => element.setAttribute('data-island-props', '{"items":null}'));
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-island="Accordion"][data-island-live]')).toHaveCount(3);
    expect(await broken.innerText()).toBe(before);
    expect(errors.join('\n')).toMatch(/items|null|map/);
    const question = page.getByRole('button', { name: 'How long does it usually take to get pregnant?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('Sign In is a plain link on a reading page: it does not wait for any island code', async ({
    page,
    problems,
    isMobile,
  }) => {
    test.skip(isMobile, 'Sign In is in the drawer on a phone');
    // The islands' code is slow to arrive: following the link must not wait for it.
    await page.route(/\/assets\/runtime-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => {}); // the page has moved on by then
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 2000 });
    expect(problems).toEqual([]);
  });
});
