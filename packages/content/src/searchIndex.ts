/**
 * Building the site search index, at build time. Published as
 * `@wh/content/search-index`; it needs `minisearch` (a peer dependency).
 */

import MiniSearch from 'minisearch';
import { searchIndexOptions } from './search';
import { searchDocumentsFor, type SearchDocument } from './searchDocuments';
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
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(await searchDocumentsFor(country));
  return JSON.stringify(index);
}
