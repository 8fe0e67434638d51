/**
 * Country-specific sentences that many articles share. Keeping them in one
 * place means a number or service name is fixed once, for every article.
 * Figures and contacts follow the project's clinical fact sheet: Nigeria's
 * national emergency number is 112 (it replaced 191); Lagos State also
 * answers on 767.
 *
 * The actions end with a colon because a page shows each one as the lead-in
 * to a list of signs.
 */

import type { Localized } from '../types';

/** For a medical emergency: an ambulance or the emergency department. */
export const callEmergency: Localized<string> = {
  uk: 'Call 999 or go to A&E now for any of these:',
  ng: 'Call 112 (in Lagos, 767 or 112) or go to the nearest hospital emergency department now for any of these:',
};

/** Same-day advice when it is not an emergency. */
export const sameDayAdvice: Localized<string> = {
  uk: 'Call your GP surgery or NHS 111 for advice the same day for any of these:',
  ng: 'See a doctor or nurse the same day at your primary health care centre or the nearest hospital for any of these:',
};

/** Same-day advice in pregnancy or soon after birth. */
export const maternityAdvice: Localized<string> = {
  uk: 'Call your midwife or maternity unit straight away, day or night, for any of these (if you cannot reach them, call NHS 111):',
  ng: 'Go to your antenatal clinic, the nearest hospital or your primary health care centre straight away, day or night, for any of these:',
};

/** Where to get help with thoughts of suicide or self-harm. */
export const crisisSupport: Localized<string> = {
  uk: 'If you have thoughts of harming yourself, get help today: call 999 if you are in danger now, call NHS 111 and choose the mental health option, or call Samaritans free on 116 123 at any time.',
  ng: 'If you have thoughts of harming yourself, get help today: call 112 if you are in danger now (in Lagos, 767 or 112), go to the nearest hospital, or call the SURPIN suicide prevention line free on 0800 078 7746.',
};
