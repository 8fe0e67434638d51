/**
 * What a few weeks share: the changes in the body and the advice are written
 * once per stage, so a fact is not retyped for every week; and the warning
 * signs of a week, chosen by stage from the registry.
 */

import { folicAcid, higherDoseFolicAcid, physicalActivity, sleepOnSide, smokingAlcoholCaffeine, vitaminD } from '../advice';
import { localize } from '../localize';
import type { Localized, NonEmpty, Reference } from '../primitives';
import { sources } from '../sources';
import { trimesterOfWeek } from '../trimesterWeeks';
import type { WarningSignId } from '../warningSigns';
import type { Stage } from './types';

// ------------------------------------------------------------------ shared words

const malariaNet =
  'Sleep under an insecticide-treated net every night. Malaria is more dangerous in pregnancy, for you and your baby.';
const foodsToAvoid =
  'Avoid foods that can carry infections or harm your baby, such as unpasteurised milk, soft cheeses with a white rind, all pâté (even vegetarian pâté), liver, and raw or undercooked meat.';
const noExtraCalories = 'You do not need extra calories yet. Eat a healthy, varied diet with plenty of fruit and vegetables.';
const activity = physicalActivity;
const movementsPattern =
  'Get to know your baby’s pattern of movements. There is no set number of movements that is normal.';
const extraCalories = 'In the last 3 months you may need about 200 extra calories a day. Before that, you did not need extra.';
const whenLabourStarts: Localized<string> = {
  uk: 'Ask your midwife when to call your maternity unit once labour starts, and keep the number where you can find it.',
  ng: 'Ask your health worker when to go to the hospital once labour starts, and keep its address and a way to get there ready.',
};

// ------------------------------------------------------------------ sources only this guide cites

const weekSources = {
  sleep: { title: 'Sleep and tiredness in pregnancy', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/keeping-well/sleep/' },
  labour: {
    title: 'Signs that labour has begun',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/pregnancy/labour-and-birth/signs-of-labour/signs-that-labour-has-begun/',
  },
  induction: { title: 'Inducing labour (NG207)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/ng207' },
  activity: {
    title: 'Physical activity guidelines: pregnancy and after childbirth',
    publisher: 'GOV.UK (Department of Health and Social Care)',
    url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-pregnancy-and-after-childbirth',
  },
  maternityPay: sources['gov-maternity-pay-leave'],
  freeDental: {
    title: 'Who is entitled to free NHS dental treatment in England?',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/nhs-services/dentists/who-is-entitled-to-free-nhs-dental-treatment-in-england/',
  },
} as const satisfies Record<string, Reference>;

/** Sources of a week's UK-only tip, which the Nigeria page does not show or cite. */
export const ukOnlyReferences: Readonly<Record<number, readonly Reference[]>> = {
  14: [weekSources.freeDental],
  20: [weekSources.maternityPay], // the maternity certificate
  25: [weekSources.maternityPay], // telling your employer
};

// ------------------------------------------------------------------ stages: what a few weeks share

const stages: NonEmpty<Stage> = [
  {
    from: 4,
    to: 6,
    body: [
      'You may not feel pregnant yet. A missed period is often the first sign.',
      'Early signs include feeling tired, sore or larger breasts, needing to pee more often and a strange taste in your mouth. Some women have mild cramps, like period pain.',
    ],
    toDo: {
      uk: [folicAcid.uk, higherDoseFolicAcid.uk, localize(vitaminD, 'uk'), smokingAlcoholCaffeine],
      ng: [folicAcid.ng, higherDoseFolicAcid.ng, localize(vitaminD, 'ng'), smokingAlcoholCaffeine, malariaNet],
    },
    references: [sources['nhs-vitamins-pregnancy'], sources['who-iron-folic-acid'], sources['uk-cmo-alcohol']],
  },
  {
    from: 7,
    to: 12,
    body: [
      'Feeling sick or being sick is common in these weeks. It is often called morning sickness, but it can happen at any time of day. For most women it eases by 16 to 20 weeks.',
      'You may feel very tired or emotional. Some foods and smells may suddenly put you off. Constipation and needing to pee often are common too.',
    ],
    toDo: {
      uk: [folicAcid.uk, foodsToAvoid, smokingAlcoholCaffeine],
      ng: [folicAcid.ng, foodsToAvoid, smokingAlcoholCaffeine, malariaNet],
    },
    references: [sources['nhs-vitamins-pregnancy'], sources['who-iron-folic-acid'], sources['nhs-foods-to-avoid']],
  },
  {
    from: 13,
    to: 16,
    body: [
      'Many women feel better in the second trimester. Sickness often eases and energy comes back.',
      'Your bump may start to show. A blocked nose, nosebleeds and bleeding gums are common, because of changes in your hormones and blood flow.',
    ],
    toDo: { uk: [noExtraCalories, activity], ng: [folicAcid.ng, noExtraCalories, activity, malariaNet] },
    references: [sources['nice-ng247'], weekSources.activity, sources['who-iron-folic-acid']],
  },
  {
    from: 17,
    to: 20,
    body: [
      'Most women first feel their baby move between 16 and 24 weeks. Early movements can feel like bubbles or a flutter. In a first pregnancy they may come later.',
      'You may notice heartburn, backache, leg cramps or darker patches of skin. A dark line may appear down the middle of your tummy.',
    ],
    toDo: { uk: [movementsPattern, noExtraCalories, activity], ng: [movementsPattern, folicAcid.ng, activity, malariaNet] },
    references: [sources['nhs-movements'], sources['nhs-20-week-scan'], weekSources.activity],
  },
  {
    from: 21,
    to: 27,
    body: [
      'Your bump is growing quickly. Backache, pain at the front of your pelvis, leg cramps and trouble sleeping are common.',
      'Stretch marks may appear, and your feet and ankles may swell a little at the end of the day.',
    ],
    toDo: { uk: [movementsPattern, activity], ng: [movementsPattern, folicAcid.ng, malariaNet] },
    references: [sources['nhs-movements'], sources['nhse-saving-babies-lives'], weekSources.activity],
  },
  {
    from: 28,
    to: 33,
    body: [
      'You may feel more tired again. Heartburn, breathlessness, backache and swollen feet and ankles are common.',
      'Your bump may tighten now and then. These painless tightenings are called Braxton Hicks contractions.',
    ],
    toDo: {
      uk: [sleepOnSide, extraCalories, movementsPattern],
      ng: [sleepOnSide, extraCalories, movementsPattern, folicAcid.ng, malariaNet],
    },
    references: [weekSources.sleep, sources['nice-ng247'], sources['nhs-movements']],
  },
  {
    from: 34,
    to: 36,
    body: [
      'Your baby may press on your bladder, so you need to pee more often. Sleep can be hard to find.',
      'Your breasts may leak a little yellow fluid called colostrum, the first milk.',
    ],
    toDo: { uk: [sleepOnSide, movementsPattern], ng: [sleepOnSide, movementsPattern, folicAcid.ng, malariaNet] },
    references: [weekSources.sleep, sources['nhs-movements'], weekSources.labour],
  },
  {
    from: 37,
    to: 42,
    body: [
      'Labour can start at any time now. Signs include regular tightenings that get stronger and closer together, a plug of mucus called a show, backache and your waters breaking.',
      'Many women feel heavy, tired and impatient to meet their baby. A sudden urge to clean and get ready, called nesting, is common.',
    ],
    toDo: {
      uk: [whenLabourStarts.uk, sleepOnSide, movementsPattern],
      ng: [whenLabourStarts.ng, sleepOnSide, movementsPattern, folicAcid.ng, malariaNet],
    },
    references: [weekSources.labour, weekSources.induction, sources['nhs-movements']],
  },
];

export function stageOf(week: number): Stage {
  const stage = stages.find((s) => week >= s.from && week <= s.to);
  if (!stage) throw new Error(`No stage for week ${week}`);
  return stage;
}
// ------------------------------------------------------------------ warning signs

/**
 * The warning signs of a week: those that matter through pregnancy, then by
 * stage. A sign the registry gives a `stage` is listed only in the weeks of
 * that stage: `early` in the first trimester, `from-20-weeks` from 20 weeks,
 * `before-37-weeks` from 20 to 36 weeks (earlier, pain and bleeding are the
 * signs). The test checks every week against the registry's stages.
 */
export function signsForWeek(week: number): NonEmpty<WarningSignId> {
  const firstTrimester = trimesterOfWeek(week) === 1;
  return [
    'pregnancy-heavy-bleeding',
    'chest-pain-or-breathlessness',
    ...(firstTrimester ? (['severe-pain-or-collapse', 'possible-ectopic'] as const) : []),
    ...(week >= 20 ? (['fit-or-collapse', 'reduced-movements', 'pre-eclampsia'] as const) : []),
    ...(week >= 13 ? (['later-pregnancy-tummy-pain', 'waters-break'] as const) : []),
    ...(week >= 20 && week < 37 ? (['preterm-labour'] as const) : []),
    'pregnancy-bleeding',
    'pregnancy-temperature',
    'one-swollen-leg',
    ...(firstTrimester ? (['severe-vomiting'] as const) : []),
    ...(week >= 20 && week <= 24 ? (['no-movements-by-24-weeks'] as const) : []),
    ...(week >= 24 ? (['pregnancy-itching'] as const) : []),
    'pregnancy-urine-infection',
    'low-mood',
  ];
}
