import { describe, expect, it } from 'vitest';
import { localize } from '../localize';
import { officialHosts } from '../sources';
import type { Country, Localized } from '../types';
import { groupWarningSigns } from '../warningSigns';
import { articleText, countArticleWords } from './article';
import type { Article } from './article';
import { loadArticles } from './registry';

const countries: readonly Country[] = ['uk', 'ng'];
const articles = await loadArticles();

/** Every string a reader could see in an article, including titles and references. */
function everyString(article: Article, country: Country): string[] {
  return [
    article.title,
    article.description,
    ...articleText(article, country),
    ...article.references.flatMap((r) => [r.title, r.publisher, r.url]),
  ];
}

function isPerCountry(value: Localized<string>): value is { readonly uk: string; readonly ng: string } {
  return typeof value === 'object';
}

describe.each(articles.map((a) => [a.path, a] as const))('%s', (_path, article) => {
  it.each(countries)('has 600 to 1,500 words for %s', (country) => {
    const words = countArticleWords(article, country);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1500);
  });

  it('has a title, a short meta description and a summary', () => {
    expect(article.title.trim().length).toBeGreaterThan(0);
    expect(article.description.trim().length).toBeGreaterThan(0);
    expect(article.description.length).toBeLessThanOrEqual(160);
    expect(article.summary.trim().length).toBeGreaterThan(0);
  });

  it('has headed sections with text', () => {
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of article.sections) {
      expect(section.heading.trim().length).toBeGreaterThan(0);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('has at least three references with absolute https URLs', () => {
    expect(article.references.length).toBeGreaterThanOrEqual(3);
    for (const ref of article.references) {
      expect(ref.title.trim().length).toBeGreaterThan(0);
      expect(ref.publisher.trim().length).toBeGreaterThan(0);
      const url = new URL(ref.url);
      expect(url.protocol).toBe('https:');
      expect(officialHosts, `${ref.url} is not on an official host`).toContain(url.host);
    }
  });

  it('has a when-to-get-help section with an intro and warning signs from the registry', () => {
    const help = article.whenToGetHelp;
    expect(help.signs.length).toBeGreaterThanOrEqual(3);
    for (const country of countries) expect(localize(help.intro, country).trim().length).toBeGreaterThan(0);
  });

  it('shows an emergency sign, which tells a UK reader to call 999 and a Nigerian reader to call 112', () => {
    const cards = groupWarningSigns(article.whenToGetHelp.signs);
    const emergency = cards.find((card) => card.level === 'immediate');
    expect(emergency).toBeDefined();
    if (!emergency) return;
    expect(cards[0]).toBe(emergency);
    expect(localize(emergency.action, 'uk')).toContain('999');
    expect(localize(emergency.action, 'ng')).toContain('112');
  });

  it('never shows a UK number or NHS service name on the Nigeria site', () => {
    for (const text of everyString(article, 'ng')) {
      // References are sources, not instructions, so an NHS source title is allowed.
      if (article.references.some((r) => r.title === text || r.publisher === text || r.url === text)) continue;
      expect(text).not.toMatch(/999|111|\bNHS\b|\bGP\b|\bA&E\b/);
    }
  });

  it('never shows a Nigerian number on the UK site', () => {
    for (const text of everyString(article, 'uk')) {
      expect(text).not.toMatch(/\b112\b|\b767\b|SURPIN|0800 078 7746/);
    }
  });

  it('never publishes numbers the clinical fact sheet forbids', () => {
    for (const country of countries) {
      for (const text of everyString(article, country)) {
        expect(text).not.toMatch(/\b199\b|\b191\b|fewer than 10|10 kicks|10 movements/i);
      }
    }
  });

  it('gives both versions of any per-country text, and they differ', () => {
    const values: Localized<string>[] = [
      ...article.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]),
      article.whenToGetHelp.intro,
    ];
    for (const value of values) {
      if (isPerCountry(value)) {
        expect(value.uk.trim().length).toBeGreaterThan(0);
        expect(value.ng.trim().length).toBeGreaterThan(0);
        expect(value.uk).not.toBe(value.ng);
      }
    }
  });

  it('has a reviewer and ISO review dates that are real days', () => {
    expect(article.review.reviewedBy.length).toBeGreaterThan(0);
    for (const date of [article.review.lastReviewed, article.review.nextReviewDue]) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });
});
