/**
 * The shape of a sub-page article (for example `/pregnancy/nutrition`).
 *
 * Anything that names an emergency number, an urgent-advice line, a helpline
 * or a service (NHS, GP, midwife, screening programme) is `Localized`, so the
 * Nigeria site never tells a reader to dial 999 or NHS 111.
 */

import type { Country, Localized, Reference } from '../types';
import { localize } from '../localize';

/** One headed part of an article: short paragraphs, then an optional bullet list. */
export interface ArticleSection {
  readonly heading: string;
  readonly paragraphs: readonly Localized<string>[];
  readonly list?: readonly Localized<string>[];
}

/**
 * What to do when something may be wrong, split by how fast to act. Each
 * list of signs comes with the action to take, so a page can show the
 * action as a lead-in and the signs as bullets beneath it.
 */
export interface WhenToGetHelp {
  /** A short lead-in sentence or two. */
  readonly intro: Localized<string>;
  /** What to do for the urgent signs (GP, midwife, NHS 111; in Nigeria a clinic or hospital). */
  readonly urgentAction: Localized<string>;
  /** Signs that need advice the same day. */
  readonly urgent: readonly Localized<string>[];
  /** What to do for the emergency signs (999; in Nigeria 112, Lagos 767). */
  readonly emergencyAction: Localized<string>;
  /** Signs that need an ambulance or the emergency department now. */
  readonly emergency: readonly Localized<string>[];
}

/**
 * A complete article: what its file holds. Its address and topic are not
 * written here but in its registry entry (registry.ts); `loadArticle` adds
 * them (`ArticlePage`).
 */
export interface Article {
  readonly title: string;
  /** One-sentence meta description, at most 160 characters. */
  readonly description: string;
  /** Plain-language summary shown first. */
  readonly summary: string;
  readonly sections: readonly ArticleSection[];
  readonly whenToGetHelp: WhenToGetHelp;
  /** At least three official sources. */
  readonly references: readonly Reference[];
  /** ISO date (YYYY-MM-DD) the text was last checked against current guidance. */
  readonly lastReviewed: string;
}

/**
 * Every piece of reader-facing prose in an article, resolved for one country,
 * in reading order. Useful for word counts, reading-grade reports and checks
 * that a country's text never names another country's numbers.
 *
 * @example
 * const words = articleText(article, 'ng').join(' ').split(/\s+/).length;
 */
export function articleText(article: Article, country: Country): string[] {
  const out: string[] = [article.summary];
  for (const section of article.sections) {
    out.push(section.heading);
    for (const p of section.paragraphs) out.push(localize(p, country));
    for (const item of section.list ?? []) out.push(localize(item, country));
  }
  const help = article.whenToGetHelp;
  out.push(localize(help.intro, country));
  out.push(localize(help.urgentAction, country));
  for (const item of help.urgent) out.push(localize(item, country));
  out.push(localize(help.emergencyAction, country));
  for (const item of help.emergency) out.push(localize(item, country));
  return out;
}

/**
 * Counts the words a reader sees in an article for one country: summary,
 * section headings and text, and the when-to-get-help section.
 *
 * @example
 * countArticleWords(article, 'uk'); // e.g. 912
 */
export function countArticleWords(article: Article, country: Country): number {
  return articleText(article, country)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
