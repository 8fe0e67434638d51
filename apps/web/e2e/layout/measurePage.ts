import { expect, type Page } from '@playwright/test';
import { localize, medicalDisclaimer } from '@wh/content';
import { breakpoints } from '@wh/ui';
import { unbreakablePattern } from '../../src/lib/keepTogether';
import { nextFrames, type origins } from '../fixtures';
import { measureLayout, type LayoutFault } from './measureLayout';

/**
 * How a page's layout is measured (issue 16), shared by the two specs that load pages for it:
 * every-page.spec.ts measures every page signed out on the page it has already loaded and checked,
 * layout.spec.ts the signed-in pages and the 404 page. The rules are in measureLayout.ts.
 */

export const widths = [320, 360, 390, 768, 1024, 1366, 1920] as const;
/** Below this width targets must be 44 by 44 px. */
const phoneWidth = 768;
const phoneWidths = widths.filter((width) => width < breakpoints.desktop);
const desktopWidths = widths.filter((width) => width >= breakpoints.desktop);

type Country = keyof typeof origins;

/** Faults found at each width, merged: one line per element and kind, with every width it failed at. */
class Findings {
  private readonly byFault = new Map<string, { widths: number[]; detail: string }>();
  constructor(private readonly where: string) {}

  async measure(page: Page, state: string, ofWidths: readonly number[] = widths) {
    for (const width of ofWidths) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames(page);
      const faults: LayoutFault[] = await page.evaluate(measureLayout, {
        phone: width < phoneWidth,
        unbreakable: unbreakablePattern.source,
      });
      for (const fault of faults) {
        const key = `${state}${fault.kind}: ${fault.element}`;
        const seen = this.byFault.get(key);
        if (seen) {
          if (!seen.widths.includes(width)) seen.widths.push(width);
        }
        else this.byFault.set(key, { widths: [width], detail: fault.detail });
      }
    }
  }

  lines(): string[] {
    return [...this.byFault].map(([key, { widths: at, detail }]) => `${this.where} at ${at.join(', ')} px — ${key} (${detail})`);
  }
}

/**
 * Opens every closed section in the main content (an accordion keeps one open) and every native
 * `<details>`, so its text is measured.
 */
async function expandAll(page: Page) {
  await page.evaluate(() => {
    for (const trigger of document.querySelectorAll<HTMLButtonElement>('main button[aria-expanded="false"]')) trigger.click();
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')) details.open = true;
  });
}

/** Fills both calculators with a date about ten weeks ago, so results are shown whatever today is. */
async function fillCalculators(page: Page) {
  const tenWeeksAgo = new Date(Date.now() - 70 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('First day of your last period').fill(tenWeeksAgo);
  await page.getByRole('button', { name: 'Calculate ovulation' }).click();
  await page.getByRole('button', { name: 'Calculate due date' }).click();
  await expect(page.getByText(/Estimated due date/)).toBeVisible();
  await expect(page.getByText(/Estimated ovulation/)).toBeVisible();
}

/**
 * Measures the layout of a loaded page whose islands have started (a key press, as a reader's first
 * touch would), at every width, with every section expanded and every tab shown; on /tools with the
 * calculators' results, on /search with results, on / with the phone drawer and each desktop menu
 * open. Reduced motion: the drawer is measured where it rests, not while it slides in. Returns the
 * faults, one line each (page, widths, state, kind, element, measurement), and checks there is one
 * medical disclaimer on the page.
 */
export async function layoutFaults(page: Page, country: Country, path: string, where: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const findings = new Findings(where);
  await expandAll(page);
  await findings.measure(page, '');
  // One medical disclaimer per page (the footer's), never a second copy in the page itself.
  const disclaimer = localize(medicalDisclaimer, country);
  const copies = (await page.locator('body').innerText()).split(disclaimer).length - 1;
  expect(copies, `${where}: copies of the medical disclaimer`).toBe(1);

  // Every tab of a page with tabs (the tools addresses are the tools page's tabs already).
  const tabs = page.getByRole('tab');
  if (!path.startsWith('/tools/')) {
    for (let index = 1; index < (await tabs.count()); index++) {
      const name = (await tabs.nth(index).textContent()) ?? '';
      await tabs.nth(index).click();
      await expandAll(page);
      await findings.measure(page, `[${name} tab] `);
    }
  }
  if (path === '/tools') {
    await tabs.first().click();
    await fillCalculators(page);
    await findings.measure(page, '[calculator results] ');
  }
  if (path === '/search') {
    await page.getByRole('searchbox', { name: 'Search this guide' }).fill('preclampsia');
    await expect(page.getByRole('status')).toContainText('for "preclampsia"');
    await findings.measure(page, '[search results] ');
  }
  if (path === '/') {
    // The phone drawer, open, at every width that has it.
    await page.setViewportSize({ width: phoneWidths[0]!, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await findings.measure(page, '[drawer open] ', phoneWidths);
    await page.keyboard.press('Escape');
    // The desktop menus, each open in turn.
    for (const menu of ['Health Topics', 'Tools & Resources']) {
      await page.setViewportSize({ width: desktopWidths[0]!, height: 900 });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menu', { name: menu })).toBeVisible();
      await findings.measure(page, `[${menu} menu open] `, desktopWidths);
      await page.keyboard.press('Escape');
    }
  }
  return findings.lines();
}

export async function expectNoLayoutFaults(page: Page, country: Country, path: string, where: string): Promise<void> {
  expect(await layoutFaults(page, country, path, where), 'layout faults: page, widths, state, kind, element (measurement)').toEqual([]);
}
