import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const ng = 'http://nigeria.localhost:4173';


async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const lastPeriod = (page: Page) => page.getByLabel('First day of your last period');

test.describe('/tools', () => {
  // A fixed "today" in the browser, so the due-date progress is known: 1 January 2025 + 13 weeks 1 day.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
  });

  test('opens on Health Calculators with one heading and no accessibility violations', async ({ page, problems }) => {
    await open(page, '/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(tab(page, 'Health Calculators')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Health Calculators' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByLabel('Usual cycle length (days)')).toHaveValue('28');
    const options = await page.getByLabel('Usual cycle length (days)').locator('option').allTextContents();
    expect(options).toEqual(Array.from({ length: 15 }, (_, i) => `${21 + i} days`));
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('shows no result until a date is entered and the button pressed', async ({ page, problems }) => {
    await open(page, '/tools');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    await page.getByRole('button', { name: 'Calculate ovulation' }).click();
    await expect(page.getByText(/Estimated due date/)).toHaveCount(0);
    await expect(page.getByText(/Estimated ovulation/)).toHaveCount(0);
    await expect(page.getByText('Enter the first day of your last period.')).toBeVisible();
    await expect(lastPeriod(page)).toBeFocused();

    await lastPeriod(page).fill('2025-01-01');
    await expect(page.getByText(/Estimated due date/)).toHaveCount(0);
    await expect(page.getByText('Enter the first day of your last period.')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('works out the due date, how far along today, the trimester and the key dates', async ({ page, problems }) => {
    await open(page, '/tools');
    await lastPeriod(page).fill('2025-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    const result = page.locator('#due-date-calculator');
    await expect(result).toContainText('Estimated due date: 8 October 2025');
    await expect(result).toContainText('Today you are about 13 weeks and 1 day pregnant (written 13+1)');
    // The NHS trimesters, from @wh/core: 13+1 is the second, which runs to 27+6.
    await expect(result).toContainText('in the second trimester (weeks 13 to 27).');
    await expect(result).toContainText('188 days to go.');
    await expect(result).toContainText('Dating scan (11+2 to 14+1 weeks)');
    await expect(result).toContainText('21 March 2025 to 10 April 2025');
    await expect(result).toContainText('Anomaly scan (18+0 to 20+6 weeks)');
    await expect(result).toContainText('7 May 2025 to 27 May 2025');
    await expect(result).toContainText('Full term (37 weeks)17 September 2025');
    // The fact sheet's wording: an estimate, the dating scan is more accurate.
    await expect(result).toContainText('This is an estimate');
    await expect(result).toContainText('Your dating scan gives a more accurate date');
    await expectNoAxeViolations(page);

    // A changed date clears the old result rather than leaving one that no longer matches.
    await lastPeriod(page).fill('2025-02-01');
    await expect(result).not.toContainText('Estimated due date');
    expect(problems).toEqual([]);
  });

  test('works out ovulation, the fertile window and the next period for the chosen cycle length', async ({
    page,
    problems,
  }) => {
    await open(page, '/tools');
    await lastPeriod(page).fill('2025-03-01');
    await page.getByRole('button', { name: 'Calculate ovulation' }).click();
    const result = page.locator('#ovulation-calculator');
    await expect(result).toContainText('Estimated ovulation: 15 March 2025');
    await expect(result).toContainText('Fertile window10 March 2025 to 15 March 2025');
    await expect(result).toContainText('Next period expected29 March 2025');
    await expect(result).toContainText('it is not contraception');
    await expect(result).toContainText('assumes 14 days and a regular cycle');
    await expect(result).toContainText('It is worth seeing your GP.');

    await page.getByLabel('Usual cycle length (days)').selectOption('32');
    await expect(result).not.toContainText('Estimated ovulation');
    await page.getByRole('button', { name: 'Calculate ovulation' }).click();
    await expect(result).toContainText('Estimated ovulation: 19 March 2025');
    expect(problems).toEqual([]);
  });

  test('refuses a date in the future, and one more than 43 weeks ago', async ({ page, problems }) => {
    await open(page, '/tools');
    await lastPeriod(page).fill('2025-04-04');
    await page.getByRole('button', { name: 'Calculate ovulation' }).click();
    await expect(page.getByText('The first day of your last period must be today or in the past.')).toBeVisible();
    await expect(page.getByText(/Estimated ovulation/)).toHaveCount(0);

    await lastPeriod(page).fill('2024-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    await expect(page.getByText(/more than 43 weeks ago/)).toBeVisible();
    await expect(page.getByText(/Estimated due date/)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the calculators work with the keyboard alone', async ({ page, problems }) => {
    await open(page, '/tools');
    await tab(page, 'Health Calculators').focus();
    await page.keyboard.press('Tab');
    await expect(lastPeriod(page)).toBeFocused();
    await lastPeriod(page).pressSequentially('03012025'); // mm dd yyyy: the browser's locale is en-US
    await expect(lastPeriod(page)).toHaveValue('2025-03-01');
    // Chromium's date input has its own calendar button after the year, one more Tab stop.
    await page.keyboard.press('Tab');
    await expect(lastPeriod(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Usual cycle length (days)')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // 29 days
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Calculate ovulation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#ovulation-calculator')).toContainText('Estimated ovulation: 16 March 2025');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Calculate due date' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#due-date-calculator')).toContainText('Estimated due date: 6 December 2025');
    expect(problems).toEqual([]);
  });

  test('tabs switch with the arrow keys; the glossary filters as you type', async ({ page, problems }) => {
    await open(page, '/tools');
    await tab(page, 'Health Calculators').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Symptom Checker')).toBeFocused();
    await expect(tab(page, 'Symptom Checker')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Symptom Checker' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Medical Glossary')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await page.keyboard.press('Tab');
    const search = page.getByRole('searchbox', { name: 'Search the glossary' });
    await expect(search).toBeFocused();
    const terms = page.getByRole('tabpanel', { name: 'Medical Glossary' }).locator('dt');
    const all = await terms.count();
    expect(all).toBeGreaterThanOrEqual(8);

    // The American spelling finds the British term (and any other term that contains it).
    await page.keyboard.type('amenorrhea');
    await expect(terms.first()).toHaveText('Amenorrhoea');
    const matching = await terms.count();
    expect(matching).toBeLessThan(all);
    for (const term of await terms.allTextContents()) expect(term).toMatch(/amenorrhoea/i);
    await expect(page.getByRole('status').filter({ hasText: 'terms match' })).toHaveText(
      `${matching} of ${all} terms match "amenorrhea"`,
    );

    await search.fill('xyz');
    await expect(terms).toHaveCount(0);
    await expect(page.getByText('No terms found matching "xyz". Try a different search term.')).toBeVisible();

    await search.fill('');
    await expect(terms).toHaveCount(all);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  for (const term of ['Amenorrhea', 'Endometriosis', 'PCOS', 'Ovulation', 'Trimester', 'Postpartum', 'Prenatal', 'Episiotomy']) {
    test(`the glossary finds the spec's term ${term}`, async ({ page, problems }) => {
      await open(page, '/tools/glossary');
      await page.getByRole('searchbox', { name: 'Search the glossary' }).fill(term);
      await expect(page.getByRole('tabpanel', { name: 'Medical Glossary' }).locator('dt').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  const deepLinks = [
    ['/tools/ovulation-calculator', 'Health Calculators', '#ovulation-calculator', 'Ovulation calculator'],
    ['/tools/due-date-calculator', 'Health Calculators', '#due-date-calculator', 'Due date calculator'],
    ['/tools/symptom-checker', 'Symptom Checker', '#tools-tabs', 'Symptom checker'],
    ['/tools/glossary', 'Medical Glossary', '#tools-tabs', 'Medical glossary'],
  ] as const;

  for (const [path, tabName, target, title] of deepLinks) {
    test(`${path} opens ${tabName} and brings it into view`, async ({ page, problems }) => {
      await page.setViewportSize({ width: 400, height: 500 });
      await open(page, path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(tab(page, tabName)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tabName })).toBeVisible();
      await expect(page.locator(target)).toBeInViewport();
      expect(problems).toEqual([]);
    });
  }

  test('any other /tools/... address shows the tools page', async ({ page, problems }) => {
    await open(page, '/tools/no-such-tool/at/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health tools');
    await expect(tab(page, 'Health Calculators')).toHaveAttribute('aria-selected', 'true');
    // The server answers with the /tools page; the address bar is set to match before hydration,
    // so the path-dependent header (current page, country links) agrees with the HTML.
    await expect(page).toHaveURL('http://localhost:4173/tools');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:4173/tools');
    expect(problems).toEqual([]);
  });

  test('symptom advice follows the country: 999 and NHS 111 in the UK, 112 and a maternity unit in Nigeria', async ({
    page,
    problems,
  }) => {
    // The tab asks who it is about; each answer is a page of its own (e2e/find-help.spec.ts).
    await open(page, '/tools/symptom-checker/pregnant');
    const uk = page.getByRole('main');
    await expect(uk).toContainText('Call 999 or go to A&E now.');
    await expect(uk).toContainText('NHS 111');
    await open(page, '/tools/symptom-checker/baby');
    await expect(uk.locator('[data-level="act-now"]', { hasText: 'has a temperature of 38°C or above' })).toContainText(
      'say your baby needs to be seen urgently',
    );

    await open(page, `${ng}/tools/symptom-checker/pregnant`);
    const nigeria = page.getByRole('main');
    await expect(nigeria).toContainText('Call 112 now (in Lagos, 767 or 112)');
    // At night a primary health care centre may be closed: act-now signs go to a hospital with a maternity unit.
    const actNow = nigeria.locator('[data-level="act-now"]').first();
    await expect(actNow).toContainText('Go to the nearest hospital with a maternity unit straight away, day or night.');
    // A mother's emergency goes to a hospital by any transport; a young baby's danger signs go to a hospital now, from 37.5°C.
    await expect(nigeria.locator('[data-level="immediate"]', { hasText: 'Heavy bleeding from the vagina, or bleeding with severe tummy pain' })).toContainText(
      'Go now, by any transport, to the nearest hospital with a maternity unit',
    );
    await expect(nigeria.locator('[data-level="act-now"]', { hasText: 'even with no bleeding' })).toContainText('nearest hospital with a maternity unit');
    expect(await nigeria.innerText()).not.toMatch(/\b999\b|NHS 111|\bGP\b/);
    await expectNoAxeViolations(page);
    await open(page, `${ng}/tools/symptom-checker/baby`);
    await expect(nigeria.locator('[data-level="act-now"]', { hasText: 'has a temperature of 37.5°C or above' })).toContainText(
      'Take your baby to a hospital now, day or night',
    );
    expect(await nigeria.innerText()).not.toMatch(/\b999\b|NHS 111|\bGP\b/);
    expect(problems).toEqual([]);
  });

  test('the symptom checker’s answers show each level in its own look, with the red flags that were missing', async ({
    page,
    problems,
  }) => {
    const text: string[] = [];
    for (const answer of ['pregnant', 'after-the-birth', 'baby']) {
      await open(page, `/tools/symptom-checker/${answer}`);
      const main = page.getByRole('main');
      // Each level looks different from the others, and never by colour alone: its own words and icon.
      const looks = await main.locator('[data-level]').evaluateAll((cards) => [
        ...new Set(
          cards.map((card) => {
            // The emergencies' card is an h2; the signs by stage sit under their stage's heading, as h3s.
            const heading = card.querySelector('h2, h3')!;
            return `${card.getAttribute('data-level')}|${getComputedStyle(heading).backgroundColor}|${heading.querySelector('svg')?.innerHTML}`;
          }),
        ),
      ]);
      expect(new Set(looks.map((look) => look.split('|')[0])).size).toBe(looks.length);
      if (answer === 'pregnant') {
        // Reduced movements, pre-eclampsia and waters breaking cannot wait until tomorrow.
        for (const sign of ['movements slow down, change or stop', 'A severe headache that does not go away', 'Your waters break']) {
          const card = main.locator('[data-level="act-now"]').filter({ hasText: sign }).first();
          // Signs other than emergencies are folded by stage of pregnancy: a reader opens the stage.
          const stage = card.locator('xpath=ancestor::details[1]');
          if ((await stage.count()) > 0 && !(await stage.evaluate((details) => (details as HTMLDetailsElement).open))) {
            await stage.locator('xpath=./summary').click();
          }
          await expect(card).toBeVisible();
        }
      }
      text.push(await main.textContent() ?? '');
      await expect(main).toContainText('Next review due');
    }
    // The red flags the clinical review found missing.
    for (const flag of [
      'pain in the tip of the shoulder',
      'Chest pain, sudden breathlessness',
      'Pain, swelling, redness or warmth in one leg',
      'Signs of sepsis',
      'Your baby is floppy',
      'Your baby has stopped feeding',
      'look yellow in the first 24 hours',
    ]) {
      expect(text.join('\n')).toContain(flag);
    }
    expect(problems).toEqual([]);
  });

  test('care cards stay readable on a 320px phone and in forced-colours mode', async ({ page, problems }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page, '/tools/symptom-checker/pregnant');
    const cards = page.getByRole('main').locator('[data-level]');
    expect(await cards.count()).toBeGreaterThan(4);
    const faults = await cards.evaluateAll((elements) =>
      elements
        .filter((card) => card.getBoundingClientRect().height > 0)
        .flatMap((card) => {
          const found: string[] = [];
          const box = card.getBoundingClientRect();
          if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) found.push(`sticks out: ${card.textContent?.slice(0, 40)}`);
          for (const text of card.querySelectorAll<HTMLElement>('h2, p, li')) {
            if (text.scrollWidth > text.clientWidth + 1) found.push(`cut off: ${text.textContent?.slice(0, 40)}`);
          }
          // Forced colours drop backgrounds; the border must remain to show where a card starts and ends.
          const style = getComputedStyle(card);
          if (style.borderTopStyle !== 'solid' || parseFloat(style.borderTopWidth) < 2) found.push('no visible border');
          return found;
        }),
    );
    expect(faults).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the due date on the Nigeria site gives WHO’s one scan before 24 weeks, not the NHS scans', async ({ page, problems }) => {
    await open(page, `${ng}/tools/due-date-calculator`);
    await lastPeriod(page).fill('2025-01-01');
    await page.getByRole('button', { name: 'Calculate due date' }).click();
    const result = page.locator('#due-date-calculator');
    await expect(result).toContainText('Estimated due date: 8 October 2025');
    // 23+6, the last day before 24 weeks, is 167 days after the first day of the last period.
    await expect(result).toContainText('Ultrasound scan (WHO advises one before 24 weeks)By 17 June 2025');
    await expect(result).toContainText('in the second trimester (weeks 13 to 27)');
    await expect(result).not.toContainText('Anomaly scan');
    await expect(result).not.toContainText('11+2');
    expect(problems).toEqual([]);
  });

  test('the ovulation note on the Nigeria site suggests a doctor, not a GP', async ({ page, problems }) => {
    await open(page, `${ng}/tools/ovulation-calculator`);
    await lastPeriod(page).fill('2025-03-01');
    await page.getByRole('button', { name: 'Calculate ovulation' }).click();
    await expect(page.locator('#ovulation-calculator')).toContainText('It is worth seeing a doctor.');
    expect(problems).toEqual([]);
  });
});

test.describe('/tools without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every panel: symptom lists, the whole glossary, and that the calculators need JavaScript', async ({
    page,
  }) => {
    await page.goto('/tools/glossary');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const heading of ['Health Calculators', 'Symptom Checker', 'Medical Glossary']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('Episiotomy', { exact: true })).toBeVisible();
    // The symptom checker asks who it is about: its answers are plain links to pages of their own.
    await expect(page.getByRole('link', { name: /^I am pregnant/ })).toBeVisible();
    // A Calculate button that does nothing would only mislead: a notice says why there is none.
    await expect(page.getByText('The calculators need JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate due date' })).toBeHidden();
  });
});
