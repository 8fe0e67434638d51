/**
 * Static content for /tools: the page and the symptom checker, built from the
 * warning-sign registry. The calculators' wording is in calculatorNotes.ts; the
 * calculations themselves live in @wh/core.
 */

import type { NonEmpty, PageMeta, Review, SymptomCheckerGroup, Tuple } from './types';
import { routeMeta } from './pages';
import { contentReview } from './site';

export const toolsPage: PageMeta & { readonly intro: string; readonly tabs: Tuple<string, 3>; readonly review: Review } = {
  path: '/tools',
  ...routeMeta['/tools'],
  intro: 'Simple tools to help you plan and understand. They give estimates and general guidance, not a diagnosis.',
  tabs: ['Health Calculators', 'Symptom Checker', 'Medical Glossary'],
  review: contentReview,
};

/**
 * The symptom checker: the signs that matter most in pregnancy, after the
 * birth, in a newborn baby and in gynaecological health, by reference to the
 * warning-sign registry. The app shows each group most urgent first
 * (`groupWarningSigns`), so the order here is only the order within a level.
 * It includes the red flags the clinical review found missing (docs/clinical-sources.md,
 * first review, corrections 1 and 2): possible ectopic pregnancy, chest pain or
 * breathlessness, one swollen leg, sepsis, a severe headache after the birth,
 * and every newborn danger sign WHO lists.
 */
export const symptomCheckerGroups: NonEmpty<SymptomCheckerGroup> = [
  {
    id: 'pregnancy-symptoms',
    title: 'In pregnancy',
    intro: 'Many symptoms are a normal part of pregnancy. These are not. Trust your instinct: if something feels wrong, get checked.',
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'chest-pain-or-breathlessness',
      'fit-or-collapse',
      'sepsis',
      'reduced-movements',
      'pre-eclampsia',
      'waters-break',
      'preterm-labour',
      'later-pregnancy-tummy-pain',
      'pregnancy-bleeding',
      'possible-ectopic',
      'one-swollen-leg',
      'pregnancy-temperature',
      'no-movements-by-24-weeks',
      'pregnancy-itching',
      'severe-vomiting',
      'pregnancy-urine-infection',
      'pregnancy-discomforts',
    ],
  },
  {
    id: 'after-birth-symptoms',
    title: 'After the birth',
    intro: 'Recovery takes time, and some bleeding, soreness and tiredness are normal. These signs are not.',
    signs: [
      'postnatal-heavy-bleeding',
      'chest-pain-or-breathlessness',
      'sepsis',
      'fit-or-collapse',
      'postpartum-psychosis',
      'self-harm-now',
      'postnatal-clots-or-smell',
      'postnatal-fever',
      'pre-eclampsia',
      'one-swollen-leg',
      'wound-infection',
      'mastitis',
      'self-harm-thoughts',
      'low-mood',
    ],
  },
  {
    id: 'newborn-symptoms',
    title: 'Your newborn baby',
    intro: 'Babies can become unwell quickly. These are the danger signs to act on.',
    signs: [
      'baby-floppy-or-unresponsive',
      'baby-breathing',
      'baby-fit',
      'baby-colour',
      'baby-cold',
      'baby-rash',
      'baby-jaundice-first-day',
      'baby-yellow-palms-soles',
      'baby-fever-under-3-months',
      'baby-not-feeding',
      'baby-sleepy',
      'baby-wet-nappies',
      'baby-jaundice-later',
      'cord-infection',
    ],
  },
  {
    id: 'gynaecological-symptoms',
    title: 'Periods and gynaecological health',
    intro: 'Know what is normal for you. These changes need checking.',
    signs: [
      'severe-pain-or-collapse',
      'heavy-bleeding-faint',
      'toxic-shock-severe',
      'pelvic-infection',
      'toxic-shock-possible',
      'postmenopausal-bleeding',
      'bleeding-between-periods',
      'heavy-or-painful-periods',
      'breast-change',
    ],
  },
];

/** Shown above the symptom checker. */
export const symptomCheckerDisclaimer =
  'This guide cannot diagnose you. If you are worried, trust your instinct and get advice, even if your symptom is not listed here.';
