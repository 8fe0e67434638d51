import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';


const runButton = (page: Page) => page.getByRole('button', { name: /Run Security Tests|Running Tests\.\.\./ });
const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download Report' });

test.describe('/security-test', () => {
  test('is idle at first: no results, no Download Report, the static implementation list', async ({ page, problems }) => {
    await page.goto('/security-test');
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Testing Dashboard');
    await expect(runButton(page)).toHaveText('Run Security Tests');
    await expect(runButton(page)).toBeEnabled();
    await expect(downloadButton(page)).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'XSS prevention' })).toHaveCount(0);
    const status = page.getByRole('region', { name: 'Implementation status' }).getByRole('listitem');
    expect(await status.count()).toBeGreaterThanOrEqual(5);
    await expect(status.first()).toContainText('Implemented');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('runs for about a second at 33%, then shows every section', async ({ page, problems }) => {
    await page.goto('/security-test');
    await waitForHydration(page);
    const started = Date.now();
    await runButton(page).click();

    await expect(runButton(page)).toHaveText('Running Tests...');
    await expect(runButton(page)).toBeDisabled();
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(downloadButton(page)).toHaveCount(0);

    await expect(runButton(page)).toHaveText('Run Security Tests');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(4000);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const summary = page.getByRole('region', { name: 'Test summary' });
    await expect(summary).toContainText('Overall: PASS');
    await expect(summary).toContainText('23 passed, 0 failed, out of 23 tests.');

    const xss = page.getByRole('region', { name: 'XSS prevention' }).getByRole('listitem');
    await expect(xss).toHaveCount(7);
    for (const item of await xss.all()) await expect(item).toContainText('PASS');
    await expect(page.getByText('Some XSS tests failed.')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'URL validation' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'URL validation' })).toContainText('javascript: URL');
    await expect(page.getByRole('region', { name: 'Email validation' }).getByRole('listitem')).toHaveCount(8);

    const config = page.getByRole('region', { name: 'Configuration check' }).getByRole('listitem');
    await expect(config).toHaveCount(3);
    // Served from localhost over http: allowed for local development.
    await expect(config.filter({ hasText: 'HTTPS' })).toContainText('PASS');
    await expect(config.filter({ hasText: 'Content-Security-Policy meta tag' })).toContainText('PASS');
    for (const item of await config.all()) await expect(item).toContainText(/^(PASS|WARN|FAIL) /);

    await expect(downloadButton(page)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('runs and downloads security-report.md with the keyboard alone', async ({ page, problems }) => {
    await page.goto('/security-test');
    await waitForHydration(page);
    await runButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(runButton(page)).toHaveText('Running Tests...');
    // While running the button keeps focus, so keyboard users do not lose their place.
    await expect(runButton(page)).toBeFocused();
    await expect(downloadButton(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(downloadButton(page)).toBeFocused();

    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('security-report.md');
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown.split('\n')[0]).toBe('# Security Test Report');
    expect(markdown).toContain('- Overall status: **PASS**');
    expect(markdown).toContain('- Tests passed: 23');
    expect(markdown).toContain('- Tests failed: 0');
    for (const heading of ['## XSS Prevention', '## URL Validation', '## Email Validation', '## Configuration Check']) {
      expect(markdown).toContain(heading);
    }
    expect(markdown).toMatch(/- \*\*PASS\*\* HTTPS: /);
    expect(markdown).toMatch(/^Generated: \d{4}-\d\d-\d\dT/m);
    expect(problems).toEqual([]);
  });
});
