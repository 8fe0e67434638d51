import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('/security', () => {
  test('shows the infrastructure cards with statuses, the commitments, best practices and status panel', async ({
    page,
    problems,
  }) => {
    await page.goto('/security');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cards = page.getByRole('region', { name: 'Security infrastructure' }).getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3 }),
    });
    await expect(cards).toHaveCount(4);
    for (const [title, status] of [
      ['SSL/TLS encryption', 'Active'],
      ['Data protection', 'Enforced'],
      ['Infrastructure', 'Protected'],
      ['Content verification', 'Clinical review pending'],
    ]) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toContainText(`Status: ${status}`);
    }
    const commitments = page.getByRole('region', { name: 'Our privacy commitments' });
    for (const text of [
      'No personal health data stored',
      'Minimal collection',
      'No third-party tracking',
      'Transparent practices',
    ]) {
      await expect(commitments.getByRole('heading', { name: text })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'How to keep yourself safe online' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: 'All Security Systems Active' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Security Testing Dashboard' })).toHaveAttribute('href', '/security-test');

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
