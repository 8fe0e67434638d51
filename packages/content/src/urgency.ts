/**
 * How soon to get help, and where: the one place the site's urgency words and
 * emergency instructions are written. Warning signs (warningSigns/) name a
 * level and a care route; pages never write "call 999" or "get help today"
 * themselves, so the same sign cannot say two things on two pages. The
 * integrity test fails if they do.
 *
 * The four levels follow the NHS care cards (immediate action, urgent,
 * non-urgent), with "act now, day or night" split out for the signs the NHS
 * and Tommy's say must not wait for a GP: reduced movements, pre-eclampsia,
 * waters breaking, possible ectopic pregnancy (docs/clinical-sources.md, first
 * review, corrections 1, 2 and 4).
 *
 * On the Nigeria site the emergency number is 112 (Lagos also 767), night-time
 * maternity care is a hospital with a maternity unit (many primary health care
 * centres close at night and cannot treat obstetric emergencies), and the
 * primary health care centre is for care that can wait.
 */

import type { SourceId } from './sources';
import type { Country } from '@wh/core';
import type { Localized } from './primitives';

/** How soon to get help, most urgent first. */
export const urgencyLevelOrder = ['immediate', 'act-now', 'same-day', 'routine'] as const;

/** One of the four levels of urgency. */
export type UrgencyLevel = (typeof urgencyLevelOrder)[number];

/**
 * Who to turn to, besides the level: the maternity team in pregnancy and soon
 * after the birth, the baby's services, general practice, or mental health
 * crisis care.
 */
export type CareRoute = 'maternity' | 'baby' | 'general' | 'mental-health';

/** The words a level is shown with, in the manner of an NHS care card heading. */
export interface UrgencyLevelWords {
  /** The care card's heading. */
  readonly heading: string;
}

/** Each level's heading words: the same on both sites. */
export const urgencyLevels: { readonly [L in UrgencyLevel]: UrgencyLevelWords } = {
  immediate: { heading: 'Immediate action required' },
  'act-now': { heading: 'Act now, day or night' },
  'same-day': { heading: 'Urgent advice: get help today' },
  routine: { heading: 'Non-urgent advice' },
};

/** The UK's emergency instruction, the same for every care route. */
const emergencyUk = 'Call 999 or go to A&E now.';

/**
 * Nigeria's emergency instructions, per care route. Few places have an
 * ambulance that comes quickly, so for a woman in pregnancy or after the birth,
 * and for a baby, the instruction is to go to a hospital that can treat them
 * (for a mother: one that can give blood and operate), by any transport, and to
 * call on the way (WHO emergency obstetric care; WHO antenatal care 2016;
 * second clinical review, correction 5). Someone in danger from another person,
 * or in a mental health crisis, needs 112 first: the police or a crisis team
 * come to them.
 */
const emergency = {
  maternity: {
    uk: emergencyUk,
    ng: 'Go now, by any transport, to the nearest hospital with a maternity unit (one that can give blood and operate). Do not wait for an ambulance. Call 112 (767 in Lagos) on the way if you can.',
  },
  baby: {
    uk: emergencyUk,
    ng: 'Take your baby now, by any transport, to the nearest hospital with a children’s or newborn unit. Do not wait for an ambulance. Call 112 (767 in Lagos) on the way if you can.',
  },
  general: {
    uk: emergencyUk,
    ng: 'Call 112 now (in Lagos, 767 or 112), or go straight to the emergency department of the nearest hospital.',
  },
} as const satisfies Record<string, Localized<string>>;

/**
 * What to do, per level, care route and country. A level only has the routes
 * a sign can use with it: "act now" is for pregnancy, after the birth and the
 * newborn, so the compiler rejects any other sign at that level.
 */
export const careActions = {
  immediate: {
    maternity: emergency.maternity,
    baby: emergency.baby,
    general: emergency.general,
    'mental-health': emergency.general,
  },
  'act-now': {
    maternity: {
      uk: 'Call your midwife or maternity unit straight away, day or night. Do not wait until tomorrow. In early pregnancy, or if you cannot get through, call NHS 111.',
      ng: 'Go to the nearest hospital with a maternity unit straight away, day or night. Do not wait until tomorrow.',
    },
    baby: {
      // NICE NG143 "red" signs (a baby under 3 months at 38°C or more, one who does not wake or stay awake)
      // need a face-to-face assessment within hours: urgent now, not "today". In Nigeria these are WHO's
      // young-infant danger signs: a hospital now, day or night (second clinical review, correction 1).
      uk: 'Call NHS 111 or your GP straight away, day or night, and say your baby needs to be seen urgently. In the first weeks you can call your midwife or maternity unit instead. Do not wait until tomorrow.',
      ng: 'Take your baby to a hospital now, day or night: the nearest one with a children’s or newborn unit. Do not wait until tomorrow, and do not wait to see if it passes.',
    },
  },
  'same-day': {
    maternity: {
      uk: 'Call your midwife or GP today. When they are closed, call NHS 111.',
      ng: 'Go today to your antenatal or postnatal clinic or your primary health care centre. If it is closed, go to the nearest hospital with a maternity unit.',
    },
    baby: {
      uk: 'Call your GP or NHS 111 today and ask for your baby to be seen urgently.',
      ng: 'Take your baby to a doctor or nurse today, at the nearest hospital or your primary health care centre.',
    },
    general: {
      uk: 'Ask your GP surgery for an urgent appointment today, or call NHS 111.',
      ng: 'See a doctor or nurse today, at your primary health care centre or the nearest hospital.',
    },
    'mental-health': {
      uk: 'Get help today: call NHS 111 and choose the mental health option, call your GP, or call Samaritans free on 116 123 at any time.',
      ng: 'Get help today: go to the nearest hospital, or call the SURPIN suicide prevention line free on 0800 078 7746.',
    },
  },
  routine: {
    maternity: {
      uk: 'Tell your midwife or GP. You do not have to wait for your next check-up.',
      ng: 'Tell the nurse, midwife or doctor at your antenatal clinic or primary health care centre.',
    },
    general: {
      uk: 'Book an appointment with your GP.',
      ng: 'Book a visit to a doctor at your primary health care centre or a hospital clinic.',
    },
    'mental-health': {
      uk: 'Talk to your midwife, health visitor or GP soon. Help works.',
      ng: 'Talk to a nurse, midwife or doctor at your clinic soon. Help works.',
    },
  },
} as const satisfies { readonly [L in UrgencyLevel]: Partial<Record<CareRoute, Localized<string>>> };

/**
 * Where each level's actions come from, per country, cited with every sign
 * shown at that level: the Nigerian numbers and services need Nigerian
 * sources (docs/clinical-sources.md, first review, 4 and 11). The UK's actions are
 * those of the NHS pages each sign already cites (every NHS condition page
 * says when to call 999, 111 or the GP), so they add none.
 */
export const levelSources: { readonly [C in Country]: { readonly [L in UrgencyLevel]: readonly SourceId[] } } = {
  uk: { immediate: [], 'act-now': [], 'same-day': [], routine: [] },
  ng: {
    immediate: ['lagos-emergency', 'who-emergency-obstetric-care'],
    'act-now': ['who-emergency-obstetric-care'],
    'same-day': ['nphcda'],
    routine: ['nphcda'],
  },
};

/**
 * Actions worded for the weeks after the birth, where the pregnancy wording
 * would not fit: "In early pregnancy, or if you cannot get through, call NHS
 * 111" means nothing to a mother with a newborn, and after the birth her GP is
 * a route too (NHS "Your body after the birth"; NICE NG194). Only the actions
 * that differ are here; every other level and route reads the same at both
 * stages.
 */
export const careActionsAfterBirth = {
  'act-now': {
    maternity: {
      uk: 'Call your midwife, maternity unit or GP straight away, day or night. Do not wait until tomorrow. If you cannot get through, call NHS 111.',
      ng: careActions['act-now'].maternity.ng,
    },
  },
} as const satisfies { readonly [L in UrgencyLevel]?: Partial<Record<CareRoute, Localized<string>>> };

/** The stage of life an action is worded for: in pregnancy (the default) or after the birth. */
export type CareStage = 'pregnancy' | 'after-birth';

/** The care routes a level offers: a sign at that level must use one of them. */
export type CareRouteAt<L extends UrgencyLevel> = keyof (typeof careActions)[L];

/**
 * What to do for a sign at this level and care route, for both countries,
 * worded for the stage (`'after-birth'` picks `careActionsAfterBirth` where it
 * has one). The registry's types only allow routes the level offers; anything
 * else throws.
 *
 * @example
 * localize(careAction('immediate', 'maternity'), 'ng'); // 'Go now, by any transport, to the nearest hospital with a maternity unit ...'
 */
export function careAction(level: UrgencyLevel, care: CareRoute, stage: CareStage = 'pregnancy'): Localized<string> {
  const afterBirth = (careActionsAfterBirth as { readonly [L in UrgencyLevel]?: Partial<Record<CareRoute, Localized<string>>> })[level]?.[care];
  if (stage === 'after-birth' && afterBirth !== undefined) return afterBirth;
  const action = (careActions[level] as Partial<Record<CareRoute, Localized<string>>>)[care];
  if (action === undefined) throw new Error(`No action for ${care} care at the ${level} level`);
  return action;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The emergency instruction as a sentence of its own ("In an emergency, call
 * 999 or go to A&E now."), for the disclaimers.
 */
export const emergencySentence: { readonly uk: string; readonly ng: string } = {
  uk: `In an emergency, ${lowerFirst(emergency.general.uk)}`,
  ng: `In an emergency, ${lowerFirst(emergency.general.ng)}`,
};

/**
 * Where to turn when worried but it is not an emergency, for the disclaimers.
 */
export const worriedAction: { readonly uk: string; readonly ng: string } = {
  uk: 'contact your GP, midwife or NHS 111',
  ng: 'see a doctor at your nearest hospital or primary health care centre',
};
