/**
 * Small builders for body text, and the country-specific instructions the
 * topic pages share. Keeping each instruction in one place means a number or a
 * service name is fixed once, for every page (CLINICAL-FACTS.md: on the
 * Nigeria site no text may tell a reader to call 999 or NHS 111).
 */

import type { Block, Localized, NonEmpty } from './types';

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
 * A boxed note: `info` for tips, `warning` for same-day help, `emergency` for 999/112.
 *
 * @example
 * callout('warning', 'Get help the same day', 'Call your midwife.');
 */
export function callout(
  tone: 'info' | 'warning' | 'emergency',
  title: string,
  text: Localized<string>,
): Block {
  return { kind: 'callout', tone, title, text };
}

/** For a medical emergency. */
export const callEmergency: Localized<string> = {
  uk: 'Call 999 or go to A&E now.',
  ng: 'Call 112 (in Lagos, 767 or 112) or go to the emergency department of the nearest hospital now.',
};

/** Same-day help in pregnancy or soon after the birth. */
export const callMaternity: Localized<string> = {
  uk: 'Call your midwife or maternity unit straight away, day or night. If you cannot reach them, call NHS 111.',
  ng: 'Go to your antenatal clinic, the nearest hospital or your primary health care centre straight away, day or night.',
};

/** Same-day advice when it is not an emergency. */
export const sameDayAdvice: Localized<string> = {
  uk: 'Call your GP surgery for an urgent same-day appointment, or call NHS 111.',
  ng: 'See a doctor or nurse the same day at your primary health care centre or the nearest hospital.',
};

/** A routine appointment. */
export const seeDoctor: Localized<string> = {
  uk: 'Book an appointment with your GP.',
  ng: 'Book a visit to a doctor at your primary health care centre or a hospital clinic.',
};

/** Help with thoughts of suicide or self-harm. */
export const crisisHelp: Localized<string> = {
  uk: 'If you have thoughts of harming yourself or your baby, get help today. Call 999 if you are in danger now. Or call NHS 111 and choose the mental health option, or call Samaritans free on 116 123, any time.',
  ng: 'If you have thoughts of harming yourself or your baby, get help today. Call 112 if you are in danger now (in Lagos, 767 or 112). Or go to the nearest hospital, or call the SURPIN suicide prevention line free on 0800 078 7746.',
};
