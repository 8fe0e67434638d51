/**
 * Building the site search index, at build time. Published as
 * `@wh/content/search-index`; it needs `minisearch` (a peer dependency).
 */

import MiniSearch from 'minisearch';
import { localize } from './localize';
import { readerTerms, sameWords, termWordsFor } from './lexicon';
import { searchIndexOptions, wordsOf, type IndexedDocument, type SearchIndexFile } from './search';
import type { SearchDocument } from './searchDocuments';
import { searchDocumentsFor } from './searchDocuments';
import type { Country } from '@wh/core';

/**
 * The search index of `country`'s site, as JSON to ship with the site (and to
 * keep offline): every page `searchDocumentsFor(country)` lists, indexed with
 * the options `loadSearchIndex` loads it with. Run it when you build the site,
 * once per country, and serve the result as a file.
 *
 * @example
 * import { buildSearchIndex } from '@wh/content/search-index';
 * await writeFile('dist/sites/ng/search-index.json', await buildSearchIndex('ng'));
 */
export async function buildSearchIndex(country: Country): Promise<string> {
  const index = new MiniSearch<IndexedDocument>(searchIndexOptions);
  const documents = await searchDocumentsFor(country);
  const readerWords = readerWordsByPage(country, documents);
  const sections = sectionsByPage(country);
  index.addAll(
    documents.map((document) => ({ ...document, readerWords: readerWords.get(document.path) ?? '', sections: sections.get(document.path) ?? [] })),
  );
  const file: SearchIndexFile = { index: index.toJSON(), sameWords: sameWords() };
  return JSON.stringify(file);
}

/** Each page's own words, and how many pages each word is on. */
function wordsOfPages(documents: readonly SearchDocument[]): { onPage: Map<string, ReadonlySet<string>>; pagesWith: Map<string, number> } {
  const onPage = new Map<string, ReadonlySet<string>>();
  const pagesWith = new Map<string, number>();
  for (const { path, title, section, description, text } of documents) {
    const words = new Set(wordsOf(`${title}\n${section}\n${description}\n${text}`));
    onPage.set(path, words);
    for (const word of words) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  }
  return { onPage, pagesWith };
}

/**
 * The lexicon's words for each page on `country`'s site: the name and reader words of every term
 * it answers (a term answered in a section counts for its page), so "PND" finds the page on
 * postnatal depression; each word once. A word on more than a third of the pages ("pregnancy",
 * "baby", "bleeding") is left out where the page has it already: in a reader's words it only sets
 * the scene ("spotting in pregnancy"), and weighting it as a title would put every page with such
 * a term above the page a one-word search ("preg") means. Kept out of the page's own record: they
 * are readers' words, not the page's.
 */
function readerWordsByPage(country: Country, documents: readonly SearchDocument[]): Map<string, string> {
  const { onPage, pagesWith } = wordsOfPages(documents);
  const common = (word: string) => (pagesWith.get(word) ?? 0) > documents.length / 3;
  const byPage = new Map<string, Set<string>>();
  for (const term of readerTerms) {
    const page = localize(term.href, country).split('#')[0]!;
    const words = byPage.get(page) ?? new Set();
    for (const phrase of [...(term.name ? [localize(term.name, country)] : []), ...termWordsFor(term, country)]) {
      for (const word of wordsOf(phrase)) if (!(common(word) && onPage.get(page)?.has(word))) words.add(word);
    }
    byPage.set(page, words);
  }
  return new Map([...byPage].map(([page, words]) => [page, [...words].join(' ')]));
}

/**
 * The sections the lexicon points readers to, per page on `country`'s site: each anchor once,
 * with the words of every phrase of the terms it answers (a term's name and what readers say).
 */
function sectionsByPage(country: Country): Map<string, IndexedDocument['sections']> {
  const byPage = new Map<string, Map<string, Set<string>>>();
  for (const term of readerTerms) {
    const [page, anchor] = localize(term.href, country).split('#');
    if (!page || !anchor) continue;
    const anchors = byPage.get(page) ?? new Map<string, Set<string>>();
    const phrases = anchors.get(anchor) ?? new Set<string>();
    for (const phrase of [...(term.name ? [localize(term.name, country)] : []), ...termWordsFor(term, country)]) {
      const words = wordsOf(phrase);
      if (words.length > 0) phrases.add(words.join(' '));
    }
    anchors.set(anchor, phrases);
    byPage.set(page, anchors);
  }
  return new Map([...byPage].map(([page, anchors]) => [page, [...anchors].map(([anchor, phrases]) => [anchor, [...phrases]] as const)]));
}
