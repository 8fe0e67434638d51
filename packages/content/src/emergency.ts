/**
 * Emergency and support contacts, exactly as docs/clinical-sources.md lists them.
 * Deliberately left out: a Nigerian police "199" number (no source found) and
 * a MANI helpline number (unverified). 191 was replaced by 112.
 */

import type { Country, EmergencyLocation } from './types';

const unitedKingdom: EmergencyLocation = {
  country: 'uk',
  location: 'United Kingdom',
  contacts: [
    {
      service: 'Emergency services',
      number: '999',
      description: 'For a life-threatening emergency: heavy bleeding, severe pain, a fit, trouble breathing or collapse.',
    },
    {
      service: 'NHS 111',
      number: '111',
      description:
        'Urgent medical advice, 24 hours a day. In England, for a mental health crisis, call 111 and choose the mental health option.',
    },
    {
      service: 'Tommy’s pregnancy line',
      number: '0800 0147 800',
      description: 'Free advice from Tommy’s midwives on pregnancy and after birth, Monday to Friday, 9am to 5pm.',
    },
    {
      service: 'Samaritans',
      number: '116 123',
      description: 'Free, confidential support if you are struggling to cope, 24 hours a day.',
    },
    {
      service: 'Shout',
      number: 'Text SHOUT to 85258',
      description: 'Free text support in a mental health crisis, 24 hours a day. Text PANDAS to the same number for parent support.',
    },
    {
      service: 'PANDAS Foundation helpline',
      number: '0808 1961 776',
      description: 'Support for parents with perinatal mental health problems and their families.',
    },
  ],
};

const nigeria: EmergencyLocation = {
  country: 'ng',
  location: 'Nigeria',
  contacts: [
    {
      service: 'National emergency number',
      number: '112',
      description: 'Free from any network, for police, fire and ambulance. It replaced 191.',
    },
    {
      service: 'Lagos State emergency',
      number: '767 or 112',
      description: 'Free, 24 hours a day, answered by the Lagos State Command and Control Centre.',
    },
    {
      service: 'SURPIN suicide prevention line',
      number: '0800 078 7746',
      description: 'Suicide prevention support run from Lagos University Teaching Hospital.',
    },
    {
      service: 'Local hospitals',
      number: 'Nearest hospital with a maternity unit',
      description:
        'For urgent problems in pregnancy or after birth, day or night, go to the nearest hospital with a maternity unit: many primary health care centres close at night. Your primary health care centre is for routine antenatal and postnatal care.',
    },
  ],
};

/**
 * The telephone numbers that can be dialled from each site's words, written as
 * the pages write them: every emergency and support number of
 * `emergencyLocationsFor`, found in its `number` ("767 or 112" gives both).
 * The app makes each one a `tel:` link wherever it appears in running text, so
 * a reader on a phone taps to call. Text-message numbers ("Text SHOUT to
 * 85258") are not dialled and are left out.
 *
 * @example
 * dialableNumbers('ng'); // ['112', '767', '0800 078 7746']
 */
export function dialableNumbers(country: Country): readonly string[] {
  const location = country === 'ng' ? nigeria : unitedKingdom;
  const found = location.contacts
    .filter((contact) => !/^text\b/i.test(contact.number))
    .flatMap((contact) => contact.number.match(/\d[\d ]*\d/g) ?? []);
  return [...new Set(found)];
}

/**
 * The `tel:` address of a number as a page writes it.
 *
 * @example
 * telHref('0800 078 7746'); // 'tel:08000787746'
 */
export function telHref(number: string): `tel:${string}` {
  return `tel:${number.replaceAll(/[^\d+]/g, '')}`;
}

/**
 * The emergency contacts a country's site shows, home country first. The UK
 * site also lists Nigeria's numbers for readers with family there; the Nigeria
 * site lists only Nigerian numbers, because docs/clinical-sources.md forbids telling
 * a reader there to dial 999 or NHS 111.
 *
 * @example
 * emergencyLocationsFor('ng').map((l) => l.location); // ['Nigeria']
 * emergencyLocationsFor('uk').map((l) => l.location); // ['United Kingdom', 'Nigeria']
 */
export function emergencyLocationsFor(country: Country): readonly EmergencyLocation[] {
  return country === 'ng' ? [nigeria] : [unitedKingdom, nigeria];
}
