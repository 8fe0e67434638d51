import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const ng = 'http://nigeria.localhost:4173';


/** A question's summary (the control the reader presses); the heading inside names it. */
const question = (page: Page, name: string) => page.locator('summary', { has: page.getByRole('heading', { name, exact: true }) });

/** The <details> a summary opens and closes. */
const section = (summary: Locator) => summary.locator('xpath=..');

/** The scripts a page downloads, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('/faq', () => {
  test('groups four questions each under Pregnancy, Fertility and Postpartum, all closed, as native disclosures', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const group of ['Pregnancy', 'Fertility', 'Postpartum']) {
      const region = page.getByRole('region', { name: `${group} questions` });
      await expect(region.locator('details > summary h3')).toHaveCount(4);
      for (const details of await region.locator('details').all()) await expect(details).not.toHaveAttribute('open');
    }
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeHidden();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('loads no React and no island code: the questions need none', async ({ page, problems }) => {
    const scripts = scriptsOf(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.filter((path) => /react|hydrate|\.island-/.test(path))).toEqual([]);
    await question(page, 'When should I start taking folic acid?').click();
    await expect(page.getByText(/Take 400 micrograms of folic acid every day/)).toBeVisible();
    // A reader's first interaction loads the header's menus (and React for them), as on every page; nothing else.
    expect(scripts.filter((path) => /\.island-/.test(path) && !/\/(Mega|Mobile)?Menu\.island-/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('opens one answer at a time in the whole FAQ, and closes the open one again', async ({ page, problems }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const folic = question(page, 'When should I start taking folic acid?');
    const caffeine = question(page, 'How much caffeine is safe in pregnancy?');

    await folic.click();
    await expect(section(folic)).toHaveAttribute('open');
    await expect(page.getByText(/Take 400 micrograms of folic acid every day/)).toBeVisible();

    await caffeine.click();
    await expect(section(caffeine)).toHaveAttribute('open');
    await expect(section(folic)).not.toHaveAttribute('open');
    await expect(page.getByText(/Take 400 micrograms of folic acid every day/)).toBeHidden();
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeVisible();

    // One answer open in the whole FAQ: a Fertility question closes the Pregnancy one.
    const trying = page.getByRole('region', { name: 'Fertility questions' }).locator('summary').first();
    await trying.click();
    await expect(section(trying)).toHaveAttribute('open');
    await expect(section(caffeine)).not.toHaveAttribute('open');
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeHidden();

    await trying.click();
    await expect(section(trying)).not.toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(0);
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
    await expect(section(first)).toHaveAttribute('open');
    // Tab past the open answer (it has no links) to the next question.
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(section(second)).toHaveAttribute('open');
    await expect(section(first)).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(section(second)).not.toHaveAttribute('open');
    expect(problems).toEqual([]);
  });

  test('each question has its own address, which opens it with its question in view', async ({ page, problems }) => {
    await page.goto('/faq#faq-pregnancy-1');
    await waitForHydration(page);
    const caffeine = question(page, 'How much caffeine is safe in pregnancy?');
    await expect(section(caffeine)).toHaveAttribute('open');
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeInViewport();
    await expect(caffeine).toBeInViewport();
    // A link within the page does the same, and closes the answer that was open.
    await page.evaluate(() => (location.hash = 'faq-postpartum-0'));
    const postpartum = page.getByRole('region', { name: 'Postpartum questions' }).locator('summary').first();
    await expect(section(postpartum)).toHaveAttribute('open');
    await expect(postpartum).toBeInViewport();
    await expect(section(caffeine)).not.toHaveAttribute('open');
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

  test('every answer opens and is readable', async ({ page, isMobile }) => {
    await page.goto('/faq');
    const summaries = page.locator('main details > summary');
    await expect(summaries).toHaveCount(12);
    // By keyboard, each in turn: the browser's own details, one open at a time.
    for (const summary of await summaries.all()) {
      await summary.press('Enter');
      await expect(section(summary)).toHaveAttribute('open');
      await expect(section(summary).locator('p').first()).toBeVisible();
    }
    await question(page, 'How much caffeine is safe in pregnancy?').press('Enter');
    await expect(page.getByText(/Keep to 200 mg of caffeine a day/)).toBeVisible();
    await expect(page.getByText(/You can get pregnant from 3 weeks after birth/)).toBeHidden();
    // And by pointer. (Not on the phone: without JavaScript its emulated page is laid out 1067 px wide
    // and zoomed, as /about and /pregnancy are, so the pointer misses; the keyboard above shows the same.)
    if (!isMobile) {
      await question(page, 'Can I get pregnant while breastfeeding?').click();
      await expect(page.getByText(/You can get pregnant from 3 weeks after birth/)).toBeVisible();
    }
  });
});
