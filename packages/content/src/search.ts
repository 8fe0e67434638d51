/**
 * Searching the site in the browser, offline: load the index built at build
 * time (`buildSearchIndex` in `@wh/content/search-index`) and search it as the
 * reader types. Published as `@wh/content/search`; it needs `minisearch`
 * (a peer dependency), which the main entry of `@wh/content` does not.
 *
 * The options below are the one home of how words are split and matched: the
 * index is built and loaded with the same ones, or MiniSearch would look up
 * terms the index never stored.
 */

import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument } from './searchDocuments';

/** Words too common to help find a page; left out of the index and of queries. */
const stopWords = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its may more most not of on or so than that the their them then there these they this to too up was we what when which who will with you your'.split(
    ' ',
  ),
);

/**
 * Splits text into words at spaces and punctuation. A hyphenated word gives its
 * parts and the parts joined, so "pre-eclampsia" is found by "pre-eclampsia",
 * "eclampsia" and "preeclampsia" (and, with a typo, "preclampsia").
 */
function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/[\s\p{Z}]+|[^\P{P}-]+|[\p{S}]+/u)) {
    const parts = chunk.split(/-+/).filter(Boolean);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/** Lower case, accents dropped (pâté finds pate), and no stop words or single letters. */
function processTerm(term: string): string | null {
  const plain = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return plain.length < 2 || stopWords.has(plain) ? null : plain;
}

/**
 * How a query is matched: every word must match (`AND`), the last word as a
 * prefix too (a reader is still typing it), and each word of five letters or
 * more within about one typo in five letters (`fuzzy: 0.2`: "misscarriage",
 * "preclampsia"). A shorter word is matched as written first: allowing a typo
 * in four letters made "preg" find PrEP before pregnancy. Only when that finds
 * nothing are short words allowed a typo too (`forgivingSearch`: "folic acd").
 * An exact word counts most, then a prefix, then a near miss; and a match in
 * the title most, then the description and section, then the text.
 */
const searchOptions: SearchOptions = {
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  weights: { prefix: 0.375, fuzzy: 0.2 },
  boost: { title: 4, description: 2, section: 1.5, text: 1 },
};

/** The second try, when the first finds nothing: short words may have a typo too. */
const forgivingSearch: SearchOptions = { fuzzy: 0.34 };

/** The options the index is built and loaded with (MiniSearch's `Options`). */
export const searchIndexOptions: Options<SearchDocument> = {
  idField: 'path',
  fields: ['title', 'section', 'description', 'text'],
  storeFields: ['title', 'section', 'description'],
  tokenize,
  processTerm,
  searchOptions,
};

/** One result, best first. */
export interface SearchResult {
  /** Where to link: a page, or a glossary term's entry (`/tools/glossary#...`). */
  readonly path: string;
  readonly title: string;
  readonly section: string;
  /** A line to show under the title. */
  readonly description: string;
  /** How well it matched (higher is better), for sorting only. */
  readonly score: number;
}

/** The loaded index of one country's site. */
export interface SiteSearch {
  /**
   * The pages that match `query`, best first, at most `limit` (default 20).
   * An empty or all-stop-word query gives none.
   */
  search(query: string, limit?: number): readonly SearchResult[];
  /** How many pages the index holds. */
  readonly documentCount: number;
}

/**
 * Loads a country's search index (the JSON `buildSearchIndex` wrote) for
 * searching in the browser, offline, in one go. On a page that must stay
 * responsive while it loads, use `loadSearchIndexAsync`.
 *
 * @throws SyntaxError or Error when `json` is not an index built with these options.
 *
 * @example
 * import { loadSearchIndex } from '@wh/content/search';
 * const site = loadSearchIndex(await (await fetch('/search-index.json')).text());
 * site.search('preclampsia')[0];
 * // { path: '/pregnancy/pre-eclampsia', title: 'Pre-eclampsia and eclampsia', section: 'Pregnancy Guide', description: '...', score: 42.1 }
 */
export function loadSearchIndex(json: string): SiteSearch {
  return siteSearch(MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions));
}

/**
 * `loadSearchIndex` in steps: it gives the browser back its main thread
 * between them (MiniSearch's `loadJSONAsync`, every 1,000 words), so a page
 * that loads its index as it starts answers a tap at once. Loading a whole
 * site's index in one go takes over 100 ms on a phone's CPU.
 *
 * @throws (rejects) SyntaxError or Error when `json` is not an index built with these options.
 *
 * @example
 * import { loadSearchIndexAsync } from '@wh/content/search';
 * const site = await loadSearchIndexAsync(await (await fetch('/search-index.json')).text());
 * site.search('scan');
 */
export async function loadSearchIndexAsync(json: string): Promise<SiteSearch> {
  return siteSearch(await MiniSearch.loadJSONAsync<SearchDocument>(json, searchIndexOptions));
}

/** Our search over a loaded index: the exact words first, forgiving typos when they find nothing. */
function siteSearch(index: MiniSearch<SearchDocument>): SiteSearch {
  return {
    documentCount: index.documentCount,
    search(query, limit = 20) {
      const exact = index.search(query);
      return (exact.length > 0 ? exact : index.search(query, forgivingSearch))
        .slice(0, limit)
        .map((result) => ({
          path: String(result.id),
          title: String(result.title),
          section: String(result.section),
          description: String(result.description),
          score: result.score,
        }));
    },
  };
}
