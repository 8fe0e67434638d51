import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';


/** One of the page's four sections, named by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const sectionNames = ['Discussion Forum', 'Expert Q&A', 'User Stories', 'Guidelines'];

test.describe('/community', () => {
  test('lists its four sections first, says it is a preview and shows no invented activity', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/community', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await expect(contents).toHaveText(sectionNames);
    await expect(page.locator('main section[id] > h2')).toHaveText(sectionNames);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    await expect(main).toContainText('it has no members, posts or discussions');
    const forum = section(page, 'Discussion Forum');
    await expect(forum.getByRole('heading', { level: 4 })).toHaveCount(5);
    await expect(forum).toContainText('Topics we plan to host when the forum opens. There are no posts yet.');
    // The spec's member and discussion counts and the forum's activity were invented: none may show.
    expect(await main.innerText()).not.toMatch(/2,450|1,200|\d+ posts|last activity/i);
    // Sections and links: nothing for React to do.
    expect(scripts.filter((path) => /react|hydrate|\.island-/.test(path))).toEqual([]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('each section is reached from the list with the keyboard alone, at its own address', async ({ page, problems }) => {
    await page.goto('/community');
    await waitForHydration(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    for (const [name, id] of [['Expert Q&A', 'qa'], ['User Stories', 'stories'], ['Guidelines', 'guidelines'], ['Discussion Forum', 'forum']] as const) {
      await contents.getByRole('link', { name }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/community#${id}$`));
      await expect(section(page, name).getByRole('heading', { level: 2 })).toBeInViewport();
    }
    await expect(section(page, 'Guidelines')).toContainText('Be kind and respectful');
    expect(problems).toEqual([]);
  });

  const comingSoon = [
    ['Discussion Forum', 'Join Discussion', 1],
    ['Expert Q&A', 'Submit Question', 1],
    ['User Stories', 'Read Full Story', 3],
    ['User Stories', 'Submit Your Story', 1],
  ] as const;

  for (const [sectionName, button, count] of comingSoon) {
    test(`'${button}' is disabled, with a 'coming soon' explanation read to screen readers`, async ({
      page,
      problems,
    }) => {
      await page.goto('/community');
      await waitForHydration(page);
      const buttons = section(page, sectionName).getByRole('button', { name: button });
      await expect(buttons).toHaveCount(count);
      for (const each of await buttons.all()) {
        await expect(each).toBeDisabled();
        await expect(each).toHaveAccessibleDescription(/^Coming soon:/);
      }
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('the Expert Q&A form shows its fields and categories, all disabled', async ({ page, problems }) => {
    await page.goto('/community');
    await waitForHydration(page);
    const panel = section(page, 'Expert Q&A');
    await expect(panel).toContainText('health professionals whose registration we have checked');
    await expect(panel.getByLabel('Question title')).toBeDisabled();
    await expect(panel.getByLabel('Detailed question')).toBeDisabled();
    const category = panel.getByLabel('Category');
    await expect(category).toBeDisabled();
    await expect(category.locator('option')).toHaveText([
      'Gynaecological Health',
      'Fertility',
      'Pregnancy',
      'Postpartum',
      'General Women’s Health',
    ]);
    expect(problems).toEqual([]);
  });

  test('stories say they are illustrations, not real members’ accounts', async ({ page }) => {
    await page.goto('/community');
    await waitForHydration(page);
    await expect(section(page, 'User Stories')).toContainText('not accounts from real members');
  });
});

test.describe('/community without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is readable, and the list leads to it', async ({ page }) => {
    await page.goto('/community');
    for (const heading of sectionNames) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Guidelines' }).press('Enter');
    await expect(page).toHaveURL(/\/community#guidelines$/);
    await expect(page.getByText('Be kind and respectful')).toBeVisible();
  });
});
