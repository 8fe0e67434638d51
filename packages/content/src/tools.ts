/**
 * Static content for /tools: calculator wording (CLINICAL-FACTS.md,
 * "Calculator wording") and the symptom checker's guidance lists. The
 * calculations themselves live in @wh/core.
 */

import { callEmergency, callMaternity, sameDayAdvice, seeDoctor } from './blocks';
import type { Localized, NonEmpty, PageMeta, SymptomGuide, Tuple } from './types';
import { routeMeta } from './pages';

export const toolsPage: PageMeta & { readonly intro: string; readonly tabs: Tuple<string, 3> } = {
  path: '/tools',
  ...routeMeta['/tools'],
  intro: 'Simple tools to help you plan and understand. They give estimates and general guidance, not a diagnosis.',
  tabs: ['Health Calculators', 'Symptom Checker', 'Medical Glossary'],
};

/** Wording shown with the calculators' results. */
export const calculatorNotes: {
  readonly lastPeriodLabel: string;
  readonly dueDate: { readonly title: string; readonly button: string; readonly note: string };
  readonly ovulation: {
    readonly title: string;
    readonly button: string;
    readonly cycleLengthLabel: string;
    readonly note: string;
    readonly irregularCycles: Localized<string>;
  };
} = {
  lastPeriodLabel: 'First day of your last period',
  dueDate: {
    title: 'Due Date Calculator',
    button: 'Calculate due date',
    note: 'This is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your dating scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.',
  },
  ovulation: {
    title: 'Ovulation Calculator',
    button: 'Calculate ovulation',
    cycleLengthLabel: 'Usual cycle length (days)',
    note: 'Ovulation is usually 10 to 16 days before your next period. This estimate assumes 14 days and a regular cycle. It cannot confirm ovulation and it is not contraception.',
    irregularCycles: {
      uk: 'If your cycles are shorter than 21 days, longer than 35 days or irregular, this estimate may be wrong. It is worth seeing your GP.',
      ng: 'If your cycles are shorter than 21 days, longer than 35 days or irregular, this estimate may be wrong. It is worth seeing a doctor.',
    },
  },
};

/** How to read the symptom checker's three levels. */
export const urgencyLabels: Tuple<{ readonly urgency: 'emergency' | 'urgent' | 'routine'; readonly label: string }, 3> = [
  { urgency: 'emergency', label: 'Emergency: get help now' },
  { urgency: 'urgent', label: 'Urgent: get advice today' },
  { urgency: 'routine', label: 'Routine: book an appointment' },
];

export const symptomGuides: NonEmpty<SymptomGuide> = [
  {
    id: 'pregnancy-symptoms',
    title: 'In pregnancy',
    intro: 'Many symptoms are a normal part of pregnancy. These need help, and quickly.',
    items: [
      { symptom: 'Heavy bleeding, severe tummy pain, a fit or collapse', urgency: 'emergency', advice: callEmergency },
      { symptom: 'Your baby’s movements slow down, change or stop', urgency: 'urgent', advice: callMaternity },
      { symptom: 'A bad headache, blurred vision or sudden swelling of the face, hands or feet', urgency: 'urgent', advice: callMaternity },
      { symptom: 'Fluid leaking from the vagina, or regular tightenings before 37 weeks', urgency: 'urgent', advice: callMaternity },
      { symptom: 'A temperature of 37.5°C or above, or feeling hot and shivery', urgency: 'urgent', advice: callMaternity },
      { symptom: 'Itching, mostly on the hands and feet', urgency: 'urgent', advice: callMaternity },
      { symptom: 'Being sick so often you cannot keep fluids down', urgency: 'urgent', advice: callMaternity },
      { symptom: 'Heartburn, mild back pain or leg cramps', urgency: 'routine', advice: {
        uk: 'These are common. Mention them at your next antenatal appointment, or ask a pharmacist what is safe to take.',
        ng: 'These are common. Mention them at your next antenatal visit, or ask a pharmacist what is safe to take in pregnancy.',
      } },
    ],
  },
  {
    id: 'after-birth-symptoms',
    title: 'After the birth',
    intro: 'Recovery takes time. These signs mean you or your baby need to be seen.',
    items: [
      { symptom: 'Sudden heavy bleeding, soaking a pad in an hour or less', urgency: 'emergency', advice: callEmergency },
      { symptom: 'Chest pain or sudden difficulty breathing', urgency: 'emergency', advice: callEmergency },
      { symptom: 'Confused thinking, seeing or hearing things, or thoughts of harming yourself or your baby', urgency: 'emergency', advice: callEmergency },
      { symptom: 'A high temperature or feeling hot and shivery, with feeling very unwell', urgency: 'urgent', advice: callMaternity },
      { symptom: 'A painful, red, hot area on the breast with flu-like aches', urgency: 'urgent', advice: sameDayAdvice },
      { symptom: 'Low mood or worry most days for more than 2 weeks', urgency: 'routine', advice: {
        uk: 'Talk to your midwife, health visitor or GP soon. Postnatal depression and anxiety are common and treatable.',
        ng: 'Talk to a nurse, midwife or doctor at your clinic soon. Postnatal depression and anxiety are common and treatable.',
      } },
    ],
  },
  {
    id: 'gynaecological-symptoms',
    title: 'Periods and gynaecological health',
    intro: 'Know what is normal for you. These changes need checking.',
    items: [
      { symptom: 'Sudden, severe pain low in the tummy, especially if you might be pregnant', urgency: 'emergency', advice: callEmergency },
      { symptom: 'Pelvic pain with a fever or an unusual, smelly discharge', urgency: 'urgent', advice: sameDayAdvice },
      { symptom: 'Any bleeding after the menopause', urgency: 'routine', advice: {
        uk: 'See your GP soon, within days rather than weeks. It is often not serious, but it must be checked.',
        ng: 'See a doctor soon, within days rather than weeks. It is often not serious, but it must be checked.',
      } },
      { symptom: 'Bleeding between periods or after sex', urgency: 'routine', advice: seeDoctor },
      { symptom: 'Periods so heavy or painful they stop you doing everyday things', urgency: 'routine', advice: seeDoctor },
      { symptom: 'A new lump or change in a breast', urgency: 'routine', advice: {
        uk: 'See your GP soon. Most lumps are not cancer, but every new lump should be checked.',
        ng: 'See a doctor soon. Most lumps are not cancer, but every new lump should be checked.',
      } },
    ],
  },
];

/** Shown under the symptom checker. */
export const symptomCheckerDisclaimer: Localized<string> = {
  uk: 'This guide cannot diagnose you. If you are worried, trust your instinct: contact your GP, midwife or NHS 111. In an emergency, call 999.',
  ng: 'This guide cannot diagnose you. If you are worried, trust your instinct: see a doctor at your nearest hospital or primary health care centre. In an emergency, call 112 (in Lagos, 767 or 112).',
};
