import { getWarningSign, localize, routePaths, warningSignIds } from '@wh/content';
import type { Country } from '@wh/core';
import { describe, expect, it } from 'vitest';
import { siteOrigins, type PageAssets } from './entry-server';
import { render } from './entry-server';

/**
 * Every page of both sites shows each warning sign at most once: a long page has one "When to get
 * help" (from the registry), and other parts of it link there instead of repeating its cards. A sign
 * is found by its words in the page's main text, however it is marked up, so a repeat is caught
 * whether it comes back as a care card, a list or a paragraph.
 */

const assets: PageAssets = { entry: '/assets/entry.js', preloads: () => [] };

/**
 * The pieces of text a reader sees in a page's <main>, one per run of text between tags, entities
 * decoded and spaces made plain. A sign is shown where a piece is exactly its words (in a care card,
 * a list or a paragraph alike); a sentence that only starts with the same words is prose about it.
 */
function mainTexts(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (main === undefined) throw new Error('The page has no <main>.');
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '<>')
    .split(/<[^>]*>/)
    .map((text) =>
      text
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The signs a page's text shows more than once, with how many times. */
function repeatedSigns(texts: readonly string[], country: Country): string[] {
  return warningSignIds.flatMap((id) => {
    const words = localize(getWarningSign(id).text, country).replace(/\s+/g, ' ');
    const count = texts.filter((text) => text === words).length;
    return count > 1 ? [`${id} (${count} times)`] : [];
  });
}

describe('each warning sign shows once per page', () => {
  it('finds a sign shown twice (the check can fail)', () => {
    const sign = localize(getWarningSign('reduced-movements').text, 'uk');
    expect(repeatedSigns(mainTexts(`<main><ul><li>${sign}</li></ul><p>${sign} is a sign to act on.</p></main>`), 'uk')).toEqual([]);
    expect(repeatedSigns(mainTexts(`<main><ul><li>${sign}</li></ul><p><span>${sign}</span></p></main>`), 'uk')).toEqual([
      'reduced-movements (2 times)',
    ]);
  });

  for (const country of Object.keys(siteOrigins) as Country[]) {
    it(`on every page of the ${country} site`, async () => {
      const repeats: Record<string, string[]> = {};
      for (const path of routePaths) {
        const { html } = await render(new Request(`${siteOrigins[country]}${path}`), assets);
        const repeated = repeatedSigns(mainTexts(html), country);
        if (repeated.length > 0) repeats[path] = repeated;
      }
      expect(repeats).toEqual({});
    }, 120_000);
  }
});
