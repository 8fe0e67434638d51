import { routePaths } from '@wh/content';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Every id an ARIA attribute points to exists, on every page of both sites: a label, description
 * or controlled element that is missing leaves a region, control or link without its name (a
 * screen reader then reads nothing, or the whole region). Each page's <article>, where it has one,
 * is named by the page's h1.
 *
 * One test per country, looping the pages in one browser page, since each check is cheap.
 */

const origins = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173' } as const;
const referencing = ['aria-labelledby', 'aria-describedby', 'aria-controls'] as const;

interface PageReport {
  /** `aria-labelledby="x" on <article>: no element with id "x"`, one line per broken reference. */
  missing: string[];
  /** The text of each element named by an <article>'s aria-labelledby, and of the page's h1s. */
  articleNames: string[];
  headings: string[];
}

test.describe('ARIA id references', () => {
  test.skip(({ isMobile }) => isMobile, 'the references are the same markup at every width');

  for (const [country, origin] of Object.entries(origins)) {
    test(`${country} site: every aria-labelledby, aria-describedby and aria-controls points to an element`, async ({ page }) => {
      test.setTimeout(routePaths.length * 5_000);
      const faults: string[] = [];
      for (const path of routePaths) {
        await page.goto(`${origin}${path}`);
        const report = await settledReport(page);
        faults.push(...report.missing.map((line) => `${path}: ${line}`));
        for (const name of report.articleNames) {
          if (!report.headings.includes(name)) faults.push(`${path}: the <article> is named "${name}", not by the page's h1`);
        }
      }
      expect(faults).toEqual([]);
    });
  }
});

/**
 * The page's references once its code has run. A page may send the reader on (signed out,
 * /account goes to /auth): then the page it lands on is the one reported.
 */
async function settledReport(page: Page): Promise<PageReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      await waitForHydration(page);
      return await page.evaluate(reportReferences, referencing);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

function reportReferences(attributes: readonly string[]): PageReport {
  const missing: string[] = [];
  for (const attribute of attributes) {
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) {
          missing.push(`${attribute}="${id}" on <${element.localName}>: no element with id "${id}"`);
        }
      }
    }
  }
  const text = (element: Element | null) => element?.textContent?.trim() ?? '';
  const articleNames = [...document.querySelectorAll('article[aria-labelledby]')].map((article) =>
    text(document.getElementById(article.getAttribute('aria-labelledby')!.split(/\s+/)[0]!)),
  );
  const headings = [...document.querySelectorAll('h1')].map(text);
  return { missing, articleNames, headings };
}
