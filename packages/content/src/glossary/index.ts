/** Searching the glossary, and the address of a term on its page; the terms are in `terms.ts`. */

import type { GlossaryTerm } from '../types';
import { glossary } from './terms';

export { glossary };

/**
 * Finds glossary terms whose name, other spellings or definition contain the
 * text, ignoring case. Empty text returns every term.
 *
 * @example
 * searchGlossary('amenorrhea').map((t) => t.term); // ['Amenorrhoea']
 * searchGlossary('').length === glossary.length; // true
 */
export function searchGlossary(text: string): readonly GlossaryTerm[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return glossary;
  return glossary.filter((entry) =>
    [entry.term, ...entry.alsoKnownAs, entry.definition].some((field) => field.toLowerCase().includes(needle)),
  );
}

/**
 * The id a term's entry has on the glossary page, so a link (a search result)
 * can point at it: `/tools/glossary#<id>`. Lower case, letters and digits
 * joined by hyphens, accents and apostrophes dropped.
 *
 * @example
 * glossaryTermAnchor('Edwards’ syndrome'); // 'edwards-syndrome'
 * glossaryTermAnchor('HPV (human papillomavirus)'); // 'hpv-human-papillomavirus'
 */
export function glossaryTermAnchor(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/\p{M}|['’]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The message shown when a glossary search finds nothing (docs/spec.md, section 8).
 *
 * @example
 * glossaryNoMatchMessage('xyz'); // 'No terms found matching "xyz". Try a different search term.'
 */
export function glossaryNoMatchMessage(text: string): string {
  return `No terms found matching "${text}". Try a different search term.`;
}
