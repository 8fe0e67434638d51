/**
 * The week-by-week guide: a page for each week of pregnancy from 4 to 42, for
 * both countries. Each week has what is special about it (the baby's size and
 * development, and often a tip), and shares the rest with the weeks around it:
 * the changes in the body and the advice are written once per stage of a few
 * weeks, so a fact is not retyped 39 times.
 *
 * What is not written here:
 * - the trimester of a week: from the boundaries in @wh/core (`TRIMESTERS`);
 * - the antenatal appointments, scans, vaccines and medicines of a week: the
 *   items of `ANTENATAL_PLANS` in @wh/core whose weeks overlap it, worded by
 *   antenatal.ts (`pregnancyWeekFor` adds them).
 * Both facts come to this package as data, in pregnancyFacts.gen.ts, generated
 * from @wh/core (see scripts/pregnancyFacts.mjs for why).
 * - what to do about a warning sign: the registry (warningSigns.ts). A week
 *   lists sign ids, chosen by the rule in `signsForWeek` from each sign's stage.
 *
 * Sizes are rounded averages (head to bottom until 19 weeks, head to heel from
 * 20), as in the NHS week-by-week guide. They are a clinical judgement to be
 * checked, like everything here not in CLINICAL-FACTS.md (see README).
 */

import type { AntenatalItemId, Country, Trimester } from '@wh/core';
import { folicAcid, higherDoseFolicAcid, smokingAlcoholCaffeine, vitaminD } from './advice';
import { antenatalCareFor, type AntenatalItemText } from './antenatal';
import { localize, localizeDeep } from './localize';
import { groupWarningSigns, type WarningSignId } from './warningSigns';
import { pregnancyWeekNumbers, pregnancyWeekRange, weekByWeekIndexPath, weekPath, type WeekPath } from './weekPaths';
import { contentReview } from './site';
import { sources } from './sources';
import { antenatalPlanDays } from './pregnancyFacts.gen';
import { trimesterOfWeek, trimesterWeeks } from './trimesterWeeks';
import type { Localized, NonEmpty, Reference, Resolved, Review } from './primitives';

/** One week of the guide, with text for both countries (resolve it with `localizeDeep`, or use `pregnancyWeekFor`). */
export interface PregnancyWeek {
  /** Completed weeks: the page for 14 covers 14+0 to 14+6 ("14 weeks pregnant"). */
  readonly week: number;
  readonly path: WeekPath;
  /** As `trimesterAt` in @wh/core gives it. */
  readonly trimester: Trimester;
  /** "14 weeks pregnant" */
  readonly title: string;
  /** What is special about this week, in a few words: "Your baby can make faces". */
  readonly headline: string;
  /** The meta description. */
  readonly description: string;
  /** The baby this week: size in plain words, then what is developing. */
  readonly baby: NonEmpty<string>;
  /** Common changes in your body at this stage. */
  readonly body: NonEmpty<Localized<string>>;
  /** What to do this week, besides the antenatal care of the week: this week's tip first, then the stage's advice. */
  readonly toDo: Localized<NonEmpty<string>>;
  /** The warning signs that matter at this stage, from the registry. */
  readonly signs: NonEmpty<WarningSignId>;
  readonly references: NonEmpty<Reference>;
  readonly review: Review;
}

/** A link to a week, as the list of weeks and the previous and next links show it. */
export interface PregnancyWeekLink {
  readonly week: number;
  readonly path: WeekPath;
  readonly title: string;
  readonly headline: string;
}

/** An antenatal item that falls in a week, with its words from antenatal.ts. */
export type PregnancyWeekAntenatalItem<C extends Country = Country> = AntenatalItemText & { readonly id: AntenatalItemId<C> };

/** One week's page for one country, every text resolved: what `pregnancyWeekFor` returns. */
export interface PregnancyWeekPage<C extends Country = Country>
  extends Omit<Resolved<PregnancyWeek>, 'references'> {
  /** Whose site the texts are for. */
  readonly country: C;
  /** "second trimester", for running text. */
  readonly trimesterName: string;
  /** The appointments, scans, vaccines and medicines of `C`'s guidance whose weeks overlap this week, in date order. */
  readonly antenatal: readonly PregnancyWeekAntenatalItem<C>[];
  /** What happens at every check-up, from antenatal.ts (show it with `antenatal`). */
  readonly atEveryCheckUp: string;
  /** That sizes are averages. */
  readonly sizesNote: string;
  /** The week's sources, then those of the antenatal care; each once. Add `signSources(signs)` as for any page. */
  readonly references: NonEmpty<Reference>;
  readonly previous?: PregnancyWeekLink;
  readonly next?: PregnancyWeekLink;
}

// ------------------------------------------------------------------ shared words

const sizesNote: Localized<string> = {
  uk: 'Sizes are averages. Healthy babies grow at different rates. Your midwife checks your baby’s growth at your check-ups.',
  ng: 'Sizes are averages. Healthy babies grow at different rates. The health worker checks your baby’s growth at your antenatal contacts.',
};

const malariaNet =
  'Sleep under an insecticide-treated net every night. Malaria is more dangerous in pregnancy, for you and your baby.';
const foodsToAvoid =
  'Avoid foods that can carry infections or harm your baby, such as unpasteurised milk, soft cheeses with a white rind, all pâté (even vegetarian pâté), liver, and raw or undercooked meat.';
const noExtraCalories = 'You do not need extra calories yet. Eat a healthy, varied diet with plenty of fruit and vegetables.';
const activity =
  'Keep active if you can. Aim for at least 150 minutes of moderate activity a week, such as brisk walking or swimming, and muscle-strengthening activity twice a week.';
const movementsPattern =
  'Get to know your baby’s pattern of movements. There is no set number of movements that is normal.';
const sleepOnSide =
  'Go to sleep on your side, not on your back. This lowers the risk of stillbirth. If you wake up on your back, just turn onto your side.';
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
  maternityPay: { title: 'Maternity pay and leave', publisher: 'GOV.UK', url: 'https://www.gov.uk/maternity-pay-leave' },
  freeDental: {
    title: 'Who is entitled to free NHS dental treatment in England?',
    publisher: 'NHS',
    url: 'https://www.nhs.uk/nhs-services/dentists/who-is-entitled-to-free-nhs-dental-treatment-in-england/',
  },
} as const satisfies Record<string, Reference>;

/** Sources of a week's UK-only tip, which the Nigeria page does not show or cite. */
const ukOnlyReferences: Readonly<Record<number, readonly Reference[]>> = {
  14: [weekSources.freeDental],
  20: [weekSources.maternityPay], // the maternity certificate
  25: [weekSources.maternityPay], // telling your employer
};

// ------------------------------------------------------------------ stages: what a few weeks share

interface Stage {
  /** The first and last week of the stage, both included. */
  readonly from: number;
  readonly to: number;
  readonly body: NonEmpty<Localized<string>>;
  readonly toDo: { readonly uk: NonEmpty<string>; readonly ng: NonEmpty<string> };
  readonly references: readonly Reference[];
}

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

// ------------------------------------------------------------------ what is special about each week

/**
 * The baby's size: length (and weight from 10 weeks), rounded averages.
 * Until 19 weeks babies are measured from head to bottom, from 20 from head to heel.
 */
const sizes: Readonly<Record<number, readonly [length: string, weight?: string]>> = {
  4: ['less than 1 mm'],
  5: ['2 mm'],
  6: ['5 mm'],
  7: ['1 cm'],
  8: ['1.6 cm'],
  9: ['2.3 cm'],
  10: ['3 cm', '4 g'],
  11: ['4 cm', '7 g'],
  12: ['5.5 cm', '14 g'],
  13: ['7 cm', '25 g'],
  14: ['8.5 cm', '45 g'],
  15: ['10 cm', '70 g'],
  16: ['11.5 cm', '100 g'],
  17: ['13 cm', '140 g'],
  18: ['14 cm', '190 g'],
  19: ['15 cm', '240 g'],
  20: ['25 cm', '300 g'],
  21: ['27 cm', '350 g'],
  22: ['28 cm', '450 g'],
  23: ['29 cm', '500 g'],
  24: ['30 cm', '600 g'],
  25: ['34 cm', '650 g'],
  26: ['35 cm', '750 g'],
  27: ['36 cm', '850 g'],
  28: ['37 cm', '1 kg'],
  29: ['38 cm', '1.2 kg'],
  30: ['40 cm', '1.3 kg'],
  31: ['41 cm', '1.5 kg'],
  32: ['42 cm', '1.7 kg'],
  33: ['43 cm', '1.9 kg'],
  34: ['45 cm', '2.1 kg'],
  35: ['46 cm', '2.4 kg'],
  36: ['47 cm', '2.6 kg'],
  37: ['48 cm', '2.9 kg'],
  38: ['49 cm', '3.1 kg'],
  39: ['50 cm', '3.3 kg'],
  40: ['51 cm', '3.5 kg'],
  41: ['51 cm', '3.6 kg'],
  42: ['51 cm', '3.7 kg'],
};

function sizeSentence(week: number): string {
  const [length, weight] = sizes[week] ?? [];
  if (length === undefined) throw new Error(`No size for week ${week}`);
  if (week === pregnancyWeekRange.first) return `Your baby is ${length} long: a tiny ball of cells.`;
  const measured = week < 7 ? '' : week < 20 ? ' from head to bottom' : ' from head to heel';
  return `Your baby is about ${length} long${measured}${weight ? `, and weighs about ${weight}` : ''}.`;
}

interface WeekNotes {
  readonly headline: string;
  /** What is developing, after the size. */
  readonly development: string;
  /** Something to do or know this week in particular. */
  readonly tip?: Localized<string>;
}

const weekNotes: Readonly<Record<number, WeekNotes>> = {
  4: {
    headline: 'Your pregnancy has just begun',
    development:
      'The ball of cells has settled into the lining of your womb. Its cells are starting to form your baby, the placenta and the bag of fluid around your baby. Weeks are counted from the first day of your last period, so your baby is only about 2 weeks old.',
    tip: 'A pregnancy test can usually show a positive result from the first day of a missed period.',
  },
  5: {
    headline: 'The brain and spine begin to form',
    development:
      'A groove along your baby’s back, called the neural tube, is forming. It will become the brain and spinal cord, which is why folic acid matters now. A simple heart is forming too.',
    tip: {
      uk: 'If you take any medicines, ask a pharmacist, midwife or GP whether they are safe in pregnancy. Do not stop a prescribed medicine without advice.',
      ng: 'If you take any medicines, ask a pharmacist, doctor or health worker whether they are safe in pregnancy. Do not stop a prescribed medicine without advice.',
    },
  },
  6: {
    headline: 'The heart has started to beat',
    development:
      'The heart has started to beat, and it may show on a scan from about now. Small buds are growing that will become arms and legs.',
    tip: 'Feeling sick often starts around now. Eat small, plain snacks often, and sip drinks through the day.',
  },
  7: {
    headline: 'The face begins to form',
    development:
      'The brain is growing fast, so the head is large for the body. Dark spots show where the eyes will be, and the inner ears are forming.',
    tip: 'Tiredness is common now, because your hormones are changing. Rest when you can, and go to bed earlier if it helps.',
  },
  8: {
    headline: 'Fingers and toes begin to form',
    development:
      'The hands and feet now have ridges where fingers and toes will grow. Your baby makes small movements, but you cannot feel them yet.',
    tip: {
      uk: 'If it is autumn or winter, ask about the flu vaccine. It is safe at any stage of pregnancy and helps protect you and your baby.',
      ng: 'If you have not started antenatal care, go to your primary health care centre or a hospital antenatal clinic. WHO advises a first contact before 12 weeks.',
    },
  },
  9: {
    headline: 'The face takes shape',
    development:
      'The upper lip and nose are forming, and eyelids begin to cover the eyes. The heart, brain, lungs and kidneys keep developing.',
    tip: 'Constipation is common in pregnancy. Eat plenty of fibre, such as fruit, vegetables and wholegrain foods, and drink plenty of water.',
  },
  10: {
    headline: 'Most organs are in place',
    development:
      'Most of the main organs are in place and still developing. Tiny buds for the teeth are forming under the gums.',
    tip: {
      uk: 'If you have not seen a midwife yet, contact one or your GP now to start your antenatal care.',
      ng: 'Ask for an antenatal card at your clinic, and bring it to every contact.',
    },
  },
  11: {
    headline: 'Your baby can stretch and kick',
    development:
      'Your baby can stretch, kick and even hiccup, though you will not feel it for weeks yet. Fingernails are starting to grow.',
    tip: 'You may be wondering when to tell people you are pregnant. There is no right time: it is up to you.',
  },
  12: {
    headline: 'Your baby is fully formed',
    development:
      'All the organs, muscles, limbs and bones are in place. From now your baby mainly needs to grow. The placenta is taking over the job of feeding your baby.',
    tip: {
      uk: 'If you take 400 micrograms of folic acid, you can stop after this week. If you take the higher 5 mg dose, keep to the advice you were given.',
      ng: 'Keep taking your iron and folic acid tablets every day. WHO advises them all through pregnancy.',
    },
  },
  13: {
    headline: 'The second trimester begins',
    development: 'Your baby swallows small amounts of the fluid around them and passes it out as pee. The bones are getting harder.',
    tip: 'If you are still being sick, it may ease over the next few weeks. For most women it has eased by 16 to 20 weeks.',
  },
  14: {
    headline: 'Your baby can make faces',
    development: 'The muscles of the face work now, so your baby can frown and squint. Fine, soft hair starts to grow on the body.',
    tip: {
      uk: 'Your gums may bleed more easily in pregnancy. Keep brushing twice a day and see a dentist. NHS dental care is free while you are pregnant and for 12 months after the birth.',
      ng: 'Your gums may bleed more easily in pregnancy. Keep brushing twice a day, and see a dentist if you can.',
    },
  },
  15: {
    headline: 'Your baby may sense light',
    development: 'The eyes are still closed, but your baby may sense bright light through them. The skeleton keeps hardening into bone.',
    tip: 'Avoid contact sports and activities where you could fall, such as horse riding.',
  },
  16: {
    headline: 'The eyes begin to move',
    development: 'The eyes can make small movements from side to side. The muscles are getting stronger and the nerves are developing fast.',
    tip: 'From now, avoid exercise that has you lying flat on your back for long periods.',
  },
  17: {
    headline: 'Your baby is growing fast',
    development: 'Your baby is putting on weight quickly. The tiny bones of the ear are forming, so your baby will soon hear.',
    tip: {
      uk: 'Ask your midwife about antenatal classes near you. They help you get ready for labour, birth and feeding, and they can fill up early.',
      ng: 'Ask at your clinic about antenatal classes or talks. They help you get ready for labour, birth and feeding.',
    },
  },
  18: {
    headline: 'Your baby can hear sounds',
    development: 'Your baby can now hear sounds, such as your heartbeat and your voice. The fingers and toes have their own prints.',
    tip: 'Eat a varied diet: fruit and vegetables, starchy foods, protein such as beans, fish, eggs or meat, and some dairy foods.',
  },
  19: {
    headline: 'A creamy coating protects the skin',
    development: 'A white, creamy coating called vernix covers the skin. It protects the skin from the fluid around your baby.',
    tip: 'Leg cramps are common, often at night. Stretching your calves before bed and keeping active can help.',
  },
  20: {
    headline: 'You are halfway there',
    development:
      'From now, babies are measured from head to heel, not head to bottom. Your baby has times of sleeping and waking.',
    tip: {
      uk: 'Ask your midwife or GP for your maternity certificate (form MATB1). You can get it from 20 weeks, and you need it to claim maternity pay.',
      ng: 'Start saving a little money for the birth, and for transport to the hospital when the time comes.',
    },
  },
  21: {
    headline: 'Movements get stronger',
    development: 'Your baby’s movements are getting stronger and may feel like kicks. The gut is practising by swallowing fluid.',
    tip: 'Your baby may be busy at certain times of day. Noticing when helps you learn their pattern.',
  },
  22: {
    headline: 'Eyebrows and eyelashes grow',
    development: 'Eyebrows and eyelashes are growing. Your baby can grip with their hands and may touch their face.',
    tip: 'Mild itching is common as your bump grows and the skin stretches. Itching on the hands and feet is different: see the warning signs below.',
  },
  23: {
    headline: 'The lungs are developing',
    development:
      'The lungs are developing, and your baby practises breathing movements. The skin is thin and wrinkled, with little fat under it yet.',
    tip: 'To protect your back, lift things by bending your knees, keep your back straight, and wear flat shoes.',
  },
  24: {
    headline: 'The brain and lungs keep maturing',
    development:
      'Your baby is gaining weight steadily, and the brain and lungs keep maturing. A baby born now would need a lot of special care in hospital.',
    tip: 'From about now, your bump is measured at check-ups to check your baby’s growth.',
  },
  25: {
    headline: 'Your baby responds to sound and touch',
    development: 'Your baby may move in response to a loud noise, or to a touch through your tummy.',
    tip: {
      uk: 'If you work, tell your employer you are pregnant, and when you want your maternity leave to start, at least 15 weeks before your due week. That is around now.',
      ng: 'Keep going to your contacts even when you feel well. Checks such as blood pressure find problems early, when they are easier to treat.',
    },
  },
  26: {
    headline: 'The eyes begin to open',
    development: 'Your baby’s eyes begin to open. Your baby can blink and may turn away from bright light.',
    tip: 'Trouble sleeping is common. A pillow between your knees or under your bump can help you get comfortable.',
  },
  27: {
    headline: 'The last week of the second trimester',
    development:
      'Your baby has a pattern of sleeping and waking. You may feel small, regular jerks when your baby has hiccups.',
    tip: 'Swollen feet and ankles are common, especially at the end of the day. Put your feet up when you can.',
  },
  28: {
    headline: 'The third trimester begins',
    development: 'Your baby’s eyes can open and close. Fat is building up under the skin, so your baby looks less wrinkled.',
  },
  29: {
    headline: 'The bones are fully formed',
    development: 'Your baby’s bones are fully formed, but still soft. Your baby is gaining weight fast now.',
    tip: 'Plan how you will get to where you will give birth when labour starts, including at night and at weekends.',
  },
  30: {
    headline: 'The brain is growing fast',
    development: 'The brain is growing fast, and your baby can tell light from dark.',
    tip: {
      uk: 'Think about your birth plan: where you would like to give birth and what pain relief you might want. Talk it through with your midwife.',
      ng: 'Plan where you will give birth with a skilled birth attendant, such as a midwife, nurse or doctor, and how you will pay for it.',
    },
  },
  31: {
    headline: 'The fine body hair starts to go',
    development: 'The fine hair that covered your baby’s body starts to fall away. The fingernails reach the ends of the fingers.',
    tip: 'Feeling short of breath is common as your womb pushes up. Take things slowly and sit up straight.',
  },
  32: {
    headline: 'Your baby may be lying head down',
    development: 'Many babies lie head down by now, ready for birth, but there is still time to turn.',
    tip: 'Babies do not move less near the end of pregnancy. Their movements may feel different as they have less room.',
  },
  33: {
    headline: 'The skull stays soft for birth',
    development:
      'The bones of the skull are not joined yet, so your baby’s head can change shape a little during birth.',
    tip: 'Pack a bag for the birth, with things for you, and clothes and nappies for your baby.',
  },
  34: {
    headline: 'Your baby is storing fat',
    development: 'Fat under the skin will help your baby keep warm after birth. The lungs are nearly mature.',
    tip: {
      uk: 'Learn about feeding your baby. Breast milk is all your baby needs for about the first 6 months, and your midwife can help you get ready.',
      ng: 'Learn about feeding your baby. Breast milk is all your baby needs for about the first 6 months, and your health worker can help you get ready.',
    },
  },
  35: {
    headline: 'There is less room to move',
    development: 'Your baby is curled up in the womb now. You may feel more squirms and pushes than kicks.',
    tip: 'Get things ready at home for your baby: somewhere safe to sleep, clothes, nappies and a way to keep them warm.',
  },
  36: {
    headline: 'Your baby may move down',
    development:
      'Your baby may move lower into your pelvis, ready for birth. In a second pregnancy this often happens later, during labour.',
    tip: {
      uk: 'Keep your maternity notes with you wherever you go.',
      ng: 'Keep your antenatal card with you wherever you go.',
    },
  },
  37: {
    headline: 'Your baby is full term',
    development:
      'A baby born from 37 weeks is full term. Your baby’s gut holds the first poo, called meconium, which usually comes out after birth.',
    tip: 'Only a small number of babies arrive on their due date. Most come in the weeks around it.',
  },
  38: {
    headline: 'Your baby is ready to be born',
    development: 'Most of the fine body hair has gone, and your baby keeps putting on fat.',
    tip: 'Rest when you can, and keep eating well.',
  },
  39: {
    headline: 'Still growing until birth',
    development: 'Your baby is still growing, and the brain and lungs keep maturing right up to birth.',
    tip: 'When tightenings start, note the time each one starts and how long it lasts. This helps you tell if labour has started.',
  },
  40: {
    headline: 'Your due date',
    development: 'Your baby is ready for life outside the womb. The skull bones can still move, to help the head through the birth canal.',
    tip: 'Your due date is an estimate. Most babies are born in the weeks around it, not on it.',
  },
  41: {
    headline: 'Past your due date',
    development: 'Many babies are born this week. Your baby keeps moving right up to and during labour.',
  },
  42: {
    headline: 'Most babies have been born',
    development: 'Most babies have been born by now. If yours has not, your baby is checked more often.',
    tip: {
      uk: 'If you chose not to have labour started for you, you are offered checks of your baby’s heartbeat and of the fluid around your baby, at least twice a week.',
      ng: 'If your baby has not come, stay under the care of the hospital where you plan to give birth. WHO advises that labour may need to be started for you.',
    },
  },
};

// ------------------------------------------------------------------ warning signs

/**
 * The warning signs of a week: those that matter through pregnancy, then by
 * stage. A sign the registry gives a `stage` is listed only in the weeks of
 * that stage: `early` in the first trimester, `from-20-weeks` from 20 weeks,
 * `before-37-weeks` from 20 to 36 weeks (earlier, pain and bleeding are the
 * signs). The test checks every week against the registry's stages.
 */
function signsForWeek(week: number): NonEmpty<WarningSignId> {
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

// ------------------------------------------------------------------ the weeks

const alwaysCited: readonly Reference[] = [sources['nhs-week-by-week'], sources['nice-ng201'], sources['who-anc-2016']];

function uniqueByUrl<T extends Reference>(references: readonly T[]): NonEmpty<T> {
  const seen = new Map<string, T>();
  for (const reference of references) if (!seen.has(reference.url)) seen.set(reference.url, reference);
  return [...seen.values()] as unknown as NonEmpty<T>;
}

function stageOf(week: number): Stage {
  const stage = stages.find((s) => week >= s.from && week <= s.to);
  if (!stage) throw new Error(`No stage for week ${week}`);
  return stage;
}

function makeWeek(week: number): PregnancyWeek {
  const notes = weekNotes[week];
  if (!notes) throw new Error(`No notes for week ${week}`);
  const stage = stageOf(week);
  const tip = notes.tip === undefined ? undefined : { uk: localize(notes.tip, 'uk'), ng: localize(notes.tip, 'ng') };
  const toDo = tip
    ? { uk: [tip.uk, ...stage.toDo.uk] as const, ng: [tip.ng, ...stage.toDo.ng] as const }
    : stage.toDo;
  const references = [...alwaysCited, ...stage.references];
  const title = `${week} weeks pregnant`;
  return {
    week,
    path: weekPath(week),
    trimester: trimesterOfWeek(week),
    title,
    headline: notes.headline,
    description: `${title}: ${notes.headline.toLowerCase()}. Your baby’s size and growth, changes in your body, your antenatal care this week and the warning signs to know.`,
    baby: [sizeSentence(week), notes.development],
    body: stage.body,
    toDo,
    signs: signsForWeek(week),
    references: uniqueByUrl(references),
    review: contentReview,
  };
}

/**
 * Every week of the guide, 4 to 42, in order, with text for both countries.
 * A page for one country uses `pregnancyWeekFor`, which also adds the week's
 * antenatal care.
 *
 * @example
 * pregnancyWeeks[0].title; // '4 weeks pregnant'
 * pregnancyWeeks.length; // 39
 */
export const pregnancyWeeks: readonly PregnancyWeek[] = pregnancyWeekNumbers.map(makeWeek);

/**
 * One week of the guide, with text for both countries.
 *
 * @throws RangeError for anything but a whole number from 4 to 42.
 *
 * @example
 * getPregnancyWeek(20).headline; // 'You are halfway there'
 */
export function getPregnancyWeek(week: number): PregnancyWeek {
  weekPath(week); // checks the number, with its message
  return pregnancyWeeks[week - pregnancyWeekRange.first]!;
}

function linkTo(week: PregnancyWeek | undefined): PregnancyWeekLink | undefined {
  return week && { week: week.week, path: week.path, title: week.title, headline: week.headline };
}

/**
 * The items of `country`'s antenatal care (from `ANTENATAL_PLANS` in @wh/core)
 * whose weeks overlap `week` (week N is N+0 to N+6), in date order, each with
 * its words from `antenatalCareFor`. A "by 10 weeks" item is listed in every
 * week before its deadline; a window in every week it touches.
 *
 * `pregnancyWeekFor` gives them as `antenatal`.
 */
function antenatalItemsInWeek<C extends Country>(country: C, week: number): readonly PregnancyWeekAntenatalItem<C>[] {
  weekPath(week);
  const [first, last] = [week * 7, week * 7 + 6];
  const care = antenatalCareFor(country);
  const items: Readonly<Record<string, AntenatalItemText>> = care.items;
  const plan: readonly { id: AntenatalItemId<C>; firstDay: number; lastDay: number }[] = antenatalPlanDays[country];
  return plan.filter((item) => item.firstDay <= last && item.lastDay >= first).map((item) => ({ id: item.id, ...items[item.id]! }));
}

/**
 * Everything one week's page shows on `country`'s site, every text resolved:
 * the week (title, headline, the baby, your body, what to do), its trimester,
 * its antenatal care (the items whose weeks overlap it), the warning sign ids (show
 * them with `groupWarningSigns`, and add `signSources(signs)` to the sources),
 * sources, review dates, and links to the previous and next weeks.
 *
 * @throws RangeError for a week outside 4 to 42.
 *
 * @example
 * const page = pregnancyWeekFor('ng', 20);
 * page.title; // '20 weeks pregnant'
 * page.trimesterName; // 'second trimester'
 * page.antenatal.map((item) => item.title); // ['Ultrasound scan', 'Medicine to prevent malaria (IPTp)', 'Second contact']
 * page.previous?.path; // '/pregnancy/week-by-week/19'
 */
export function pregnancyWeekFor<C extends Country>(country: C, week: number): PregnancyWeekPage<C> {
  const raw = getPregnancyWeek(week);
  const care = antenatalCareFor(country);
  const previous = linkTo(pregnancyWeeks[week - pregnancyWeekRange.first - 1]);
  const next = linkTo(pregnancyWeeks[week - pregnancyWeekRange.first + 1]);
  return {
    ...localizeDeep(raw, country),
    country,
    trimesterName: trimesterWeeks[raw.trimester].name,
    antenatal: antenatalItemsInWeek(country, week),
    atEveryCheckUp: care.atEveryCheckUp,
    sizesNote: localize(sizesNote, country),
    references: uniqueByUrl([...raw.references, ...(ukOnlyReferences[week] ?? []).filter(() => country === 'uk'), ...care.references]),
    ...(previous && { previous }),
    ...(next && { next }),
  };
}

/**
 * Every piece of prose a reader sees on a week's page, in reading order: the
 * title and headline, the baby, your body, what to do, the antenatal care of
 * the week and its warning signs with what to do about them. For reading-grade
 * reports and search indexes, as `articleText` is for articles.
 *
 * @example
 * pregnancyWeekText(pregnancyWeekFor('uk', 20)).join(' ').split(/\s+/).length; // words on the page
 */
export function pregnancyWeekText(page: PregnancyWeekPage): string[] {
  const out = [page.title, page.headline, ...page.baby, page.sizesNote, ...page.body, ...page.toDo];
  if (page.antenatal.length > 0) out.push(page.atEveryCheckUp);
  for (const item of page.antenatal) out.push(item.title, item.when, ...item.whatHappens);
  for (const card of groupWarningSigns(page.signs, page.country)) {
    out.push(localize(card.action, page.country));
    for (const sign of card.signs) {
      out.push(localize(sign.text, page.country));
      if (sign.note) out.push(localize(sign.note, page.country));
    }
  }
  return out;
}

/** The first page of the guide: what it is, and every week by trimester. */
export interface WeekByWeekIndex {
  readonly path: typeof weekByWeekIndexPath;
  readonly title: string;
  readonly description: string;
  readonly intro: NonEmpty<Localized<string>>;
  readonly sizesNote: Localized<string>;
  /** Each trimester (from `TRIMESTERS` in @wh/core) with its weeks in the guide: 4 to 12, 13 to 27 and 28 to 42. */
  readonly trimesters: readonly {
    readonly trimester: Trimester;
    /** The trimester and the weeks listed under it: "Third trimester (weeks 28 to 42)". */
    readonly heading: string;
    /** Only where the guide goes on past the due date (the third trimester): what those weeks are. */
    readonly note?: string;
    readonly weeks: NonEmpty<PregnancyWeekLink>;
  }[];
  readonly references: NonEmpty<Reference>;
  readonly review: Review;
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * A trimester's part of the list of weeks. The heading gives the weeks listed, so it matches the
 * links under it. The third trimester lasts until birth, and its weeks are written up to the due
 * date (`trimesterWeeks`); the guide goes on past it, and the note says what those weeks are.
 */
function trimesterListing(trimester: Trimester) {
  const weeks = pregnancyWeeks.filter((w) => w.trimester === trimester).map((w) => linkTo(w)!);
  const first = weeks[0]!.week;
  const last = weeks.at(-1)!.week;
  const dueDateWeek = trimesterWeeks[trimester].to;
  const pastDueDate = last > dueDateWeek ? weeks.filter((w) => w.week > dueDateWeek).map((w) => w.week) : [];
  return {
    trimester,
    heading: `${capitalised(trimesterWeeks[trimester].name)} (weeks ${first} to ${last})`,
    ...(pastDueDate.length > 0
      ? {
          note: `Your due date is at ${dueDateWeek} weeks, but many babies come later. ${capitalised(weekList(pastDueDate))} are for a pregnancy that has gone past its due date, called overdue: you are still in the ${trimesterWeeks[trimester].name} until your baby is born.`,
        }
      : {}),
    weeks: weeks as unknown as NonEmpty<PregnancyWeekLink>,
  };
}

/** "week 41", "weeks 41 and 42", "weeks 41, 42 and 43". */
function weekList(weeks: readonly number[]): string {
  if (weeks.length === 1) return `week ${weeks[0]}`;
  return `weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
}

/**
 * The first page of the week-by-week guide (`/pregnancy/week-by-week`).
 *
 * @example
 * weekByWeekIndex.trimesters.map((t) => t.heading);
 * // ['First trimester (weeks 4 to 12)', 'Second trimester (weeks 13 to 27)', 'Third trimester (weeks 28 to 42)']
 * weekByWeekIndex.trimesters[2].note; // 'Your due date is at 40 weeks, … you are still in the third trimester until your baby is born.'
 * weekByWeekIndex.trimesters[2].weeks.at(-1)?.path; // '/pregnancy/week-by-week/42'
 */
export const weekByWeekIndex: WeekByWeekIndex = {
  path: weekByWeekIndexPath,
  title: 'Pregnancy week by week',
  description:
    'What happens to you and your baby in each week of pregnancy, from 4 to 42 weeks: your baby’s growth, changes in your body, your antenatal care and the warning signs to know.',
  intro: [
    'Pregnancy is counted from the first day of your last period, so at 4 weeks pregnant your baby has been growing for about 2 weeks. Each page covers one week: 14 weeks pregnant means from 14 weeks and 0 days until 15 weeks.',
    {
      uk: 'Each week says what your NHS antenatal care offers at that stage, and the warning signs to know.',
      ng: 'Each week says what WHO advises for your antenatal care at that stage, and the warning signs to know.',
    },
  ],
  sizesNote,
  trimesters: ([1, 2, 3] as const).map(trimesterListing),
  references: [sources['nhs-week-by-week'], sources['nice-ng201'], sources['who-anc-2016']],
  review: contentReview,
};
