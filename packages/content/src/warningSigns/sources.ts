/**
 * The sources behind the signs a page shows, and a page's whole list of
 * sources for one country (its own references fit for that country, then its
 * signs' sources).
 */

import type { Country } from '@wh/core';
import type { Reference } from '../primitives';
import { isSourceFor, sources, type SourceId } from '../sources';
import { levelSources } from '../urgency';
import { warningSigns, type WarningSignId } from './registry';

/**
 * The sources behind some signs on one country's site, each once: each sign's
 * own, then those of the actions shown with them (that country's emergency
 * numbers and services).
 *
 * @example
 * signSources(['reduced-movements'], 'ng').map((s) => s.publisher);
 * // ['World Health Organization']
 */
export function signSources(ids: readonly WarningSignId[], country: Country): readonly Reference[] {
  const seen = new Set<SourceId>();
  for (const id of ids) for (const source of warningSigns[id].sources[country]) seen.add(source);
  for (const id of ids) for (const source of levelSources[country][warningSigns[id].level]) seen.add(source);
  return [...seen].map((id) => sources[id]);
}

/**
 * What a page cites on one country's site: its own references that are fit
 * for that country's readers (`isSourceFor`: no NHS page on the Nigeria site,
 * no Nigerian agency on the UK site), then the sources of the warning signs it
 * shows (`signSources`), each once. Every page's list of sources comes from
 * here.
 *
 * @example
 * pageSources(article.references, signIdsIn(article), 'ng');
 */
export function pageSources(references: readonly Reference[], signs: readonly WarningSignId[], country: Country): readonly Reference[] {
  const byUrl = new Map<string, Reference>();
  for (const reference of [...references.filter((r) => isSourceFor(r, country)), ...signSources(signs, country)]) {
    if (!byUrl.has(reference.url)) byUrl.set(reference.url, reference);
  }
  return [...byUrl.values()];
}
