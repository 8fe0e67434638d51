/**
 * Static content for /tools: the page and the symptom checker, built from the
 * warning-sign registry by who each sign is about. The calculators' wording is in calculatorNotes.ts; the
 * calculations themselves live in @wh/core.
 */

import type { NonEmpty, PageMeta, Review, SymptomCheckerGroup, SymptomCheckerQuestion, Tuple } from './types';
import { routeMeta } from './pages';
import { contentReview } from './site';
import { getWarningSign, warningSignIdsFor, type Audience, type WarningSignId } from './warningSigns';
import type { PregnancyStage } from './warningSigns';

export const toolsPage: PageMeta & { readonly intro: string; readonly tabs: Tuple<string, 3>; readonly review: Review } = {
  path: '/tools',
  ...routeMeta['/tools'],
  intro: 'Simple tools to help you plan and understand. They give estimates and general guidance, not a diagnosis.',
  tabs: ['Health Calculators', 'Symptom Checker', 'Medical Glossary'],
  review: contentReview,
};

/**
 * The symptom checker asks first who or what it is about, then shows only
 * those signs: every sign of the warning-sign registry that applies to that
 * reader (`appliesTo`), most urgent first (`groupWarningSigns`), each with its
 * action for the reader's country. Nothing is chosen by hand here, so a sign
 * added to the registry for new mothers appears in the checker's "after the
 * birth" answer too. The answers include the red flags the clinical review
 * found missing (docs/clinical-sources.md, first review, corrections 1 and 2),
 * which the integrity test checks.
 */
const group = (
  path: SymptomCheckerGroup['path'],
  about: Audience,
  words: Pick<SymptomCheckerGroup, 'choice' | 'hint' | 'intro'>,
): SymptomCheckerGroup => {
  const signs = warningSignIdsFor(about);
  if (signs.length === 0) throw new Error(`No warning sign applies to ${about}.`);
  return { id: path.split('/').at(-1)!, path, about, title: routeMeta[path].title, ...words, signs: signs as unknown as NonEmpty<WarningSignId> };
};

export const symptomCheckerGroups: Tuple<SymptomCheckerGroup, 4> = [
  group('/tools/symptom-checker/pregnant', 'pregnancy', {
    choice: 'I am pregnant',
    hint: 'Or you think you might be',
    intro: 'Many symptoms are a normal part of pregnancy. These are not. Trust your instinct: if something feels wrong, get checked.',
  }),
  group('/tools/symptom-checker/after-the-birth', 'after-birth', {
    choice: 'I have had a baby',
    hint: 'In the weeks after the birth',
    intro: 'Recovery takes time, and some bleeding, soreness and tiredness are normal. These signs are not.',
  }),
  group('/tools/symptom-checker/baby', 'baby', {
    choice: 'My baby',
    hint: 'A newborn baby, in the first weeks',
    intro: 'Babies can become unwell quickly. These are the danger signs to act on.',
  }),
  group('/tools/symptom-checker/not-pregnant', 'gynaecology', {
    choice: 'I am not pregnant',
    hint: 'Periods, breasts and gynaecological health',
    intro: 'Know what is normal for you. These changes need checking.',
  }),
];

/** The question the symptom checker asks first, and the words around its answers. */
export const symptomCheckerQuestion: SymptomCheckerQuestion = {
  heading: 'Who is it about?',
  intro: 'Choose one to see only the signs that matter for them, the most serious first, each with what to do.',
  changeAnswer: 'Choose someone else',
  signLink: 'Link to this sign',
  signCount: (count) => (count === 1 ? '1 sign' : `${count} signs`),
  sourcesSummary: (count) => `Show the ${count} sources these signs are based on`,
};

/**
 * The pregnant answer's signs by stage of pregnancy, so a phone shows the
 * emergencies and then one short list per stage, folded, instead of every card
 * open. A sign's stage is the registry's (`stage`): the first trimester, or 13
 * weeks on (which holds the signs from 20 weeks and before 37 weeks too, whose
 * words say when); a sign without one can happen at any stage.
 */
export const symptomCheckerStages = {
  heading: 'Other signs, by stage of pregnancy',
  intro: 'Open the stage you are at, and the signs for any stage. The most serious come first in each.',
  stages: [
    { id: 'any-stage', title: 'At any stage of pregnancy' },
    { id: 'early-pregnancy', title: 'In early pregnancy, up to 12 weeks' },
    { id: 'later-pregnancy', title: 'From 13 weeks to the birth' },
  ],
} as const;

/** One of `symptomCheckerStages.stages`. */
export type SymptomCheckerStageId = (typeof symptomCheckerStages.stages)[number]['id'];

const stageOf = (stage: PregnancyStage | undefined): SymptomCheckerStageId =>
  stage === undefined ? 'any-stage' : stage === 'early' ? 'early-pregnancy' : 'later-pregnancy';

/**
 * Sorts signs into `symptomCheckerStages.stages`, in the order given within
 * each, leaving out stages with none: each sign in one stage only.
 *
 * @example
 * signsByPregnancyStage(['possible-ectopic', 'reduced-movements', 'waters-break']).map((stage) => stage.signs);
 * // [['waters-break'], ['possible-ectopic'], ['reduced-movements']]
 */
export function signsByPregnancyStage(ids: readonly WarningSignId[]): { id: SymptomCheckerStageId; title: string; signs: WarningSignId[] }[] {
  return symptomCheckerStages.stages
    .map(({ id, title }) => ({ id, title: title as string, signs: ids.filter((sign) => stageOf(getWarningSign(sign).stage) === id) }))
    .filter((stage) => stage.signs.length > 0);
}

/** Shown above the symptom checker. */
export const symptomCheckerDisclaimer =
  'This guide cannot diagnose you. If you are worried, trust your instinct and get advice, even if your symptom is not listed here.';
