/**
 * Grouping signs into care cards: the order a page shows its signs in and
 * which signs share one action.
 */

import type { Country } from '@wh/core';
import { localize } from '../localize';
import type { Localized, NonEmpty } from '../primitives';
import { careAction, urgencyLevelOrder, type CareRoute, type CareStage, type UrgencyLevel } from '../urgency';
import { getWarningSign } from './lookup';
import type { WarningSign, WarningSignId } from './registry';
import type { Audience } from './types';

/**
 * Signs that share a level and what to do, shown together on one care card.
 * Signs of different care routes share a card when their action is the same
 * (every emergency is "call 999" or "call 112").
 */
export interface WarningSignCard {
  readonly level: UrgencyLevel;
  /** What to do, per country: written once per level and route in urgency.ts. */
  readonly action: Localized<string>;
  readonly signs: NonEmpty<WarningSign>;
}

const careOrder: readonly CareRoute[] = ['maternity', 'baby', 'mental-health', 'general'];

/**
 * The stage a sign's action is worded for: after the birth on a page about
 * the weeks after the birth (`about`), and for a sign that only happens then
 * wherever it is shown; in pregnancy otherwise.
 */
function careStageOf(sign: WarningSign, about: Audience | undefined): CareStage {
  const onlyAfterBirth = sign.appliesTo.every((audience) => audience === 'after-birth');
  return onlyAfterBirth || (about === 'after-birth' && sign.appliesTo.includes('after-birth')) ? 'after-birth' : 'pregnancy';
}

/**
 * Sorts signs into care cards: most urgent first, one card per level and
 * action, each sign once, in the order given within a card. Given a country,
 * signs whose actions read the same on that country's site share a card (in the
 * UK every emergency is "Call 999"; in Nigeria a mother, a baby and anyone else
 * are sent to different places); without one, a card's action is the same in
 * both countries. Given who the page is about (`about: 'after-birth'`), each
 * action is worded for that stage (see `careActionsAfterBirth`).
 *
 * @example
 * groupWarningSigns(['pregnancy-bleeding', 'pregnancy-heavy-bleeding'], 'ng').map((c) => c.level);
 * // ['immediate', 'act-now']
 */
export function groupWarningSigns(ids: readonly WarningSignId[], country?: Country, about?: Audience): readonly WarningSignCard[] {
  const cards = new Map<string, { level: UrgencyLevel; care: CareRoute; action: Localized<string>; signs: WarningSign[] }>();
  for (const id of new Set(ids)) {
    const sign = getWarningSign(id);
    const action = careAction(sign.level, sign.care, careStageOf(sign, about));
    const key = `${sign.level}/${country ? localize(action, country) : JSON.stringify(action)}`;
    const card = cards.get(key) ?? { level: sign.level, care: sign.care, action, signs: [] };
    card.signs.push(sign);
    cards.set(key, card);
  }
  return [...cards.values()]
    .sort(
      (a, b) =>
        urgencyLevelOrder.indexOf(a.level) - urgencyLevelOrder.indexOf(b.level) ||
        careOrder.indexOf(a.care) - careOrder.indexOf(b.care),
    )
    .map(({ level, action, signs }) => ({ level, action, signs: signs as unknown as NonEmpty<WarningSign> }));
}
