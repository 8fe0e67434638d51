import { guideCount } from '@wh/content';
import { expect, test, waitForHydration } from './fixtures';

const ng = 'http://nigeria.localhost:4173';

/**
 * What the site says about itself and about its warning signs, as a reader sees it: no invented
 * figures, the example author labelled as such, NHS-style review details, and warning boxes as
 * care cards whose advice comes from the one registry.
 */
test.describe('honest pages', () => {
  test('the home page states only figures true of the build, and labels the example author', async ({ page, problems }) => {
    await page.goto('/');
    await waitForHydration(page);
    const main = page.locator('main');
    const text = await main.innerText();
    expect(text).not.toMatch(/500\+|GMC-registered|Written by a doctor/);
    await expect(main.getByRole('list', { name: 'Why you can trust this site' })).toContainText(
      'Example author profile: to be replaced before launch',
    );
    const stats = main.getByRole('region', { name: 'At a glance' });
    // Counted from the build's routes, so a new guide does not need this test changed.
    await expect(stats).toContainText(`${guideCount} Health guides`);
    await expect(stats).toContainText('2 Countries');
    await expect(stats).toContainText('Official sources cited');
    expect(problems).toEqual([]);
  });

  test('the Nigeria home page names the guidance its pages cite: WHO and the Nigerian Federal Ministry of Health', async ({ page, problems }) => {
    await page.goto(`${ng}/`);
    const main = page.locator('main');
    await expect(main.getByRole('list', { name: 'Why you can trust this site' })).toContainText(
      'Based on WHO and Nigerian Federal Ministry of Health guidance',
    );
    await expect(main.locator('p').filter({ hasText: 'based on WHO and Nigerian Federal Ministry of Health guidance' })).toHaveCount(1);
    expect(await main.innerText()).not.toMatch(/NHS|NICE|RCOG/);
    expect(problems).toEqual([]);
  });

  test('/about says plainly that the doctor is an example, and shows no invented achievements', async ({ page, problems }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.getByRole('status').filter({ hasText: 'Example profile' })).toContainText(
      'to be replaced with the real author’s details before launch',
    );
    expect(await main.innerText()).not.toMatch(/5000\+|100\+|5\+|Women helped|Achievements/);
    expect(problems).toEqual([]);
  });

  test('a topic page shows its warning signs as care cards, its signs’ sources and who reviewed it', async ({
    page,
    problems,
  }) => {
    await page.goto('/postpartum');
    await waitForHydration(page);
    // One "When to get help" per topic page (issue 29): every sign the page names, once.
    const warnings = page.getByRole('region', { name: 'When to get help' });
    const order = ['immediate', 'act-now', 'same-day', 'routine'];
    const ranks = await warnings
      .locator('[data-level]')
      .evaluateAll((cards, order) => cards.map((card) => order.indexOf(card.getAttribute('data-level') ?? '')), order);
    // Most urgent first; a level can have two cards when what to do differs (you, or your baby).
    // The section holds every sign the page names, so the ones that can wait are there too.
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));
    // A baby under 3 months at 38°C needs to be seen urgently, day or night (NICE NG143 "red"), not
    // "today"; floppy is an emergency.
    await expect(warnings.locator('[data-level="act-now"]', { hasText: 'under 3 months old and has a temperature of 38°C' })).toHaveCount(1);
    await expect(warnings.locator('[data-level="immediate"]', { hasText: 'Your baby is floppy' })).toHaveCount(1);
    // Large clots after the birth: act now, the same everywhere.
    await expect(warnings.locator('[data-level="act-now"]', { hasText: 'Passing large clots' })).toHaveCount(1);
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources).toContainText('Suspected sepsis: recognition, diagnosis and early management (NG51)');
    await expect(sources).toContainText('Reviewed byContent team (clinical review pending)');
    await expect(sources).toContainText('Last reviewed24 November 2026');
    await expect(sources).toContainText('Next review due24 November 2027');
    expect(problems).toEqual([]);
  });

  test('an article’s warning signs say the same as the topic page’s, in Nigeria too', async ({ page, problems }) => {
    await page.goto(`${ng}/postpartum/recovery`);
    await waitForHydration(page);
    const help = page.getByRole('region', { name: 'When to get help' });
    const actNow = help.locator('[data-level="act-now"]', { hasText: 'Passing large clots' });
    await expect(actNow).toContainText('nearest hospital with a maternity unit');
    // Emergencies come before the explanation (issue 29), so the immediate card is at the top, once.
    const emergency = page.locator('main [data-level="immediate"]', { hasText: 'Sudden heavy bleeding' });
    await expect(emergency).toHaveCount(1);
    await expect(help.locator('[data-level="immediate"]')).toHaveCount(0);
    await expect(emergency).toContainText(
      'Go now, by any transport, to the nearest hospital with a maternity unit',
    );
    expect(await page.locator('main').innerText()).not.toMatch(/\b999\b|NHS 111/);
    expect(problems).toEqual([]);
  });
});
