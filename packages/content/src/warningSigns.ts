/**
 * The warning-sign registry: every sign the site warns about, written once,
 * with one level of urgency, the care route that decides what to do in each
 * country (urgency.ts), who it applies to and its sources.
 *
 * Pages never describe a warning sign in their own words: they list registry
 * ids (typed as `WarningSignId`, so a mistyped id does not compile), and the
 * app shows each sign with its level's heading and action. That is what stops
 * two pages giving different advice for the same sign. The integrity test
 * (content.test.ts) fails on an id nobody uses and on urgency words written
 * outside this file and urgency.ts.
 *
 * Levels follow CLINICAL-FACTS.md, "Corrections from the clinical review",
 * rows 1, 2, 4, 7 and 11, and resolve the contradictions listed there (see
 * README, "Warning signs"). Every level here is a clinical judgement that a
 * clinician must confirm before launch.
 */

import { localize } from './localize';
import { isSourceFor, sources, type SourceId } from './sources';
import type { Country, Localized, NonEmpty, Reference } from './types';
import { careAction, levelSources, urgencyLevelOrder, type CareRoute, type CareRouteAt, type UrgencyLevel } from './urgency';

/** Who a sign applies to. */
export type Audience = 'pregnancy' | 'after-birth' | 'baby' | 'gynaecology' | 'male-partner';

/** The stage of pregnancy a sign is about, where it matters. */
/**
 * `early`: the first trimester; `from-13-weeks`: the second and third trimesters;
 * `from-20-weeks`; `before-37-weeks`: from 20 to 36 weeks.
 */
export type PregnancyStage = 'early' | 'from-13-weeks' | 'from-20-weeks' | 'before-37-weeks';

interface WarningSignFields {
  /** The sign, as a reader would notice it. Shown as a list item. */
  readonly text: Localized<string>;
  /** A short extra instruction shown after the sign, such as "Take the tampon out." */
  readonly note?: Localized<string>;
  readonly appliesTo: NonEmpty<Audience>;
  readonly stage?: PregnancyStage;
  /**
   * Where the level and the wording come from, per country: each site cites
   * only sources fit for its readers (`isSourceFor`), so the Nigeria site cites
   * WHO and Nigerian guidance, never an NHS page.
   */
  readonly sources: { readonly uk: NonEmpty<SourceId>; readonly ng: NonEmpty<SourceId> };
}

/** A sign as it is written in the registry: its level and a care route that level offers. */
export type WarningSignDefinition = {
  [L in UrgencyLevel]: WarningSignFields & { readonly level: L; readonly care: CareRouteAt<L> };
}[UrgencyLevel];

const everywhere = ['pregnancy', 'after-birth'] as const;

export const warningSigns = {
  // ------------------------------------------------------------ immediate action
  'pregnancy-heavy-bleeding': {
    level: 'immediate',
    care: 'maternity',
    text: 'Heavy bleeding from the vagina, or bleeding with severe tummy pain',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-bleeding-pregnancy', 'nice-ng126'], ng: ['who-abortion-care', 'who-emergency-obstetric-care'] },
  },
  'severe-pain-or-collapse': {
    level: 'immediate',
    // A bleeding ectopic pregnancy needs a hospital that can give blood and operate: in Nigeria, one
    // with a maternity unit (the maternity route's emergency), not any emergency department.
    care: 'maternity',
    text: 'Sudden, severe pain in the tummy or pelvis, or pain with feeling faint, dizzy or collapsing, especially if you are or might be pregnant',
    note: 'This can be bleeding inside from an ectopic pregnancy, or a twisted or burst ovarian cyst.',
    appliesTo: ['pregnancy', 'gynaecology'],
    stage: 'early',
    sources: { uk: ['nhs-ectopic', 'nice-ng126'], ng: ['who-emergency-obstetric-care', 'who-basic-emergency-care'] },
  },
  'chest-pain-or-breathlessness': {
    level: 'immediate',
    care: 'maternity',
    text: 'Chest pain, sudden breathlessness or coughing up blood',
    note: 'This can be a blood clot in the lungs, especially with pain or swelling in one leg.',
    appliesTo: everywhere,
    sources: { uk: ['nhs-pulmonary-embolism', 'nice-ng194'], ng: ['who-basic-emergency-care', 'who-postnatal-2022'] },
  },
  'fit-or-collapse': {
    level: 'immediate',
    care: 'maternity',
    text: 'A fit (seizure), sudden confusion, or fainting and not coming round quickly',
    appliesTo: everywhere,
    sources: { uk: ['nhs-pre-eclampsia', 'nice-ng201'], ng: ['who-pre-eclampsia', 'who-basic-emergency-care'] },
  },
  sepsis: {
    level: 'immediate',
    care: 'maternity',
    text: 'Signs of sepsis: feeling very unwell with a high or very low temperature, shivering, a racing heart or fast breathing, confusion, or skin or lips that look pale, blue, grey or blotchy',
    note: 'Sepsis is the body’s severe reaction to an infection. It is an emergency.',
    appliesTo: [...everywhere, 'gynaecology'],
    sources: { uk: ['nhs-sepsis', 'nice-ng51'], ng: ['who-sepsis', 'who-peripartum-infections'] },
  },
  'postnatal-heavy-bleeding': {
    level: 'immediate',
    care: 'maternity',
    text: 'Sudden heavy bleeding from the vagina that soaks a pad in an hour or less, or bleeding with feeling faint or dizzy',
    appliesTo: ['after-birth'],
    sources: { uk: ['nhs-post-pregnancy-body', 'nice-ng194'], ng: ['who-postpartum-haemorrhage', 'who-postnatal-2022'] },
  },
  'postpartum-psychosis': {
    level: 'immediate',
    care: 'mental-health',
    text: 'Seeing or hearing things that are not there, strange beliefs, sudden confusion, feeling very high, or not sleeping at all for days',
    note: 'These can be signs of postpartum psychosis, a rare illness. The person may not know they are unwell, so family and friends need to act.',
    appliesTo: ['after-birth'],
    sources: { uk: ['nhs-postpartum-psychosis', 'nice-cg192'], ng: ['who-perinatal-mental-health', 'who-maternal-mental-health'] },
  },
  'self-harm-now': {
    level: 'immediate',
    care: 'mental-health',
    text: 'You have harmed yourself, or feel you cannot keep yourself or your baby safe',
    appliesTo: [...everywhere, 'gynaecology'],
    sources: { uk: ['nhs-urgent-mental-health', 'nice-cg192'], ng: ['who-suicide', 'who-perinatal-mental-health'] },
  },
  'baby-in-danger': {
    level: 'immediate',
    care: 'baby',
    text: 'Any worry that a baby is in danger now',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill'], ng: ['who-postnatal-2022'] },
  },
  'in-danger-or-assaulted': {
    level: 'immediate',
    care: 'general',
    text: 'Someone is hurting you or you are in danger now, or you have been sexually assaulted and are injured',
    appliesTo: ['pregnancy', 'gynaecology'],
    sources: { uk: ['gov-domestic-abuse', 'nhs-sexual-assault'], ng: ['who-violence-against-women', 'naptip-vapp'] },
  },
  'heavy-bleeding-faint': {
    level: 'immediate',
    care: 'general',
    text: 'Very heavy bleeding from the vagina with feeling faint, dizzy or breathless, or soaking a pad or tampon every hour for 2 hours or more',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-heavy-periods', 'nice-ng88'], ng: ['who-anaemia', 'who-basic-emergency-care'] },
  },
  'toxic-shock-severe': {
    level: 'immediate',
    care: 'general',
    text: 'Signs of toxic shock syndrome (a high temperature, a rash like sunburn, being sick, feeling faint) that are severe or getting worse fast',
    note: 'Take out any tampon or menstrual cup.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-toxic-shock'], ng: ['who-sepsis', 'who-basic-emergency-care'] },
  },
  'vomiting-blood': {
    level: 'immediate',
    care: 'general',
    text: 'Vomiting blood, or a large amount of blood in your poo',
    appliesTo: ['pregnancy', 'gynaecology'],
    sources: { uk: ['nhs-vomiting-blood'], ng: ['who-basic-emergency-care'] },
  },
  'testicle-sudden-pain': {
    level: 'immediate',
    care: 'general',
    text: 'Sudden, severe pain in a testicle',
    note: 'A twisted testicle needs surgery within hours.',
    appliesTo: ['male-partner'],
    sources: { uk: ['nhs-testicle-pain'], ng: ['who-basic-emergency-care'] },
  },
  'baby-floppy-or-unresponsive': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby is floppy, is not responding to you, or you cannot wake them',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'baby-breathing': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby is breathing very fast, grunting, sucking in under the ribs, struggling to breathe, or stops breathing for a while',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'baby-fit': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby has a fit (seizure)',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'baby-colour': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby’s skin, lips or tongue look blue, grey, very pale or blotchy',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'baby-cold': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby feels unusually cold to touch, or has a temperature below 36°C',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-sepsis', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'baby-rash': {
    level: 'immediate',
    care: 'baby',
    text: 'Your baby has a rash that does not fade when you press a glass against it',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-fever-children', 'nhs-sepsis'], ng: ['who-meningitis', 'who-sepsis'] },
  },

  // ------------------------------------------------------------ act now, day or night
  'reduced-movements': {
    level: 'act-now',
    care: 'maternity',
    text: 'Your baby’s movements slow down, change or stop',
    note: 'There is no set number of normal movements: know your baby’s own pattern. Do not use a home heartbeat monitor (Doppler) to check.',
    appliesTo: ['pregnancy'],
    stage: 'from-20-weeks',
    sources: { uk: ['nhs-movements', 'nhse-saving-babies-lives'], ng: ['who-anc-2016'] },
  },
  'pre-eclampsia': {
    level: 'act-now',
    care: 'maternity',
    text: 'A severe headache that does not go away, problems with your sight such as blurring or flashing lights, pain just below the ribs, being sick (vomiting), or sudden swelling of the face, hands or feet',
    note: 'These can be signs of pre-eclampsia, from 20 weeks of pregnancy until a few weeks after the birth.',
    appliesTo: everywhere,
    stage: 'from-20-weeks',
    sources: { uk: ['nhs-pre-eclampsia'], ng: ['who-pre-eclampsia', 'who-anc-2016'] },
  },
  'waters-break': {
    level: 'act-now',
    care: 'maternity',
    text: 'Your waters break, or fluid leaks from the vagina, at any stage and especially before 37 weeks',
    note: 'Note the time, the colour of the fluid and how much there is.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nice-ng25', 'nhs-week-by-week'], ng: ['who-intrapartum-care', 'who-preterm-birth'] },
  },
  'preterm-labour': {
    level: 'act-now',
    care: 'maternity',
    text: 'Regular tightenings, period-like pains, a new dull backache or pressure low in the pelvis before 37 weeks',
    note: 'These can be signs of labour starting early.',
    appliesTo: ['pregnancy'],
    stage: 'before-37-weeks',
    sources: { uk: ['nice-ng25'], ng: ['who-preterm-birth'] },
  },
  'later-pregnancy-tummy-pain': {
    level: 'act-now',
    care: 'maternity',
    text: 'Severe or constant pain in your tummy, even with no bleeding, or a bump that feels hard and painful to touch',
    note: 'This can mean the placenta is coming away from the womb (placental abruption). The bleeding can stay hidden inside.',
    appliesTo: ['pregnancy'],
    stage: 'from-13-weeks',
    sources: { uk: ['nhs-stomach-pain-pregnancy', 'rcog-gtg63'], ng: ['who-mcpc', 'who-emergency-obstetric-care'] },
  },
  'pregnancy-bleeding': {
    level: 'act-now',
    care: 'maternity',
    text: 'Any bleeding from the vagina in pregnancy, even light spotting',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-bleeding-pregnancy', 'nice-ng126'], ng: ['who-abortion-care', 'who-anc-2016'] },
  },
  'possible-ectopic': {
    level: 'act-now',
    care: 'maternity',
    text: 'Pain low in the tummy on one side, pain in the tip of the shoulder, or pain when peeing or pooing, when you are in early pregnancy or might be pregnant',
    note: 'These can be signs of an ectopic pregnancy, which grows outside the womb.',
    appliesTo: ['pregnancy'],
    stage: 'early',
    sources: { uk: ['nhs-ectopic', 'nice-ng126'], ng: ['who-emergency-obstetric-care'] },
  },
  'pregnancy-temperature': {
    level: 'act-now',
    care: 'maternity',
    text: 'A temperature of 37.5°C or above, or feeling hot and shivery',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-sepsis', 'nice-ng51'], ng: ['who-malaria-guidelines', 'who-sepsis'] },
  },
  'one-swollen-leg': {
    level: 'act-now',
    care: 'maternity',
    text: 'Pain, swelling, redness or warmth in one leg, usually the calf',
    note: 'This can be a blood clot (deep vein thrombosis).',
    appliesTo: everywhere,
    sources: { uk: ['nhs-dvt', 'nice-ng194'], ng: ['who-postnatal-2022', 'who-anc-2016'] },
  },
  'postnatal-clots-or-smell': {
    level: 'act-now',
    care: 'maternity',
    text: 'Passing large clots (bigger than about 2.5 cm), bleeding that gets heavier instead of lighter, or blood or discharge that smells bad',
    appliesTo: ['after-birth'],
    sources: { uk: ['nhs-post-pregnancy-body', 'nice-ng194'], ng: ['who-postpartum-haemorrhage', 'who-postnatal-2022'] },
  },
  'postnatal-fever': {
    level: 'act-now',
    care: 'maternity',
    text: 'A temperature of 38°C or above, or feeling hot and shivery, in the weeks after the birth',
    appliesTo: ['after-birth'],
    sources: { uk: ['nhs-post-pregnancy-body', 'nice-ng51'], ng: ['who-postnatal-2022', 'who-peripartum-infections'] },
  },
  'baby-jaundice-first-day': {
    level: 'act-now',
    care: 'baby',
    text: 'Your baby’s skin or the whites of their eyes look yellow in the first 24 hours after birth',
    appliesTo: ['baby'],
    sources: { uk: ['nice-cg98', 'nhs-newborn-jaundice'], ng: ['who-postnatal-2022'] },
  },

  // Young-infant danger signs (second clinical review, correction 1). Nigeria: WHO's danger signs, a
  // hospital now, day or night, at WHO's thresholds (37.5°C or above; below 35.5°C is under baby-cold,
  // an emergency at below 36°C on both sites). UK: NICE NG143 "red", urgent now, at 38°C.
  'baby-fever-under-3-months': {
    level: 'act-now',
    care: 'baby',
    text: {
      uk: 'Your baby is under 3 months old and has a temperature of 38°C or above',
      ng: 'Your baby is under 3 months old and has a temperature of 37.5°C or above',
    },
    appliesTo: ['baby'],
    sources: { uk: ['nice-ng143', 'nhs-fever-children'], ng: ['who-postnatal-2022', 'who-imci'] },
  },
  'baby-not-feeding': {
    level: 'act-now',
    care: 'baby',
    text: 'Your baby has stopped feeding, or is feeding much less than usual',
    appliesTo: ['baby'],
    sources: { uk: ['nice-ng143', 'nhs-baby-seriously-ill'], ng: ['who-postnatal-2022', 'who-imci'] },
  },
  'baby-sleepy': {
    level: 'act-now',
    care: 'baby',
    text: 'Your baby is unusually sleepy, is hard to wake, or is not waking for feeds',
    appliesTo: ['baby'],
    sources: { uk: ['nice-ng143', 'nhs-baby-seriously-ill'], ng: ['who-postnatal-2022', 'who-imci'] },
  },

  // ------------------------------------------------------------ urgent: same day
  'no-movements-by-24-weeks': {
    level: 'same-day',
    care: 'maternity',
    text: 'You have not felt your baby move by 24 weeks',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-movements'], ng: ['who-anc-2016'] },
  },
  'pregnancy-itching': {
    level: 'same-day',
    care: 'maternity',
    text: 'Itching, mostly on the hands and feet and often worse at night, with no rash',
    note: 'This can be a liver condition called intrahepatic cholestasis of pregnancy, found with a blood test.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-cholestasis'], ng: ['who-anc-2016'] },
  },
  'severe-vomiting': {
    level: 'same-day',
    care: 'maternity',
    text: 'Being sick so often that you cannot keep food or fluids down, or signs of dehydration such as dark pee, peeing very little or feeling dizzy',
    note: 'This may be hyperemesis gravidarum, which can be treated.',
    appliesTo: ['pregnancy'],
    stage: 'early',
    sources: { uk: ['nhs-severe-vomiting'], ng: ['who-anc-2016'] },
  },
  'pregnancy-urine-infection': {
    level: 'same-day',
    care: 'maternity',
    text: 'Pain or burning when you pee, needing to pee more often, or pain in your back or side',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-uti', 'nhs-kidney-infection'], ng: ['who-anc-2016'] },
  },
  'possible-food-poisoning': {
    level: 'same-day',
    care: 'maternity',
    text: 'Aching muscles, chills, feeling sick or diarrhoea after eating food that may have been unsafe',
    note: 'Listeria infection is rare but can harm a baby. With a temperature of 37.5°C or above, follow the advice for a temperature in pregnancy.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-listeriosis'], ng: ['who-listeriosis'] },
  },
  'possible-anaemia': {
    level: 'same-day',
    care: 'maternity',
    text: 'Feeling very tired, weak or breathless, which can be signs of anaemia',
    appliesTo: ['pregnancy', 'after-birth'],
    sources: { uk: ['nhs-anaemia', 'who-iron-folic-acid'], ng: ['who-iron-folic-acid', 'who-anaemia'] },
  },
  'wound-infection': {
    level: 'same-day',
    care: 'maternity',
    text: 'Stitches or a caesarean wound that are red, swollen, leaking or more painful',
    appliesTo: ['after-birth'],
    sources: { uk: ['nhs-post-pregnancy-body', 'nice-ng194'], ng: ['who-postnatal-2022', 'who-peripartum-infections'] },
  },
  'postnatal-tummy-pain': {
    level: 'same-day',
    care: 'maternity',
    text: 'Tummy pain that is getting worse after the birth',
    appliesTo: ['after-birth'],
    sources: { uk: ['nice-ng194'], ng: ['who-postnatal-2022'] },
  },
  'postnatal-peeing': {
    level: 'same-day',
    care: 'maternity',
    text: 'Pain or burning when you pee, or you cannot pee, after the birth',
    appliesTo: ['after-birth'],
    sources: { uk: ['nice-ng194', 'nhs-uti'], ng: ['who-postnatal-2022'] },
  },
  mastitis: {
    level: 'same-day',
    care: 'general',
    text: 'A breast that is red or darker than usual, hot, swollen and painful, with a fever or flu-like aches, or no better after 24 hours',
    note: 'This can be mastitis. If you are breastfeeding, keep feeding from that side.',
    appliesTo: ['after-birth', 'gynaecology'],
    sources: { uk: ['nhs-mastitis'], ng: ['who-postnatal-2022', 'who-infant-feeding'] },
  },
  'self-harm-thoughts': {
    level: 'same-day',
    care: 'mental-health',
    text: 'Thoughts of harming yourself or your baby, or thoughts that your family would be better off without you',
    note: 'This is so whatever your score on a questionnaire.',
    appliesTo: [...everywhere, 'gynaecology'],
    sources: { uk: ['nhs-urgent-mental-health', 'nice-cg192'], ng: ['who-suicide', 'who-perinatal-mental-health'] },
  },
  'mental-health-worsening': {
    level: 'same-day',
    care: 'mental-health',
    text: 'Feeling unable to look after yourself or your baby, or low mood or anxiety that is getting worse quickly',
    appliesTo: ['pregnancy', 'after-birth'],
    sources: { uk: ['nhs-postnatal-depression', 'nice-cg192'], ng: ['who-perinatal-mental-health', 'who-maternal-mental-health'] },
  },
  'baby-wet-nappies': {
    level: 'same-day',
    care: 'baby',
    text: 'Your baby has fewer wet nappies than expected, or dark pee',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-baby-seriously-ill'], ng: ['who-postnatal-2022'] },
  },
  'baby-jaundice-later': {
    level: 'same-day',
    care: 'baby',
    text: 'Your baby’s skin or eyes look yellow after the first day, the yellow lasts more than 2 weeks (3 weeks if born early), or their poo is pale or chalky',
    appliesTo: ['baby'],
    sources: { uk: ['nice-cg98', 'nhs-newborn-jaundice'], ng: ['who-postnatal-2022'] },
  },
  'cord-infection': {
    level: 'same-day',
    care: 'baby',
    text: 'The skin around your baby’s cord stump is red or swollen, or the stump smells or oozes',
    appliesTo: ['baby'],
    sources: { uk: ['nhs-washing-baby', 'who-postnatal-2022'], ng: ['who-postnatal-2022'] },
  },
  'pelvic-infection': {
    level: 'same-day',
    care: 'general',
    text: 'Pain low in the tummy or pelvis, or pain during sex, with a high temperature or an unusual or smelly discharge',
    note: 'This can be pelvic inflammatory disease. Prompt antibiotics help protect your fertility.',
    appliesTo: ['gynaecology', 'after-birth'],
    sources: { uk: ['nhs-pid'], ng: ['who-stis', 'who-infertility'] },
  },
  'kidney-infection': {
    level: 'same-day',
    care: 'general',
    text: 'Burning when you pee with a high temperature or shivering, or pain in your back or side',
    note: 'This can be a kidney infection.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-kidney-infection'], ng: ['who-sepsis'] },
  },
  'toxic-shock-possible': {
    level: 'same-day',
    care: 'general',
    text: 'A high temperature, flu-like aches, a rash like sunburn or being sick while using a tampon or menstrual cup',
    note: 'Take the tampon or cup out. This can be toxic shock syndrome, which is rare but serious.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-toxic-shock'], ng: ['who-sepsis'] },
  },
  'heavy-periods-tiredness': {
    level: 'same-day',
    care: 'general',
    text: 'Heavy periods that leave you very tired or short of breath',
    note: 'Heavy bleeding can cause anaemia.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-heavy-periods', 'nice-ng88'], ng: ['who-anaemia'] },
  },
  'genital-sores': {
    level: 'same-day',
    care: 'general',
    text: 'Painful sores, blisters, ulcers or a painful lump on the vulva or genitals, especially if you are pregnant',
    appliesTo: ['gynaecology', 'pregnancy'],
    sources: { uk: ['nhs-stis'], ng: ['who-stis'] },
  },
  'hiv-exposure': {
    level: 'same-day',
    care: 'general',
    text: 'You might have been exposed to HIV in the last 72 hours',
    note: 'Medicine called PEP can prevent infection. It must start within 72 hours, and the sooner the better.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-stis'], ng: ['who-hiv'] },
  },
  'emergency-contraception': {
    level: 'same-day',
    care: 'general',
    text: 'You had sex without contraception, or your method failed, and you do not want to get pregnant',
    note: 'Emergency contraception works best the sooner you use it.',
    appliesTo: ['gynaecology', 'after-birth'],
    sources: { uk: ['nhs-emergency-contraception', 'fsrh-emergency-contraception'], ng: ['who-emergency-contraception', 'who-family-planning'] },
  },
  'cervix-treatment-problems': {
    level: 'same-day',
    care: 'general',
    text: 'Heavy bleeding, a high temperature, smelly discharge or worsening pain after a colposcopy or treatment to the cervix',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-colposcopy'], ng: ['who-cervical-precancer'] },
  },
  'ovarian-hyperstimulation': {
    level: 'same-day',
    care: 'general',
    text: 'Tummy swelling or pain, being sick or breathlessness during fertility treatment',
    note: 'This can be ovarian hyperstimulation syndrome. Call your fertility clinic too if it has an out-of-hours number.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-ivf'], ng: ['who-infertility'] },
  },
  'testicle-pain': {
    level: 'same-day',
    care: 'general',
    text: 'Pain or swelling in a testicle that came on slowly',
    appliesTo: ['male-partner'],
    sources: { uk: ['nhs-testicle-pain'], ng: ['who-stis'] },
  },

  // ------------------------------------------------------------ non-urgent
  'pregnancy-discomforts': {
    level: 'routine',
    care: 'maternity',
    text: 'Heartburn, mild back pain, leg cramps or constipation that bother you',
    note: 'These are common in pregnancy. A pharmacist can tell you what is safe to take.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-week-by-week'], ng: ['who-anc-2016'] },
  },
  'pregnancy-discharge-change': {
    level: 'routine',
    care: 'maternity',
    text: 'Vaginal discharge that changes colour, smells, or makes you itchy or sore',
    note: 'In pregnancy, thrush is treated with creams or pessaries, not tablets.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-thrush'], ng: ['who-anc-2016', 'who-stis'] },
  },
  'low-mood': {
    level: 'routine',
    care: 'mental-health',
    text: 'Feeling low, anxious or not yourself most days for 2 weeks or more',
    note: 'Depression and anxiety in pregnancy and after birth are common and treatable.',
    appliesTo: [...everywhere, 'gynaecology'],
    sources: { uk: ['nhs-postnatal-depression', 'nice-cg192'], ng: ['who-perinatal-mental-health', 'who-maternal-mental-health'] },
  },
  'leaking-or-prolapse': {
    level: 'routine',
    care: 'general',
    text: 'Leaking pee or poo, or a heavy, dragging feeling in the vagina, that is not getting better',
    appliesTo: ['after-birth', 'gynaecology'],
    sources: { uk: ['nhs-post-pregnancy-body'], ng: ['who-postnatal-2022'] },
  },
  'postmenopausal-bleeding': {
    level: 'routine',
    care: 'general',
    text: 'Any bleeding after the menopause',
    note: 'It is often not serious, but it must be checked within days rather than weeks.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-post-menopausal-bleeding'], ng: ['who-menopause'] },
  },
  'bleeding-between-periods': {
    level: 'routine',
    care: 'general',
    text: 'Bleeding between periods or after sex',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-periods'], ng: ['who-cervical-cancer', 'who-stis'] },
  },
  'heavy-or-painful-periods': {
    level: 'routine',
    care: 'general',
    text: 'Periods so heavy or painful that they stop you doing everyday things',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-heavy-periods', 'nice-ng88'], ng: ['who-endometriosis', 'who-anaemia'] },
  },
  'missed-periods': {
    level: 'routine',
    care: 'general',
    text: 'Missing 3 periods in a row when you are not pregnant, or periods that have not started by the age of 16',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-periods'], ng: ['who-pcos'] },
  },
  'possible-pcos': {
    level: 'routine',
    care: 'general',
    text: 'Irregular or missed periods with extra hair on the face or body, spots or thinning hair on the head',
    note: 'These can be signs of polycystic ovary syndrome (PCOS).',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-pcos'], ng: ['who-pcos'] },
  },
  'gynaecological-cancer-symptoms': {
    level: 'routine',
    care: 'general',
    text: 'Bloating, feeling full quickly, or pain in the tummy or pelvis on most days; needing to pee more often for no clear reason; unusual or bloody discharge; a lump, sore, itch or colour change on the vulva that does not heal; or weight loss or tiredness you cannot explain',
    note: 'Most of these have a harmless cause, but they can be early signs of a gynaecological cancer, so get them checked.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-ovarian-cancer', 'nhs-vulval-cancer'], ng: ['who-cervical-cancer'] },
  },
  'breast-change': {
    level: 'routine',
    care: 'general',
    text: 'A new lump, or a change in the shape, skin or nipple of a breast, or fluid from the nipple that is not breast milk',
    note: 'Most lumps are not cancer, but every new lump should be checked soon.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-breast-cancer-women'], ng: ['who-breast-cancer'] },
  },

  // Issue 21: pregnancy guides
  'stroke-signs': {
    level: 'immediate',
    care: 'general',
    text: 'Your face droops on one side, you cannot lift both arms and keep them up, or your speech is slurred or muddled',
    note: 'These are signs of a stroke. Note the time they started.',
    appliesTo: ['pregnancy', 'after-birth', 'gynaecology'],
    sources: { uk: ['nhs-stroke'], ng: ['who-basic-emergency-care', 'who-pre-eclampsia'] },
  },
  'high-blood-sugar': {
    level: 'routine',
    care: 'maternity',
    text: 'Feeling very thirsty, needing to pee more than usual, a dry mouth or feeling very tired',
    note: 'These can be signs of high blood sugar, though some are common in pregnancy.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['nhs-gestational-diabetes', 'nice-ng3'], ng: ['who-hyperglycaemia-pregnancy'] },
  },
  'group-b-strep-labour': {
    level: 'act-now',
    care: 'maternity',
    text: 'You carry group B strep, or a baby of yours had a group B strep infection, and your labour starts or your waters break',
    note: 'Antibiotics through a drip in labour protect your baby. Tell the midwife you carry group B strep.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['rcog-group-b-strep', 'nhs-group-b-strep'], ng: ['who-peripartum-infections'] },
  },
  'severe-malaria': {
    level: 'immediate',
    care: 'maternity',
    text: 'A fever with any of these: very weak or unable to sit or stand, drowsy or confused, fast or hard breathing, yellow eyes or skin, or dark pee or very little pee',
    note: 'These can be signs of severe malaria, which needs treatment in hospital.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['who-malaria-guidelines', 'nhs-malaria'], ng: ['who-malaria-guidelines', 'who-malaria'] },
  },
  'sickle-cell-crisis': {
    level: 'act-now',
    care: 'maternity',
    text: 'You have sickle cell disease and get pain that your usual painkillers at home do not ease',
    note: 'In pregnancy, a sickle cell crisis is treated in hospital, where your baby can be checked too.',
    appliesTo: ['pregnancy'],
    sources: { uk: ['bsh-sickle-cell-pregnancy', 'nhs-sickle-cell'], ng: ['fmoh-nigeria', 'who-anc-2016'] },
  },
  // Issue 21: postpartum and gynaecology guides
  'baby-yellow-palms-soles': {
    level: 'act-now',
    care: 'baby',
    text: 'The palms of your baby’s hands or the soles of their feet look yellow',
    note: 'At any age, this can be a sign of severe jaundice.',
    appliesTo: ['baby'],
    sources: { uk: ['who-postnatal-2022', 'nice-cg98'], ng: ['who-postnatal-2022'] },
  },
  'girl-at-risk-of-fgm': {
    level: 'immediate',
    care: 'general',
    text: {
      uk: 'A girl or woman is about to have FGM (cutting), or is about to be taken abroad for it',
      ng: 'A girl or woman is about to have FGM (cutting), or is being taken somewhere to have it done',
    },
    note: 'The police can act to protect her. FGM is a crime.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['gov-fgm-protection-orders', 'nhs-fgm'], ng: ['who-fgm', 'naptip-vapp'] },
  },
  'recent-sexual-assault': {
    level: 'same-day',
    care: 'general',
    text: 'You have been raped or sexually assaulted in the last few days, even if you are not hurt',
    note: {
      uk: 'A sexual assault referral centre (SARC) gives free, private care, whether or not you tell the police. Medicines started soon can prevent pregnancy and HIV.',
      ng: 'A hospital or a sexual assault referral centre, such as the Mirabel Centre in Lagos, gives care whether or not you tell the police. Medicines started soon can prevent pregnancy and HIV.',
    },
    appliesTo: ['gynaecology', 'pregnancy', 'after-birth'],
    sources: { uk: ['nhs-sexual-assault'], ng: ['who-violence-against-women', 'naptip-vapp'] },
  },
  'after-abortion-still-pregnant': {
    // Same day, not routine: the pregnancy may be going on, and the weeks of pregnancy (and the legal
    // limits that go with them) move on (second clinical review, correction 14; NHS; RCOG).
    level: 'same-day',
    care: 'general',
    text: 'You still feel pregnant 2 weeks after an abortion, or a pregnancy test is still positive 4 weeks after it',
    note: 'The abortion may not be complete, or the pregnancy may be going on. Contact the service that cared for you, or a doctor, the same day.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-abortion', 'nice-ng140'], ng: ['who-abortion-care'] },
  },
  'fgm-health-problems': {
    level: 'routine',
    care: 'general',
    text: 'Pain, infections that keep coming back, or problems with peeing, periods, sex or pregnancy, if you have had FGM',
    note: {
      uk: 'NHS FGM support clinics can help, and many let you refer yourself.',
      ng: 'Ask to see a gynaecologist. Many of these problems can be treated.',
    },
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-fgm'], ng: ['who-fgm'] },
  },
  'menopause-symptoms': {
    level: 'routine',
    care: 'general',
    text: 'Menopause symptoms, such as hot flushes, poor sleep or low mood, that affect your daily life, or any such symptoms before the age of 45',
    note: 'Treatment helps most women. You do not have to put up with it.',
    appliesTo: ['gynaecology'],
    sources: { uk: ['nhs-menopause', 'nice-ng23'], ng: ['who-menopause'] },
  },
} as const satisfies Record<string, WarningSignDefinition>;

/** The id of a sign in the registry. A page that names any other id does not compile. */
export type WarningSignId = keyof typeof warningSigns;

/** A sign with its id. */
export type WarningSign = WarningSignDefinition & { readonly id: WarningSignId };

/** Every sign id, in registry order. */
export const warningSignIds = Object.keys(warningSigns) as WarningSignId[];

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
 * Sorts signs into care cards: most urgent first, one card per level and
 * action, each sign once, in the order given within a card. Given a country,
 * signs whose actions read the same on that country's site share a card (in the
 * UK every emergency is "Call 999"; in Nigeria a mother, a baby and anyone else
 * are sent to different places); without one, a card's action is the same in
 * both countries.
 *
 * @example
 * groupWarningSigns(['pregnancy-bleeding', 'pregnancy-heavy-bleeding'], 'ng').map((c) => c.level);
 * // ['immediate', 'act-now']
 */
export function groupWarningSigns(ids: readonly WarningSignId[], country?: Country): readonly WarningSignCard[] {
  const cards = new Map<string, { level: UrgencyLevel; care: CareRoute; action: Localized<string>; signs: WarningSign[] }>();
  for (const id of new Set(ids)) {
    const sign = getWarningSign(id);
    const action = careAction(sign.level, sign.care);
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

/**
 * The sources behind some signs on one country's site, each once: each sign's
 * own, then those of the actions shown with them (that country's emergency
 * numbers and services).
 *
 * @example
 * signSources(['reduced-movements'], 'ng').map((s) => s.publisher);
 * // ['World Health Organization']
 */
export function signSources(ids: readonly WarningSignId[], country: Country): readonly Reference[] {
  const seen = new Set<SourceId>();
  for (const id of ids) for (const source of warningSigns[id].sources[country]) seen.add(source);
  for (const id of ids) for (const source of levelSources[country][warningSigns[id].level]) seen.add(source);
  return [...seen].map((id) => sources[id]);
}

/**
 * What a page cites on one country's site: its own references that are fit
 * for that country's readers (`isSourceFor`: no NHS page on the Nigeria site,
 * no Nigerian agency on the UK site), then the sources of the warning signs it
 * shows (`signSources`), each once. Every page's list of sources comes from
 * here.
 *
 * @example
 * pageSources(article.references, signIdsIn(article), 'ng');
 */
export function pageSources(references: readonly Reference[], signs: readonly WarningSignId[], country: Country): readonly Reference[] {
  const byUrl = new Map<string, Reference>();
  for (const reference of [...references.filter((r) => isSourceFor(r, country)), ...signSources(signs, country)]) {
    if (!byUrl.has(reference.url)) byUrl.set(reference.url, reference);
  }
  return [...byUrl.values()];
}
