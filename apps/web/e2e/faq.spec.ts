import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const ng = 'http://nigeria.localhost:4173';


const question = (page: Page, name: string) => page.getByRole('button', { name });

test.describe('/faq', () => {
  test('groups four questions each under Pregnancy, Fertility and Postpartum, all closed', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const group of ['Pregnancy', 'Fertility', 'Postpartum']) {
      const section = page.getByRole('region', { name: `${group} questions` });
      await expect(section.getByRole('button')).toHaveCount(4);
      for (const button of await section.getByRole('button').all()) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
    }
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeHidden();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('opens one answer at a time in the whole FAQ, and closes the open one again', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const folic = question(page, 'When should I start taking folic acid?');
    const caffeine = question(page, 'How much caffeine is safe in pregnancy?');

    await folic.click();
    await expect(folic).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Take 400 micrograms of folic acid every day/)).toBeVisible();

    await caffeine.click();
    await expect(caffeine).toHaveAttribute('aria-expanded', 'true');
    await expect(folic).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Take 400 micrograms of folic acid every day/)).toBeHidden();
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeVisible();

    // One answer open in the whole FAQ: a Fertility question closes the Pregnancy one.
    const trying = page.getByRole('region', { name: 'Fertility questions' }).getByRole('button').first();
    await trying.click();
    await expect(trying).toHaveAttribute('aria-expanded', 'true');
    await expect(caffeine).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeHidden();

    await trying.click();
    await expect(trying).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('works with the keyboard alone', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const first = question(page, 'When should I start taking folic acid?');
    const second = question(page, 'How much caffeine is safe in pregnancy?');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Tab past the open answer (it has no links) to the next question.
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });

  test('shows four Myth vs Truth cards and the disclaimer at its anchor', async ({ page, problems }) => {
    await page.goto('/faq#medical-disclaimer');
    await waitForHydration(page);
    // The cards themselves, not the warning signs listed inside one of them.
    const myths = page.locator('#myths > ul > li');
    await expect(myths).toHaveCount(4);
    await expect(myths.first()).toContainText('Myth');
    await expect(myths.first()).toContainText('Truth');
    const disclaimer = page.locator('#medical-disclaimer');
    await expect(disclaimer).toContainText('not medical advice');
    await expect(disclaimer).toContainText('call 999');
    expect(problems).toEqual([]);
  });

  test('answers on the Nigeria site point to Nigerian care, through the warning-sign care cards', async ({ page, problems }) => {
    await page.goto(`${ng}/faq`);
    await waitForHydration(page);
    await question(page, 'How long does bleeding last after birth?').click();
    const answer = page.getByRole('region', { name: 'Postpartum questions' });
    await expect(answer.getByRole('heading', { level: 4, name: 'Immediate action required' })).toBeVisible();
    // A mother's emergency: a hospital that can give blood and operate, by any transport, calling 112 on the way.
    await expect(answer.getByText(/Go now, by any transport, to the nearest hospital with a maternity unit/)).toBeVisible();
    await expect(answer.getByText(/Call 112 \(767 in Lagos\) on the way if you can/)).toBeVisible();
    await expect(answer.getByRole('heading', { level: 4, name: 'Act now, day or night' })).toBeVisible();
    await expect(answer.getByText('Go to the nearest hospital with a maternity unit straight away, day or night.', { exact: false })).toBeVisible();
    await expect(page.locator('#medical-disclaimer')).toContainText('call 112');
    expect(await page.locator('main').innerText()).not.toMatch(/\b999\b|NHS 111/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe('/faq without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer is readable', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeVisible();
    await expect(page.getByText(/You can get pregnant from 3 weeks after birth/)).toBeVisible();
  });
});
