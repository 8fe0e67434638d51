import { test as base, expect, type Page } from '@playwright/test';

const expectedConsoleErrors = [
  // Chrome echoes every 4xx/5xx response as a console error; the response listener below
  // already reports each failing sub-resource with its URL, and a 404 page is meant to be 404.
  /^Failed to load resource: the server responded with a status of/,
];

/** Collects console errors, uncaught exceptions, CSP violations and failed requests on a page. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** Waits until the client bundle has hydrated the prerendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems = watchForProblems(page);
    await use(problems);
    expect(problems, 'console errors, exceptions, CSP violations or failed requests').toEqual([]);
  },
});
export { expect };
