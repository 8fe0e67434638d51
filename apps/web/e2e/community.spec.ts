import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';


const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('/community', () => {
  test('opens on the Discussion Forum, says it is a preview and shows no invented activity', async ({ page, problems }) => {
    await page.goto('/community');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(tab(page, 'Discussion Forum')).toHaveAttribute('aria-selected', 'true');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    await expect(main).toContainText('it has no members, posts or discussions');
    const panel = page.getByRole('tabpanel', { name: 'Discussion Forum' });
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(5);
    await expect(panel).toContainText('Topics we plan to host when the forum opens. There are no posts yet.');
    // The spec's member and discussion counts and the forum's activity were invented: none may show.
    expect(await main.innerText()).not.toMatch(/2,450|1,200|\d+ posts|last activity/i);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('the four tabs work with the keyboard alone', async ({ page, problems }) => {
    await page.goto('/community');
    await waitForHydration(page);
    await tab(page, 'Discussion Forum').focus();
    for (const name of ['Expert Q&A', 'User Stories', 'Guidelines']) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, name)).toBeFocused();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
    await page.keyboard.press('Home');
    await expect(tab(page, 'Discussion Forum')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'Guidelines' })).toContainText('Be kind and respectful');
    expect(problems).toEqual([]);
  });

  const comingSoon = [
    ['Discussion Forum', 'Join Discussion', 1],
    ['Expert Q&A', 'Submit Question', 1],
    ['User Stories', 'Read Full Story', 3],
    ['User Stories', 'Submit Your Story', 1],
  ] as const;

  for (const [tabName, button, count] of comingSoon) {
    test(`'${button}' is disabled, with a 'coming soon' explanation read to screen readers`, async ({
      page,
      problems,
    }) => {
      await page.goto('/community');
      await waitForHydration(page);
      await tab(page, tabName).click();
      const buttons = page.getByRole('tabpanel', { name: tabName }).getByRole('button', { name: button });
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
    await tab(page, 'Expert Q&A').click();
    const panel = page.getByRole('tabpanel', { name: 'Expert Q&A' });
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
    await tab(page, 'User Stories').click();
    await expect(page.getByRole('tabpanel', { name: 'User Stories' })).toContainText('not accounts from real members');
  });
});

test.describe('/community without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every tab’s content is readable', async ({ page }) => {
    await page.goto('/community');
    for (const heading of ['Discussion Forum', 'Expert Q&A', 'User Stories', 'Guidelines']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('Be kind and respectful')).toBeVisible();
  });
});
