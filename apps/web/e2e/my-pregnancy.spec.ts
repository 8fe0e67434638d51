import { antenatalCareFor } from '@wh/content';
import { antenatalSchedule, type Country } from '@wh/core';
import type { Page } from '@playwright/test';
import { expect, origins, test, waitForHydration } from './fixtures';

const storageKey = 'wh.myPregnancy.v1';
// A fixed "today", so the schedule below never goes out of date.
const today = '2026-05-20';
const lastPeriod = '2026-02-11';

/** Every request the page makes, with its URL and body, to look for the reader's date in. */
function recordRequests(page: Page): { url: string; body: string }[] {
  const requests: { url: string; body: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
  return requests;
}

/** The date in every form a request could carry it: ISO, compact (as in .ics), and as the page writes it. */
const dateForms = (iso: string) => [iso, iso.replaceAll('-', ''), encodeURIComponent(iso)];

/** RFC 5545 content lines: folded lines (CRLF then a space or tab) joined back together. */
function contentLines(ics: string): string[] {
  expect(ics, 'lines end with CRLF').not.toMatch(/[^\r]\n/);
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

/** The events of an iCalendar file, each as its properties (name without parameters -> value). */
function parseCalendar(ics: string): { calendar: Map<string, string>; events: Map<string, string>[] } {
  const calendar = new Map<string, string>();
  const events: Map<string, string>[] = [];
  let event: Map<string, string> | null = null;
  const stack: string[] = [];
  for (const line of contentLines(ics)) {
    const colon = line.indexOf(':');
    expect(colon, `a content line has a name and a value: ${line}`).toBeGreaterThan(0);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = new Map();
    } else if (name === 'END') {
      expect(stack.pop(), `END:${value} closes what was begun`).toBe(value);
      if (value === 'VEVENT' && event) {
        events.push(event);
        event = null;
      }
    } else {
      (event ?? calendar).set(name, params.length ? `${params.join(';')}:${value}` : value);
    }
  }
  expect(stack, 'every BEGIN has its END').toEqual([]);
  return { calendar, events };
}

for (const country of ['uk', 'ng'] as const satisfies readonly Country[]) {
  test.describe(`my pregnancy (${country})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${today}T10:00:00`));
    });

    test('keeps the date across reloads, shows core’s schedule, and no request carries the date', async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(`${origins[country]}/my-pregnancy`);
      await expect(page.getByText('Your date stays on this device only')).toBeVisible();
      await waitForHydration(page);

      await page.getByLabel('First day of your last period').fill(lastPeriod);
      await page.getByRole('button', { name: 'Show my pregnancy' }).click();

      const expected = antenatalSchedule({ country, lastPeriod, today });
      const summary = page.getByTestId('my-pregnancy-summary');
      await expect(summary.getByRole('heading', { level: 2, name: /You are 14 weeks pregnant/ })).toBeVisible();
      expect(expected.gestationalAge.weeks).toBe(14);
      await expect(summary.getByRole('link', { name: 'What is happening in week 14' })).toHaveAttribute(
        'href',
        '/pregnancy/week-by-week/14',
      );
      await expect(summary).toContainText(`${expected.daysUntilDue} days to go`);

      // The schedule on the page is core's, item for item, with its dates and its words.
      const care = antenatalCareFor(country);
      const items = summary.locator('[data-item-id]');
      await expect(items).toHaveCount(expected.items.length);
      for (const [index, item] of expected.items.entries()) {
        const row = items.nth(index);
        await expect(row).toHaveAttribute('data-item-id', item.id);
        await expect(row).toHaveAttribute('data-status', item.status);
        const words = care.items[item.id as keyof typeof care.items];
        await expect(row.getByRole('heading', { level: 3 })).toContainText(words.title);
        await expect(row.locator(`time[datetime="${item.dates.end}"]`)).toHaveCount(1);
        if (item.timing === 'window') await expect(row.locator(`time[datetime="${item.dates.start}"]`)).toHaveCount(1);
        await expect(row).toContainText(words.whatHappens[0]);
      }

      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKey)) ?? 'null')).toEqual({
        kind: 'lastPeriod',
        date: lastPeriod,
      });

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel('First day of your last period')).toHaveValue(lastPeriod);
      await expect(summary.locator('[data-item-id]')).toHaveCount(expected.items.length);

      const leaks = requests.filter(({ url, body }) => dateForms(lastPeriod).some((form) => url.includes(form) || body.includes(form)));
      expect(leaks, 'requests that carry the reader’s date').toEqual([]);
      expect(requests.length, 'the requests were watched').toBeGreaterThan(2);
    });

    test('a due date works too; bad input gets a clear message and loses nothing', async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(`${origins[country]}/my-pregnancy`);
      await waitForHydration(page);
      await page.getByLabel('Which date do you have?').selectOption('dueDate');
      const dueDate = page.getByLabel('Your due date');

      await page.getByRole('button', { name: 'Show my pregnancy' }).click();
      await expect(page.getByText('Enter your due date.')).toBeVisible();

      await dueDate.fill('2028-01-01');
      await page.getByRole('button', { name: 'Show my pregnancy' }).click();
      await expect(page.getByText(/more than 40 weeks away/)).toBeVisible();
      await expect(dueDate).toHaveValue('2028-01-01');
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();

      await dueDate.fill('2026-10-01');
      await page.getByRole('button', { name: 'Show my pregnancy' }).click();
      const expected = antenatalSchedule({ country, dueDate: '2026-10-01', today });
      await expect(page.getByTestId('my-pregnancy-summary').locator('[data-item-id]')).toHaveCount(expected.items.length);
      await expect(page.getByTestId('my-pregnancy-summary')).toContainText(`${expected.daysUntilDue} days to go`);

      // A later slip keeps the date already kept.
      await dueDate.fill('2020-01-01');
      await page.getByRole('button', { name: 'Update my date' }).click();
      await expect(page.getByText(/more than 3 weeks past/)).toBeVisible();
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKey)) ?? 'null')).toEqual({
        kind: 'dueDate',
        date: '2026-10-01',
      });
      const leaks = requests.filter(({ url, body }) => dateForms('2026-10-01').some((form) => url.includes(form) || body.includes(form)));
      expect(leaks).toEqual([]);
    });

    test('Add to calendar downloads a valid iCalendar file of the schedule', async ({ page }) => {
      await page.goto(`${origins[country]}/my-pregnancy`);
      await waitForHydration(page);
      await page.getByLabel('First day of your last period').fill(lastPeriod);
      await page.getByRole('button', { name: 'Show my pregnancy' }).click();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-antenatal-appointments.ics');
      expect(download.url()).toMatch(/^blob:/);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const ics = await readFile(path, 'utf8');

      const { calendar, events } = parseCalendar(ics);
      expect(calendar.get('VERSION')).toBe('2.0');
      expect(calendar.get('PRODID')).toBeTruthy();
      expect(calendar.get('X-WR-CALNAME')).toBe('My antenatal appointments');
      const expected = antenatalSchedule({ country, lastPeriod, today });
      const care = antenatalCareFor(country);
      expect(events).toHaveLength(expected.items.length);
      for (const [index, item] of expected.items.entries()) {
        const event = events[index]!;
        expect(event.get('UID')).toBe(`${item.id}.${expected.dueDate}@${new URL(origins[country]).hostname}`);
        expect(event.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
        // A deadline is the day to have it done by (core's rule for the calendar); anything else starts when it opens.
        const start = item.timing === 'deadline' ? item.dates.end : item.dates.start;
        expect(event.get('DTSTART')).toBe(`VALUE=DATE:${start.replaceAll('-', '')}`);
        expect(event.get('SUMMARY')).toBe(care.items[item.id as keyof typeof care.items].title.replaceAll(',', '\\,'));
      }
    });

    test('Clear my data removes everything from the browser, with an undo', async ({ page }) => {
      await page.goto(`${origins[country]}/my-pregnancy`);
      await waitForHydration(page);
      await page.getByLabel('First day of your last period').fill(lastPeriod);
      await page.getByRole('button', { name: 'Show my pregnancy' }).click();
      await expect(page.getByTestId('my-pregnancy-summary')).toBeVisible();

      // First the reader changes her mind at the confirmation: nothing is removed.
      page.once('dialog', (dialog) => void dialog.dismiss());
      await page.getByRole('button', { name: 'Clear my data' }).click();
      await expect(page.getByTestId('my-pregnancy-summary')).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).not.toBeNull();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Clear my data' }).click();
      await expect(page.getByText('Your date has been removed from this browser')).toBeVisible();
      await expect(page.getByTestId('my-pregnancy-summary')).toHaveCount(0);
      // Nothing of hers is left. The one other key is the site's own mark that this browser has
      // opened a page before (src/serviceWorker.ts: no worker on a first page view); it holds no date.
      expect((await page.evaluate(() => Object.keys(localStorage))).filter((key) => key !== 'wh-read-before')).toEqual([]);

      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByTestId('my-pregnancy-summary')).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).not.toBeNull();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Clear my data' }).click();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel('First day of your last period')).toHaveValue('');
      await expect(page.getByTestId('my-pregnancy-summary')).toHaveCount(0);
    });
  });
}

test.describe('my pregnancy without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says plainly that it needs JavaScript and links to the week-by-week guide', async ({ page }) => {
    await page.goto('/my-pregnancy');
    await expect(page.getByText('This page needs JavaScript')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the week-by-week guide' })).toHaveAttribute('href', '/pregnancy/week-by-week');
    await expect(page.getByLabel('First day of your last period')).toBeHidden();
  });
});
