/**
 * Reads back the text of every guide PDF (Mozilla's PDF.js, as a reader's viewer would) for both
 * countries: its title, every heading of the pages it is made from, the review date, the page
 * numbers and the footer's numbers on every page, and never a number or service of the other
 * country. Also that the PDF is tagged: its structure tree has the headings a screen reader lists.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Country } from '@wh/core';
import { guideDownloads } from '../../src/guideDownloads';
import { guideContent, type GuideDocument } from './guideContent';
import { guideDate, guidePdf } from './guidePdf';
import { guideSizeLimit } from './writeGuidePdfs';

interface StructNode {
  role?: string;
  children?: StructNode[];
}

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const roles: string[] = [];
  const walk = (node: StructNode | null | undefined) => {
    if (!node) return;
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) walk(child);
  };
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    walk((await page.getStructTree()) as StructNode);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages, roles, title: info.Title ?? '' };
}

/** Spaces as a reader sees them: PDF.js may split a line into pieces. */
const squash = (text: string) => text.replace(/\s+/g, ' ');
/** Without spaces, for text a line may break inside (long headings, addresses). */
const compact = (text: string) => text.replace(/\s+/g, '');

/** What must never appear on the other country's guides. */
const foreign: Record<Country, RegExp> = {
  uk: /\b112\b|\b767\b|\bPHC\b|primary health care centre/i,
  ng: /\b999\b|\b111\b|\bNHS\b|\bGP\b|\bA&E\b/,
};

const footers: Record<Country, RegExp> = {
  uk: /In an emergency: Emergency services 999 · NHS 111/,
  ng: /In an emergency: National emergency number 112 · Lagos State emergency 767 or 112/,
};

describe.each(['uk', 'ng'] as const)('the guides of the %s site', (country) => {
  it.each(guideDownloads.map((download) => [download.slug]))('%s says what its pages say, with its country’s numbers only', { timeout: 30_000 }, async (slug) => {
    const guide: GuideDocument = await guideContent(slug, country);
    const bytes = await guidePdf(guide, country === 'uk' ? 'https://guide.example' : 'https://ng.guide.example');
    expect(bytes.length).toBeLessThan(guideSizeLimit);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, roles, title } = await readPdf(new Uint8Array(bytes));
    const all = squash(pages.join('\n'));

    expect(title).toContain(guide.title);
    expect(all).toContain(guide.title);
    for (const block of guide.blocks) if (block.kind === 'heading') expect(compact(all)).toContain(compact(block.text));
    expect(all).toContain('Sources');
    for (const source of guide.sources) expect(compact(all)).toContain(source.url);
    for (const contact of guide.emergency) expect(all).toContain(contact.number);

    pages.forEach((text, i) => {
      const page = squash(text);
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page, `page ${i + 1}`).toContain(`Reviewed ${guideDate(guide.review.lastReviewed)}`);
      expect(page, `page ${i + 1}`).toMatch(footers[country]);
    });
    expect(all).not.toMatch(foreign[country]);

    // Tagged: a screen reader finds the title, the headings, paragraphs and list items.
    expect(roles).toContain('H1');
    expect(roles.filter((role) => role === 'H2').length).toBeGreaterThanOrEqual(guide.blocks.filter((b) => b.kind === 'heading' && b.level === 2).length);
    expect(roles).toEqual(expect.arrayContaining(['P', 'L', 'LI', 'LBody']));
  });
});

describe('the guides’ content', () => {
  it('comes from the site’s pages: the cycle workbook has its 3-month chart, the conception guide is a checklist', async () => {
    const cycle = await guideContent('understanding-your-cycle', 'uk');
    expect(cycle.blocks).toContainEqual({ kind: 'cycleChart', months: 3 });
    const conceive = await guideContent('getting-ready-to-conceive', 'ng');
    expect(conceive.blocks.some((block) => block.kind === 'list' && block.checklist)).toBe(true);
  });

  it('makes the same bytes from the same words, so a rebuild changes no file that did not change', async () => {
    const guide = await guideContent('eating-well-in-pregnancy', 'uk');
    const [a, b] = await Promise.all([guidePdf(guide, 'https://guide.example'), guidePdf(guide, 'https://guide.example')]);
    expect(Buffer.compare(a, b)).toBe(0);
  });
});
