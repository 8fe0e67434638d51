/**
 * The words for each item of a reader's antenatal schedule. `antenatalSchedule`
 * in @wh/core works out the items and their dates from NHS (UK) or WHO
 * (Nigeria) guidance and returns ids; this file says what each id is called,
 * when the guidance times it, and what happens at it, keyed by those ids, so a
 * missing item is a compile error. The labels (the name and timing of each
 * item) are in antenatalLabels.ts, so a page that only names the items (the
 * due date result) does not download what happens at each one.
 */

import type { AntenatalItemId, Country } from '@wh/core';
import { ngLabels, ukLabels, type AntenatalItemLabel, type AntenatalLabels } from './antenatalLabels';
import { highDoseFolicAcidWithSp, spWithCotrimoxazole } from './advice';
import type { IsoDate, NonEmpty, Reference } from './primitives';

/** One item of antenatal care, with what happens at it. */
export interface AntenatalItemText extends AntenatalItemLabel {
  readonly whatHappens: NonEmpty<string>;
}

/** Everything a page showing `C`'s antenatal schedule needs to say. */
export interface AntenatalCare<C extends Country> {
  readonly title: string;
  readonly intro: string;
  /** What happens at every check-up, so the items need only say what is special. */
  readonly atEveryCheckUp: string;
  /** That the dates are a guide. */
  readonly datesNote: string;
  readonly items: { readonly [Id in AntenatalItemId<C>]: AntenatalItemText };
  readonly references: NonEmpty<Reference>;
  readonly lastReviewed: IsoDate;
}

type Details<C extends Country> = { readonly [Id in AntenatalItemId<C>]: NonEmpty<string> };

const ukDetails: Details<'uk'> = {
  booking: [
    'Contact a midwife or your GP as soon as you know you are pregnant. In many areas you can refer yourself to a midwife online.',
    'The midwife asks about your health, past pregnancies and illnesses in your family, and plans your care with you.',
    'You are offered blood tests, including screening for sickle cell disease and thalassaemia, which should happen by 10 weeks.',
  ],
  'dating-scan': [
    'An ultrasound scan that checks how far along you are and how many babies there are. It gives a more accurate due date.',
    'If you choose, it can include screening for Down’s, Edwards’ and Patau’s syndromes.',
  ],
  'appointment-16-weeks': [
    'You get the results of your screening tests and can ask about the anomaly scan.',
  ],
  'whooping-cough-vaccine': [
    'It protects your baby from whooping cough in the first weeks of life. You need it in every pregnancy.',
    'It works best given between 16 and 32 weeks. If you miss it, you can still have it until you go into labour. Ask your GP surgery or midwife.',
  ],
  'anomaly-scan': [
    'A detailed ultrasound scan of your baby’s bones, heart, brain, spine, face, kidneys and tummy. It looks for some physical conditions and checks where the placenta is.',
    'Most scans find nothing of concern. If something is found, you will be offered support and more tests.',
  ],
  'appointment-25-weeks': ['Your midwife measures your bump to check your baby’s growth.'],
  'appointment-28-weeks': [
    'More blood tests, to check for anaemia (low iron) and for antibodies.',
    'If your blood group is rhesus negative, you are offered an anti-D injection.',
  ],
  'rsv-vaccine': [
    'It protects your baby from RSV, a common virus that can cause serious chest infections in babies.',
    'You should be offered it around your 28-week check-up. If you miss it, you can still have it until you go into labour.',
  ],
  'appointment-31-weeks': ['You talk about the results of your 28-week tests.'],
  'appointment-34-weeks': ['You talk about labour and birth: how to tell when labour starts, pain relief and your birth plan.'],
  'appointment-36-weeks': [
    'You talk about feeding your baby, caring for a newborn, vitamin K for your baby and your own recovery.',
    'Your midwife checks which way your baby is lying. If your baby is bottom first (breech), you will be offered choices.',
  ],
  'appointment-38-weeks': ['You talk about what happens if your pregnancy lasts longer than 41 weeks.'],
  'appointment-40-weeks': ['You talk again about what happens if your baby does not come soon.'],
  'appointment-41-weeks': [
    'You are offered a membrane sweep, which may help labour start, and a date to start labour in hospital (induction).',
  ],
};

const ngDetails: Details<'ng'> = {
  'contact-1': [
    'Register at your primary health care centre or a hospital antenatal clinic as soon as you know you are pregnant.',
    'The health worker asks about your health and past pregnancies. You are offered blood tests: for anaemia (low iron), HIV, syphilis and hepatitis B, your blood group and rhesus type (whether your blood is rhesus positive or negative), and your genotype.',
    'You get iron and folic acid tablets to take every day, and advice on sleeping under an insecticide-treated net.',
  ],
  'td-vaccine': [
    'It protects you and your newborn baby from tetanus. You are offered it at your first contact, whenever that is: if you first go to the clinic later in pregnancy, you still need it.',
    'How many doses you need depends on the vaccines you have had before. If you need 2, the second is at least 4 weeks after the first, and at least 2 weeks before the birth.',
  ],
  'ultrasound-scan': [
    'WHO advises one ultrasound scan before 24 weeks. It shows how far along you are, how many babies there are and where the placenta is, and can find some problems.',
    'Ask at your clinic where you can have it done.',
  ],
  'iptp-sp': [
    'A medicine called sulfadoxine-pyrimethamine (SP), taken at the clinic to protect you and your baby from malaria.',
    'You get a dose at each contact from 13 weeks, with at least a month between doses, until the birth. Aim for at least 3 doses.',
    spWithCotrimoxazole,
    highDoseFolicAcidWithSp,
  ],
  'contact-2': ['You talk about your scan and test results. You get a dose of IPTp if your last dose was at least a month ago.'],
  'contact-3': ['You get a dose of IPTp if your last dose was at least a month ago.'],
  'contact-4': ['You get a dose of IPTp if your last dose was at least a month ago.'],
  'contact-5': [
    'You plan where you will give birth, with a skilled birth attendant, and how you will get there quickly, day or night.',
    'You get a dose of IPTp if your last dose was at least a month ago.',
  ],
  'contact-6': [
    'The health worker checks which way your baby is lying. You talk about breastfeeding and caring for your newborn.',
    'You get a dose of IPTp if your last dose was at least a month ago.',
  ],
  'contact-7': [
    'You talk about the signs of labour and when to go to the hospital.',
    'You get a dose of IPTp if your last dose was at least a month ago.',
  ],
  'contact-8': [
    'You talk about what happens if your baby does not come soon.',
    'You get a dose of IPTp if your last dose was at least a month ago.',
  ],
  'check-41-weeks': [
    'If your baby has not come by 41 weeks, go back to the hospital where you plan to give birth. WHO advises that labour may need to be started for you (induction).',
  ],
};

const uk: Omit<AntenatalCare<'uk'>, 'items'> = {
  title: 'Your antenatal appointments',
  intro:
    'The NHS offers these check-ups, scans and vaccines in a pregnancy that is going well. If this is your first baby, you have up to 10 check-ups; if you have had a baby before, about 7. You are offered more if you or your baby need them.',
  atEveryCheckUp:
    'At every check-up your midwife or doctor checks your blood pressure, tests your urine for protein and, from about 24 weeks, measures your bump. Ask anything you want to.',
  datesNote:
    'These dates are worked out from your own dates, as a guide. Your midwife or maternity service books your appointments.',
  references: [
    {
      title: 'Your antenatal appointments',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/your-pregnancy-care/your-antenatal-appointments/',
    },
    { title: 'Antenatal care (NG201)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/ng201' },
    { title: '20-week scan', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/your-pregnancy-care/20-week-scan/' },
    {
      title: 'Vaccinations in pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/vaccinations/',
    },
  ],
  lastReviewed: '2026-11-24',
};

const ng: Omit<AntenatalCare<'ng'>, 'items'> = {
  title: 'Your antenatal contacts',
  intro:
    'WHO advises at least 8 antenatal contacts with a health worker, the first before 12 weeks. In Nigeria you can start at your local primary health care centre or a hospital antenatal clinic. You may need more contacts if you or your baby need extra care.',
  atEveryCheckUp:
    'At every contact the health worker checks your blood pressure, weight and urine, measures your bump and listens to your baby’s heartbeat. Bring your antenatal card, and ask anything you want to.',
  datesNote:
    'These dates are worked out from your own dates, as a guide. Your clinic will tell you when to come.',
  references: [
    {
      title: 'WHO recommendations on antenatal care for a positive pregnancy experience',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/publications/i/item/9789241549912',
    },
    {
      title: 'WHO guidelines for malaria',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/publications/i/item/guidelines-for-malaria',
    },
    { title: 'Tetanus', publisher: 'World Health Organization', url: 'https://www.who.int/news-room/fact-sheets/detail/tetanus' },
    { title: 'National Primary Health Care Development Agency', publisher: 'NPHCDA (Nigeria)', url: 'https://nphcda.gov.ng/' },
  ],
  lastReviewed: '2026-11-24',
};

/**
 * Everything a page showing `country`'s antenatal schedule says: a title and
 * introduction, what happens at every check-up, and for each item (keyed by
 * the ids `antenatalSchedule` returns) its label and what happens at it, with
 * the sources.
 *
 * @example
 * antenatalCareFor('ng').items['iptp-sp'].whatHappens[0];
 * // 'A medicine called sulfadoxine-pyrimethamine (SP), ...'
 */
export function antenatalCareFor<C extends Country>(country: C): AntenatalCare<C> {
  const [page, labels, details] = (country === 'ng' ? [ng, ngLabels, ngDetails] : [uk, ukLabels, ukDetails]) as [
    Omit<AntenatalCare<C>, 'items'>,
    AntenatalLabels<C>,
    Details<C>,
  ];
  const ids = Object.keys(labels) as AntenatalItemId<C>[];
  const items = Object.fromEntries(ids.map((id) => [id, { ...labels[id], whatHappens: details[id] }]));
  return { ...page, items: items as AntenatalCare<C>['items'] };
}
