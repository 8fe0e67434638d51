import { expect, expectNoAxeViolations, origins, test, waitForHydration } from './fixtures';

const ng = 'http://nigeria.localhost:4173';


test.describe('/resources', () => {
  test('lists six guides to download and four videos, with category badges; the videos are disabled and explained', async ({
    page,
    problems,
  }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const guides = page.getByRole('region', { name: 'Downloadable guides' }).getByRole('listitem');
    await expect(guides).toHaveCount(6);
    await expect(guides.first()).toContainText('Pregnancy');
    await expect(guides.first()).toContainText('PDF guide');
    // Each guide's link names the guide and says its size, for a reader on a data bundle.
    await expect(page.getByRole('link', { name: /^Download .+, PDF, \d+ KB$/ })).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Download Eating Well in Pregnancy, PDF' , exact: false })).toBeVisible();
    const videos = page.getByRole('region', { name: 'Educational videos' }).getByRole('listitem');
    await expect(videos).toHaveCount(4);
    // The videos are not made yet, so they carry no running times.
    expect(await videos.allInnerTexts()).not.toContainEqual(expect.stringMatching(/\d+:\d\d/));
    const watch = page.getByRole('button', { name: 'Watch Video' });
    await expect(watch).toHaveCount(4);
    for (const button of await watch.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/Coming soon/);
    }
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  for (const [site, origin] of [
    ['UK', ''],
    ['Nigeria', ng],
  ] as const) {
    test(`every guide button of the ${site} site downloads that site's PDF, of the size it says`, async ({ page }) => {
      await page.goto(`${origin}/resources`);
      const links = page.getByRole('region', { name: 'Downloadable guides' }).getByRole('link', { name: /^Download / });
      await expect(links).toHaveCount(6);
      const seen = new Set<string>();
      for (const link of await links.all()) {
        const label = (await link.textContent()) ?? '';
        const kilobytes = Number(/PDF, (\d+) KB/.exec(label)?.[1]);
        expect(kilobytes, label).toBeGreaterThan(0);
        // A press downloads the file (the link has `download`), as a reader's browser saves it.
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const file = await download.path();
        const { size } = await import('node:fs/promises').then((fs) => fs.stat(file));
        expect(Math.abs(size / 1000 - kilobytes), `${label}: ${size} bytes`).toBeLessThanOrEqual(1);
        // And the server sends it as a PDF (asked from the page: the browser resolves *.localhost).
        const href = (await link.getAttribute('href')) ?? '';
        const response = await page.evaluate(async (url) => {
          const answer = await fetch(url);
          const bytes = new Uint8Array(await answer.arrayBuffer());
          return { status: answer.status, type: answer.headers.get('content-type'), length: bytes.length, magic: String.fromCharCode(...bytes.subarray(0, 5)) };
        }, href);
        expect(response).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), length: size, magic: '%PDF-' });
        expect(href).toMatch(/^\/guides\/[a-z-]+\.pdf$/);
        seen.add(href);
      }
      expect(seen.size).toBe(6);
    });
  }

  test('a guide page prints as its words only: no header, menus, share block or footer links, with links written out', async ({ page }) => {
    await page.goto('/pregnancy/nutrition');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header, header').first()).toBeHidden();
    expect(await page.locator('nav').count()).toBeGreaterThan(0);
    for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('region', { name: 'Share this page' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    const source = page.locator('main a[href^="https://"]').first();
    const after = await source.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain(await source.getAttribute('href'));
    // For a person to look at: the page as print preview shows it.
    await page.screenshot({ fullPage: true, path: test.info().outputPath('print-preview.png') });
  });

  test('colours category badges: Pregnancy blue, Fertility pink, Postpartum green, other grey', async ({ page }) => {
    await page.goto('/resources');
    const guides = page.getByRole('region', { name: 'Downloadable guides' });
    const colourOf = async (name: string) =>
      guides.getByText(`Category: ${name}`, { exact: true }).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const [pregnancy, fertility, postpartum, other] = await Promise.all(
      ['Pregnancy', 'Fertility', 'Postpartum', 'Gynaecology'].map(colourOf),
    );
    const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
    const [pr, , pb] = rgb(pregnancy!);
    expect(pb).toBeGreaterThan(pr); // blue
    const [fr, fg, fb] = rgb(fertility!);
    expect(fr).toBeGreaterThan(fg); // pink: red over green
    expect(fb).toBeGreaterThan(fg);
    const [or, og, ob] = rgb(postpartum!);
    expect(og).toBeGreaterThan(or); // green
    expect(og).toBeGreaterThan(ob);
    const [gr, gg, gb] = rgb(other!);
    expect(Math.max(gr, gg, gb) - Math.min(gr, gg, gb)).toBeLessThan(25); // grey
    expect(new Set([pregnancy, fertility, postpartum, other]).size).toBe(4);
  });

  test("links to six trusted organisations as 'Visit {host}' in a new tab without an opener", async ({
    page,
    problems,
  }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    const links = page.getByRole('region', { name: 'Trusted organisations' }).getByRole('link');
    await expect(links).toHaveCount(6);
    const expected = {
      'nhs.uk': 'https://www.nhs.uk/',
      'rcog.org.uk': 'https://www.rcog.org.uk/',
      'who.int': 'https://www.who.int/',
      'tommys.org': 'https://www.tommys.org/',
      'health.gov.ng': 'https://health.gov.ng/',
      'nphcda.gov.ng': 'https://nphcda.gov.ng/',
    };
    for (const [host, href] of Object.entries(expected)) {
      const link = page.getByRole('link', { name: `Visit ${host} (opens in new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    expect(problems).toEqual([]);
  });

  test('each site lists its own country’s organisations first', async ({ page }) => {
    for (const [origin, first] of [
      [origins.uk, 'NHS'],
      [origins.ng, 'Federal Ministry of Health, Nigeria'],
    ] as const) {
      await page.goto(`${origin}/resources`);
      await expect(page.getByRole('region', { name: 'Trusted organisations' }).getByRole('heading', { level: 3 }).first()).toHaveText(first);
    }
  });

  test('the UK site lists UK then Nigerian emergency contacts, each clearly labelled', async ({ page, problems }) => {
    await page.goto('/resources#emergency-contacts');
    await waitForHydration(page);
    const section = page.locator('#emergency-contacts');
    await expect(section).toBeInViewport();
    const uk = section.getByRole('region', { name: 'United Kingdom' });
    await expect(uk).toContainText('999');
    await expect(uk).toContainText('111');
    await expect(uk).toContainText('Tommy’s pregnancy line');
    await expect(uk).toContainText('Samaritans');
    await expect(uk.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    const nigeria = section.getByRole('region', { name: 'If you are in Nigeria' });
    await expect(nigeria).toContainText('112');
    await expect(nigeria).toContainText('767 or 112');
    await expect(nigeria).toContainText('These numbers work only in Nigeria');
    expect(problems).toEqual([]);
  });

  test('the Nigeria site lists Nigerian contacts and never tells the reader to dial 999 or NHS 111', async ({
    page,
    problems,
  }) => {
    await page.goto(`${ng}/resources`);
    await waitForHydration(page);
    const section = page.locator('#emergency-contacts');
    const nigeria = section.getByRole('region', { name: 'Nigeria' });
    await expect(nigeria).toContainText('National emergency number');
    await expect(nigeria).toContainText('112');
    await expect(nigeria).toContainText('Lagos State emergency');
    await expect(nigeria).toContainText('SURPIN');
    // At night, a hospital with a maternity unit: many primary health care centres close (fact sheet, correction 4).
    await expect(nigeria).toContainText('Nearest hospital with a maternity unit');
    await expect(nigeria).toContainText('Your primary health care centre is for routine antenatal and postnatal care.');
    expect(await page.locator('main').innerText()).not.toMatch(/\b999\b|NHS 111/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
