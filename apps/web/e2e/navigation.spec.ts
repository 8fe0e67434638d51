import { healthTopics, topicGuidesHeading } from '@wh/content';
import { expect, nextFrames, test, waitForHydration } from './fixtures';

test.describe('main bar on a large screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the menus are the desktop layout');

  test('the Health Topics mega-menu works by keyboard and lists topics with descriptions and sub-pages', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Health Topics' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Health Topics' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Fertility/ }).first()).toBeVisible();
    await expect(menu.getByText('Your cycle, the fertile window and when to ask for help.')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Breastfeeding' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Ariakit hands focus back to the button a frame after the menu closes; a key pressed within
    // that frame (only a test types that fast) reopens the menu just before the returning focus
    // closes it again. A reader's next key comes much later.
    await nextFrames(page);

    // Arrows walk the links in reading order: down a topic's column to its "See all" link, then
    // on to the next topic.
    await page.keyboard.press('ArrowDown');
    const [pregnancy, fertility] = healthTopics;
    await expect(menu.getByRole('menuitem', { name: pregnancy.title, exact: true })).toBeFocused();
    // The topic's most used page (pregnancy: week by week) comes first, then its guides.
    for (const guide of [...(pregnancy.menu.featured ? [pregnancy.menu.featured] : []), ...pregnancy.menu.subcategories]) {
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: guide.title, exact: true })).toBeFocused();
    }
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: pregnancy.menu.seeAll!.title })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: fertility.title, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await nextFrames(page);

    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Health Topics' }).getByRole('menuitem', { name: 'Breastfeeding' }).click();
    await expect(page).toHaveURL(/\/postpartum\/breastfeeding$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  // A laptop screen is often 768 px high: the whole menu shows at once, nothing scrolls, and
  // "See all" leads to a topic's other guides.
  for (const { width, height } of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ]) {
    test(`the Health Topics menu fits a ${width} by ${height} window without scrolling`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Health Topics' }).click();
      const menu = page.getByRole('menu', { name: 'Health Topics' });
      await expect(menu).toBeVisible();
      const fit = await menu.evaluate((element) => {
        const items = [...element.querySelectorAll('[role="menuitem"]')].map((item) => item.getBoundingClientRect());
        return {
          menuBottom: Math.ceil(element.getBoundingClientRect().bottom),
          overflow: element.scrollHeight - element.clientHeight,
          lowestItem: Math.ceil(Math.max(...items.map((item) => item.bottom))),
          rightmostItem: Math.ceil(Math.max(...items.map((item) => item.right))),
          smallestItem: Math.floor(Math.min(...items.map((item) => item.height))),
        };
      });
      expect(fit.menuBottom).toBeLessThanOrEqual(height);
      expect(fit.overflow, 'the menu scrolls inside itself').toBeLessThanOrEqual(0);
      expect(fit.lowestItem).toBeLessThanOrEqual(height);
      expect(fit.rightmostItem).toBeLessThanOrEqual(width);
      expect(fit.smallestItem, 'every link is a 44 px target').toBeGreaterThanOrEqual(44);

      for (const topic of healthTopics) {
        await expect(menu.getByRole('menuitem', { name: topic.title, exact: true })).toBeVisible();
        for (const guide of topic.menu.subcategories) {
          await expect(menu.getByRole('group', { name: `${topic.title}: more pages` }).getByRole('menuitem', { name: guide.title })).toBeVisible();
        }
      }
      const [pregnancy] = healthTopics;
      await menu.getByRole('menuitem', { name: pregnancy.menu.seeAll!.title }).click();
      await expect(page).toHaveURL(/\/pregnancy#guides$/);
      await expect(page.getByRole('region', { name: topicGuidesHeading }).getByRole('link')).toHaveCount(pregnancy.subcategories.length);
      expect(problems).toEqual([]);
    });
  }

  test('the Tools & Resources menu opens a calculator', async ({ page, problems }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools & Resources' }).click();
    await page.getByRole('menuitem', { name: 'Due Date Calculator' }).click();
    await expect(page).toHaveURL(/\/tools\/due-date-calculator$/);
    expect(problems).toEqual([]);
  });

  test('shows Sign In linking to /auth, and marks the current page', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    // Sign In sits in the main bar's top row, beside the country, not among the page links.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(main.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current', 'page');
    expect(problems).toEqual([]);
  });

  test('the footer gives the copyright from 2024, the year of first publication', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(/© 2024(–20\d\d)? Women’s Health Guide/);
  });
});

test.describe('side drawer on a small screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the phone layout');

  test('opens with focus inside, closes on Escape, and closes when a link is chosen', async ({ page, problems }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const width = (await drawer.boundingBox())?.width ?? 0;
    expect(Math.round(width)).toBe(300);
    await expect
      .poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Nutrition' }).click();
    await expect(page).toHaveURL(/\/pregnancy\/nutrition$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await trigger.click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Nutrition' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(problems).toEqual([]);
  });
});

test.describe('topic pages', () => {
  // The lists come from the article registry: a new article shows up here with no other change.
  for (const topic of healthTopics) {
    test(`${topic.href} links to each of its guides, in the menu's order`, async ({ page }) => {
      await page.goto(topic.href);
      const links = page.getByRole('region', { name: topicGuidesHeading }).getByRole('link');
      await expect(links).toHaveText(topic.subcategories.map((guide) => guide.title));
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
        topic.subcategories.map((guide) => guide.href),
      );
    });
  }

  test('a guide opens from its topic page', async ({ page, problems }) => {
    const [topic] = healthTopics;
    const [guide] = topic.subcategories;
    await page.goto(topic.href);
    await page.getByRole('region', { name: topicGuidesHeading }).getByRole('link', { name: guide!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${guide!.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('share block', () => {
  test('opens a 600 by 400 share window without an opener, and says so', async ({ page, context, problems }) => {
    await page.goto('/pregnancy');
    await waitForHydration(page);
    // Capture what the page asks window.open for, without leaving the machine.
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = ((url?: string | URL, target?: string, features?: string) => {
        (window as unknown as { opened: unknown[] }).opened.push({ url: String(url), target, features });
        return null;
      }) as typeof window.open;
    });
    // Without JavaScript it is a plain link to X's share page; with it, a 600x400 window opens.
    await page.getByRole('link', { name: /Share on X/ }).click();
    const openedNow = () => page.evaluate(() => (window as unknown as { opened: { url: string; features: string }[] }).opened);
    await expect.poll(async () => (await openedNow()).length).toBe(1);
    const opened = await openedNow();
    expect(opened[0]!.url).toContain(encodeURIComponent('http://localhost:4173/pregnancy'));
    expect(opened[0]!.features).toMatch(/width=600/);
    expect(opened[0]!.features).toMatch(/height=400/);
    expect(opened[0]!.features).toMatch(/noopener/);
    await expect(page.getByText('Opening X sharing...')).toBeVisible();
    expect(context.pages()).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('copies the page address to the clipboard', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('http://nigeria.localhost:4173/fertility');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('http://nigeria.localhost:4173/fertility');
    expect(problems).toEqual([]);
  });

  test('offers WhatsApp first on the Nigeria site and email first in the UK, as plain links; no React loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const [origin, first] of [['http://nigeria.localhost:4173', /WhatsApp/], ['http://localhost:4173', /Email/]] as const) {
      await page.goto(`${origin}/pregnancy/pre-eclampsia`);
      await waitForHydration(page);
      const links = page.getByRole('region', { name: 'Share this page' }).getByRole('link');
      await expect(links.first()).toHaveAccessibleName(first);
      const whatsapp = new URL((await links.filter({ hasText: 'WhatsApp' }).getAttribute('href'))!);
      expect(whatsapp.origin).toBe('https://wa.me');
      expect(whatsapp.searchParams.get('text')).toContain(`${origin}/pregnancy/pre-eclampsia`);
      expect(await links.filter({ hasText: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    }
    expect(scripts.filter((path) => /react|hydrate|\.island-/.test(path))).toEqual([]);
  });

  test('opens the phone’s own share sheet where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/fertility');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'More ways to share' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: expect.stringContaining('Fertility'), url: 'http://localhost:4173/fertility' },
    ]);
  });
});

test.describe('share block without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is links that work, with no button that needs a script', async ({ page }) => {
    await page.goto('http://nigeria.localhost:4173/fertility');
    const block = page.getByRole('region', { name: 'Share this page' });
    await expect(block.getByRole('link')).toHaveCount(4);
    await expect(block.getByRole('link').first()).toHaveAccessibleName(/WhatsApp/);
    await expect(block.getByRole('button')).toHaveCount(0);
  });
});
