import type { Country } from '@wh/core';
import { buildSearchIndex } from '@wh/content/search-index';

/** A country's search index as the site serves it: the address and the file's text. */
export interface SearchIndexFile {
  /** Under /assets/, named by its content's hash: cached for a year, never stale after a deploy. */
  path: `/assets/search-index-${string}.json`;
  json: string;
}

const built = new Map<Country, Promise<SearchIndexFile>>();

async function build(country: Country): Promise<SearchIndexFile> {
  const json = await buildSearchIndex(country);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  const hash = Array.from(digest.subarray(0, 6), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { path: `/assets/search-index-${hash}.json`, json };
}

/**
 * The search index of `country`'s site (built once per process, at build time): the /search page
 * links its island to `path`, and the prerender writes `json` there and adds it to the service
 * worker's offline set. Only the server and the prerender call this; the browser fetches the file.
 *
 * @example
 * const { path, json } = await searchIndexFile('ng'); // '/assets/search-index-3f9c0a1b2c4d.json'
 */
export function searchIndexFile(country: Country): Promise<SearchIndexFile> {
  let file = built.get(country);
  if (!file) built.set(country, (file = build(country)));
  return file;
}
