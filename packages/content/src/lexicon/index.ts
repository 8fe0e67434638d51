/**
 * The lexicon (the words readers use, and where the site answers them): its terms are in
 * `terms.ts`, their shapes in `types.ts`; here is what the search index and the A to Z read.
 */

import type { Country } from '@wh/core';
import { localize } from '../localize';
import { readerTerms, sameWordsEverywhere } from './terms';
import type { AtoZEntry, ReaderTerm } from './types';

export { readerTerms };
export type { AtoZEntry, ReaderTerm };

/**
 * What a query word stands for: the word and the words `sameWordsEverywhere` puts with it, each
 * way, so "delivery" finds pages that say "birth" and "postpartum" those that say "postnatal".
 *
 * @example
 * sameWords().delivery; // ['birth', 'delivered', 'deliver', 'childbirth']
 */
export function sameWords(): Record<string, readonly string[]> {
  const same: Record<string, Set<string>> = {};
  for (const [word, others] of Object.entries(sameWordsEverywhere)) {
    const group = [word, ...others];
    for (const member of group) {
      const set = (same[member] ??= new Set());
      for (const other of group) if (other !== member) set.add(other);
    }
  }
  return Object.fromEntries(Object.entries(same).map(([word, set]) => [word, [...set]]));
}

/** What readers type for a term on one country's site. */
export function termWordsFor(term: ReaderTerm, country: Country): readonly string[] {
  return localize(term.says, country);
}

/**
 * The A to Z of conditions and symptoms on `country`'s site: every named term of the lexicon, in
 * that site's words, sorted as a reader looks for them (case and accents ignored), each linking to
 * the page or section that answers it.
 *
 * @example
 * atoZFor('ng').find((entry) => entry.name.startsWith('Heavy bleeding'));
 * // { name: 'Heavy bleeding after delivery (postpartum haemorrhage)', href: '/postpartum/bleeding-after-birth#what-a-postpartum-haemorrhage-is' }
 */
export function atoZFor(country: Country): AtoZEntry[] {
  const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });
  return readerTerms
    .flatMap((term) => (term.name ? [{ name: localize(term.name, country), href: localize(term.href, country) }] : []))
    .sort((a, b) => collator.compare(a.name, b.name));
}
