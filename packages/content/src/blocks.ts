/**
 * Small builders for body text. What to do about a warning sign is never
 * written here or in a page: a page names registry ids with `signs(...)`, and
 * the registry (warningSigns/, urgency.ts) says how urgent each is and what
 * to do in each country.
 */

import type { Block, Localized, NonEmpty, WarningSignId } from './types';

/**
 * A paragraph block.
 *
 * @example
 * p('Drink plenty of water.'); // { kind: 'paragraph', text: 'Drink plenty of water.' }
 */
export function p(text: Localized<string>): Block {
  return { kind: 'paragraph', text };
}

/**
 * A bulleted list block.
 *
 * @example
 * list('walking', 'swimming'); // { kind: 'list', items: ['walking', 'swimming'] }
 */
export function list(...items: NonEmpty<Localized<string>>): Block {
  return { kind: 'list', items };
}

/**
 * Warning signs from the registry, shown as care cards, most urgent first.
 *
 * @example
 * signs('reduced-movements'); // { kind: 'signs', signs: ['reduced-movements'] }
 */
export function signs(...ids: NonEmpty<WarningSignId>): Block {
  return { kind: 'signs', signs: ids };
}
