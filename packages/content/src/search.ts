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

import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchOptions } from 'minisearch';
import type { SearchDocument } from './searchDocuments';
import { isWeekByWeekPath, pregnancyWeekRange, weekPath } from './weekPaths';

/** Words too common to help find a page; left out of the index and of queries. */
const stopWords = new Set(
  'a an and are as at be but by can cant do does dont for from has have how i if im in into is it its may me more most my not of on or so than that the their them then there these they this to too up was we what when which who will with wont you your'.split(
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

/**
 * Lower case, accents dropped (pâté finds pate), and no stop words or single letters; single
 * digits stay, since "8 weeks" is a stage of pregnancy ("cant" is a stop word as typed: "can't"
 * splits into "can" and "t", both left out).
 */
function processTerm(term: string): string | null {
  const plain = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return (plain.length < 2 && !/^\d$/.test(plain)) || stopWords.has(plain) ? null : plain;
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
  boost: { title: 4, readerWords: 3, description: 2, section: 1.5, text: 1 },
};

/** The second try, when the first finds nothing: short words may have a typo too. */
const forgivingSearch: SearchOptions = { fuzzy: 0.34 };

/**
 * A page's record as the index holds it: its own words, and the words readers use for what it
 * answers (the lexicon's terms whose answer is on the page), which count as much as its title.
 */
export interface IndexedDocument extends SearchDocument {
  readonly readerWords: string;
  /**
   * The sections of the page that the lexicon says answer a term (`ReaderTerm.href` with an
   * anchor), each with the words of every phrase readers use for it (`wordsOf`, joined by spaces):
   * a result links to the section whose phrase holds every word of the query.
   */
  readonly sections?: readonly (readonly [anchor: string, phrases: readonly string[]])[];
}

/** The options the index is built and loaded with (MiniSearch's `Options`). */
export const searchIndexOptions: Options<IndexedDocument> = {
  idField: 'path',
  fields: ['title', 'readerWords', 'section', 'description', 'text'],
  storeFields: ['title', 'section', 'description', 'sections'],
  tokenize,
  processTerm,
  searchOptions,
};

/** One result, best first. */
export interface SearchResult {
  /** The page, or a glossary term's entry (`/tools/glossary#...`): the result's id. */
  readonly path: string;
  /**
   * Where to link: the section of the page that answers the query where the lexicon knows one
   * ("PPH" opens the guide at its section on postpartum haemorrhage), otherwise `path`.
   */
  readonly href: string;
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
 * // { path: '/pregnancy/pre-eclampsia', href: '/pregnancy/pre-eclampsia', title: 'Pre-eclampsia and eclampsia', section: 'Pregnancy Guide', description: '...', score: 42.1 }
 */
export function loadSearchIndex(json: string): SiteSearch {
  const file = readIndexFile(json);
  return siteSearch(MiniSearch.loadJS<IndexedDocument>(file.index, searchIndexOptions), file.sameWords);
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
  const file = readIndexFile(json);
  return siteSearch(await MiniSearch.loadJSAsync<IndexedDocument>(file.index, searchIndexOptions), file.sameWords);
}

/**
 * What an index file holds: the index, and the words each query word stands for (the lexicon's
 * `sameWords`), so the browser's code carries no word lists of its own.
 */
export interface SearchIndexFile {
  readonly index: AsPlainObject;
  readonly sameWords: Readonly<Record<string, readonly string[]>>;
}

function readIndexFile(json: string): SearchIndexFile {
  const file: unknown = JSON.parse(json);
  if (typeof file !== 'object' || file === null || !('index' in file) || !('sameWords' in file)) {
    throw new Error('This is not a search index built by buildSearchIndex: it has no index and sameWords.');
  }
  return file as SearchIndexFile;
}

/** A number of weeks in a query ("8 weeks", "8 weeks pregnant"), and the query's other words. */
interface WeeksInQuery {
  readonly week: number;
  readonly otherWords: readonly string[];
  /** The words say after the birth ("6 weeks after birth", "8 weeks postpartum", "6 weeks old"). */
  readonly afterBirth: boolean;
}

const weekWords = new Set(['week', 'weeks', 'wk', 'wks']);
const afterBirthWords = new Set(['birth', 'delivery', 'delivered', 'postpartum', 'postnatal', 'born', 'old', 'caesarean', 'section']);

function weeksIn(words: readonly string[]): WeeksInQuery | undefined {
  const at = words.findIndex((word, i) => /^\d{1,2}$/.test(word) && weekWords.has(words[i + 1] ?? ''));
  if (at < 0) return undefined;
  const week = Number(words[at]);
  if (week < pregnancyWeekRange.first || week > pregnancyWeekRange.last) return undefined;
  const end = words[at + 2] === 'pregnant' ? at + 3 : at + 2;
  const otherWords = [...words.slice(0, at), ...words.slice(end)];
  return { week, otherWords, afterBirth: otherWords.some((word) => afterBirthWords.has(word)) };
}

/** The last week of early pregnancy (the first trimester), when bleeding and pain mean a miscarriage or an ectopic pregnancy is checked for. */
const lastWeekOfEarlyPregnancy = 13;

/**
 * How much a number of weeks in a query weighs a page: "bleeding 8 weeks" is a reader 8 weeks
 * pregnant, so pages about pregnancy (week 8's above all, and, in the first trimester, those
 * about early pregnancy) rank above the rest, and those about after the birth last; "bleeding 6
 * weeks after birth" the other way round.
 */
function stageBoost({ week, afterBirth }: WeeksInQuery): (path: string) => number {
  const ownWeek = weekPath(week);
  return (path) => {
    const afterBirthPage = path.startsWith('/postpartum');
    if (afterBirth) return afterBirthPage ? 2 : isWeekByWeekPath(path) ? 0.25 : 1;
    if (path === ownWeek) return 3;
    if (afterBirthPage) return 0.25;
    if (isWeekByWeekPath(path)) return 0.5;
    const early = week <= lastWeekOfEarlyPregnancy;
    if (early && earlyPregnancyPages.has(path)) return 3;
    // In early pregnancy the other guides (labour, say) are for later: no lift.
    if (path.startsWith('/pregnancy')) return early ? 1 : 1.5;
    return 0.5;
  };
}

/** The guides about early pregnancy: where its bleeding, pain and sickness are answered. */
const earlyPregnancyPages: ReadonlySet<string> = new Set(['/pregnancy/concerns', '/pregnancy/miscarriage-and-ectopic', '/pregnancy/trimesters']);

/** The words of a text as the index holds them (split, lower case, no stop words): for a query, or a page's reader words. */
export function wordsOf(query: string): string[] {
  return tokenize(query).flatMap((token) => processTerm(token) ?? []);
}

/**
 * The address of the section of `path` that answers `words`: the first section with a phrase
 * readers use for it that holds every word (the last may be the start of one, as it is typed);
 * the page itself when none does.
 */
function sectionHref(path: string, sections: IndexedDocument['sections'] | undefined, words: readonly string[]): string {
  const holdsAll = (phrase: string) => {
    const phraseWords = phrase.split(' ');
    return words.every((word, i) => phraseWords.some((candidate) => candidate === word || (i === words.length - 1 && candidate.startsWith(word))));
  };
  const section = sections?.find(([, phrases]) => phrases.some(holdsAll));
  return section ? `${path}#${section[0]}` : path;
}

/**
 * Our search over a loaded index: every word must match, each word standing for itself and its
 * `sameWords`; a number of weeks weighs pages by the stage of pregnancy it means rather than
 * being a word to match; the exact words first, forgiving typos when they find nothing.
 */
function siteSearch(index: MiniSearch<IndexedDocument>, sameWords: SearchIndexFile['sameWords']): SiteSearch {
  return {
    documentCount: index.documentCount,
    search(query, limit = 20) {
      const words = wordsOf(query);
      const weeks = weeksIn(words);
      // "8 weeks pregnant" alone is the week's page: its number is the word to find.
      const required = weeks && weeks.otherWords.length > 0 ? weeks.otherWords : words;
      if (required.length === 0) return [];
      const boost = weeks ? stageBoost(weeks) : undefined;
      const tree: Query = {
        combineWith: 'AND',
        queries: required.map((word, i) => ({
          combineWith: 'OR',
          // The last word as a prefix: the reader may still be typing it.
          prefix: i === required.length - 1,
          queries: [word, ...(Object.hasOwn(sameWords, word) ? sameWords[word]! : [])],
        })),
      };
      const options: SearchOptions = boost ? { boostDocument: (id) => boost(String(id)) } : {};
      const exact = index.search(tree, options);
      return (exact.length > 0 ? exact : index.search(tree, { ...options, ...forgivingSearch }))
        .slice(0, limit)
        .map((result) => ({
          path: String(result.id),
          href: sectionHref(String(result.id), result.sections as IndexedDocument['sections'] | undefined, required),
          title: String(result.title),
          section: String(result.section),
          description: String(result.description),
          score: result.score,
        }));
    },
  };
}
