/**
 * The shape of a sub-page article (for example `/pregnancy/nutrition`).
 *
 * Anything that names a service (NHS, GP, midwife, screening programme) is
 * `Localized`. Warning signs, and what to do about them, are never written in
 * an article: it lists registry ids (warningSigns/), so the Nigeria site
 * never tells a reader to dial 999 or NHS 111 and no two pages disagree.
 */

import type { Country } from '@wh/core';
import type { Localized, NonEmpty, Reference, Review } from '../primitives';
import { localize } from '../localize';
import { groupWarningSigns, signIdsIn, type WarningSignId } from '../warningSigns';

/** One headed part of an article: short paragraphs, then an optional bullet list, then optional warning signs. */
export interface ArticleSection {
  readonly heading: string;
  readonly paragraphs: readonly Localized<string>[];
  readonly list?: readonly Localized<string>[];
  /** Warning signs that belong with this section, shown as care cards after its text. */
  readonly signs?: NonEmpty<WarningSignId>;
}

/**
 * The article's warning signs. The page shows them as care cards, most urgent
 * first, each with its level's heading and action from the registry.
 */
export interface WhenToGetHelp {
  /** A short lead-in sentence or two. */
  readonly intro: Localized<string>;
  readonly signs: NonEmpty<WarningSignId>;
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
  /** Plain-language summary shown first: per country where the advice differs (the supplements that matter most). */
  readonly summary: Localized<string>;
  readonly sections: readonly ArticleSection[];
  readonly whenToGetHelp: WhenToGetHelp;
  /** At least four official sources. */
  readonly references: readonly Reference[];
  /** Who last checked the text against current guidance, when, and when it is next due. */
  readonly review: Review;
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
  const out: string[] = [localize(article.summary, country)];
  for (const section of article.sections) {
    out.push(section.heading);
    for (const p of section.paragraphs) out.push(localize(p, country));
    for (const item of section.list ?? []) out.push(localize(item, country));
  }
  out.push(localize(article.whenToGetHelp.intro, country));
  // A postpartum guide's actions are worded for the weeks after the birth, as its page shows them.
  const about = 'topic' in article && article.topic === 'postpartum' ? 'after-birth' : undefined;
  for (const card of groupWarningSigns(signIdsIn(article), country, about)) {
    out.push(localize(card.action, country));
    for (const sign of card.signs) {
      out.push(localize(sign.text, country));
      if (sign.note) out.push(localize(sign.note, country));
    }
  }
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
