/**
 * Finding signs in the registry: every id, whether a string is one, one sign
 * with its id, and the ids a piece of content shows.
 */

import { warningSigns, type WarningSign, type WarningSignId } from './registry';
import type { Audience, WarningSignDefinition } from './types';

/** Every sign id, in registry order. */
export const warningSignIds = Object.keys(warningSigns) as WarningSignId[];

/**
 * The ids of every sign that applies to `audience` (its `appliesTo` names
 * it), in registry order: the registry's grouping by who a sign is about, which
 * the symptom checker shows one answer at a time.
 *
 * @example
 * warningSignIdsFor('baby').includes('baby-breathing'); // true
 * warningSignIdsFor('baby').includes('reduced-movements'); // false
 */
export function warningSignIdsFor(audience: Audience): WarningSignId[] {
  return warningSignIds.filter((id) => (warningSigns[id].appliesTo as readonly Audience[]).includes(audience));
}

/**
 * Tells whether a string is a registered sign id. Pages use typed ids; this is
 * for checks of data that arrives untyped.
 *
 * @example
 * isWarningSignId('reduced-movements'); // true
 */
export function isWarningSignId(id: string): id is WarningSignId {
  return Object.hasOwn(warningSigns, id);
}

/**
 * One sign from the registry.
 *
 * @example
 * getWarningSign('reduced-movements').level; // 'act-now'
 */
export function getWarningSign(id: WarningSignId): WarningSign {
  return { id, ...(warningSigns[id] as WarningSignDefinition) };
}

/**
 * Every warning sign a piece of content shows, in reading order: the ids in
 * any `signs` list inside it, at any depth. Pages keep their signs under that
 * key (a `signs` block, a group's or a trimester's `signs`, an FAQ answer's
 * `signs`), so one walk finds them all.
 *
 * @example
 * signIdsIn({ sections: [{ signs: ['reduced-movements'] }] }); // ['reduced-movements']
 */
export function signIdsIn(content: unknown): WarningSignId[] {
  const found: WarningSignId[] = [];
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      if (key === 'signs') {
        for (const item of value) if (typeof item === 'string' && isWarningSignId(item)) found.push(item);
      } else {
        for (const item of value) visit(item, key);
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(content, '');
  return found;
}
