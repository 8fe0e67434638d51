/**
 * The warning-sign registry's integrity test: every page refers to signs by
 * id, every sign is used, and no page writes an urgency word or an emergency
 * instruction of its own (see `urgencyWords` for the exact rule).
 */

import { describe, expect, it } from 'vitest';
import { articleText } from './articles/article';
import { loadArticles } from './articles/registry';
import * as content from './index';
import { localize } from './localize';
import type { Country } from './types';
import { careActions, careActionsAfterBirth, emergencySentence, urgencyLevelOrder, urgencyLevels, worriedAction } from './urgency';
import {
  getWarningSign,
  groupWarningSigns,
  signIdsIn,
  warningSignIds,
  warningSigns,
  type WarningSignId,
} from './warningSigns';

const countries: readonly Country[] = ['uk', 'ng'];
const articles = await loadArticles();

/**
 * The rule. Outside the registry (urgency.ts and warningSigns/), reader text
 * must not contain:
 * - an emergency or urgent-care number: 999, 111, 112 or 767;
 * - a place to go in an emergency: A&E, an emergency department;
 * - a word that says how soon to act: same day, today, straight away, right
 *   away, at once, immediately, urgent or urgently, day or night, do not wait;
 * - the word emergency, except in "emergency contraception", "emergency
 *   contacts" (the contacts list) and "emergency stop" (driving after a caesarean).
 * Registry text that a page quotes whole (the disclaimer ends with the
 * emergency sentence) is removed before the check, so quoting is allowed and
 * rewording is not.
 */
const urgencyWords: readonly RegExp[] = [
  /\b(999|111|112|767)\b/,
  /\bA&E\b/,
  /\bemergency department/i,
  /\bsame[- ]day\b/i,
  /\btoday\b/i,
  /\b(straight|right) away\b/i,
  /\bat once\b/i,
  /\bimmediately\b/i,
  /\burgent(ly)?\b/i,
  /\bday or night\b/i,
  /\bdo not wait\b/i,
  /\bemergenc(y|ies)\b(?! (contraception|contacts|stop))/i,
];

/** Exports that are the registry, a directory of numbers, or citations: the rule does not apply inside them. */
const exempt = new Set([
  'warningSigns',
  'warningSignIds',
  'careActions',
  'careActionsAfterBirth',
  'urgencyLevels',
  'urgencyLevelOrder',
  'sources',
  'officialHosts',
  'emergencyLocationsFor',
  'anchors',
]);

/** Keys whose values are identifiers or computed figures, not words a reader reads as advice. */
const notText = new Set(['id', 'href', 'link', 'path', 'signs', 'value']);

/** Every sentence the registry owns, in both countries, longest first (so a sentence is removed before its parts). */
function registryText(): string[] {
  const texts = new Set<string>();
  for (const country of countries) {
    for (const id of warningSignIds) {
      const sign = getWarningSign(id);
      texts.add(localize(sign.text, country));
      if (sign.note) texts.add(localize(sign.note, country));
    }
    for (const level of urgencyLevelOrder) {
      texts.add(urgencyLevels[level].heading);
      for (const action of Object.values(careActions[level])) texts.add(localize(action, country));
      for (const action of Object.values(careActionsAfterBirth[level as keyof typeof careActionsAfterBirth] ?? {})) texts.add(localize(action, country));
    }
    texts.add(emergencySentence[country]);
    texts.add(worriedAction[country]);
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** What is left of a text once every registry sentence in it is taken out. */
function withoutRegistryText(text: string, registry: readonly string[]): string {
  let rest = text;
  for (const sentence of registry) rest = rest.split(sentence).join(' ');
  return rest;
}

interface Found {
  readonly where: string;
  readonly text: string;
}

/** Every string a reader can see, outside the registry, with where it was found. */
function readerText(country: Country): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, where: string, parent: unknown): void => {
    if (typeof value === 'string') {
      // A citation (title, publisher, address) is not an instruction.
      const isCitation = typeof parent === 'object' && parent !== null && 'url' in parent;
      if (!isCitation) found.push({ where, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${where}[${i}]`, value));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) if (!notText.has(key)) visit(child, `${where}.${key}`, value);
    }
  };
  for (const [name, value] of Object.entries(content)) {
    if (exempt.has(name) || typeof value === 'function') continue;
    visit(content.localizeDeep(value, country), name, undefined);
  }
  for (const article of articles) {
    for (const [i, text] of articleText(article, country).entries()) found.push({ where: `${article.path}[${i}]`, text });
  }
  return found;
}

/** The texts that break the rule, as "where: text". */
function urgencyWordsOutsideRegistry(found: readonly Found[]): string[] {
  const registry = registryText();
  return found
    .filter(({ text }) => {
      const rest = withoutRegistryText(text, registry);
      return urgencyWords.some((word) => word.test(rest));
    })
    .map(({ where, text }) => `${where}: ${text}`);
}

/** Every value under a `signs` key anywhere in the content, typed or not. */
function rawSignReferences(root: unknown): unknown[] {
  const found: unknown[] = [];
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      if (key === 'signs') found.push(...value);
      else value.forEach((item) => visit(item, key));
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(root, '');
  return found;
}

const pages = { ...content, articles };

describe('warning-sign registry', () => {
  it('refers to signs only by registered ids', () => {
    const references = rawSignReferences(pages);
    expect(references.length).toBeGreaterThan(100);
    const unknown = references.filter((id) => typeof id !== 'string' || !content.isWarningSignId(id));
    expect(unknown).toEqual([]);
  });

  it('uses every sign somewhere: a topic page, an article, the FAQ or the symptom checker', () => {
    const used = new Set(signIdsIn(pages));
    expect(warningSignIds.filter((id) => !used.has(id))).toEqual([]);
  });

  it('puts every sign in the symptom checker that the clinical review said was missing (corrections 1 and 2)', () => {
    const group = (id: string) => content.symptomCheckerGroups.find((g) => g.id === id)?.signs ?? [];
    const redFlags: Record<string, WarningSignId[]> = {
      pregnant: [
        'reduced-movements',
        'pre-eclampsia',
        'waters-break',
        'possible-ectopic',
        'pregnancy-bleeding',
        'chest-pain-or-breathlessness',
        'one-swollen-leg',
      ],
      'after-the-birth': ['sepsis', 'pre-eclampsia', 'one-swollen-leg', 'postnatal-heavy-bleeding'],
      baby: [
        'baby-not-feeding',
        'baby-floppy-or-unresponsive',
        'baby-breathing',
        'baby-fever-under-3-months',
        'baby-cold',
        'baby-jaundice-first-day',
        'baby-fit',
        'baby-colour',
      ],
    };
    for (const [id, signs] of Object.entries(redFlags)) expect(group(id), id).toEqual(expect.arrayContaining(signs));
  });

  it('sorts the pregnant answer’s signs by stage, each sign in one stage, as the registry dates it', () => {
    const pregnant = content.symptomCheckerGroups[0].signs;
    const stages = content.signsByPregnancyStage(pregnant);
    expect(stages.map((stage) => stage.id)).toEqual(['any-stage', 'early-pregnancy', 'later-pregnancy']);
    expect(stages.flatMap((stage) => stage.signs).sort()).toEqual([...pregnant].sort());
    const stageOf = (id: WarningSignId) => stages.find((stage) => stage.signs.includes(id))?.id;
    expect(stageOf('possible-ectopic')).toBe('early-pregnancy');
    expect(stageOf('reduced-movements')).toBe('later-pregnancy');
    expect(stageOf('preterm-labour')).toBe('later-pregnancy');
    expect(stageOf('waters-break')).toBe('any-stage');
    expect(content.signsByPregnancyStage(['reduced-movements']).map((stage) => stage.id)).toEqual(['later-pregnancy']);
  });

  it('asks who the symptom checker is about, and shows for each answer exactly the registry’s signs for that reader', () => {
    const groups = content.symptomCheckerGroups;
    expect(groups.map((g) => [g.id, g.about, g.path])).toEqual([
      ['pregnant', 'pregnancy', '/tools/symptom-checker/pregnant'],
      ['after-the-birth', 'after-birth', '/tools/symptom-checker/after-the-birth'],
      ['baby', 'baby', '/tools/symptom-checker/baby'],
      ['not-pregnant', 'gynaecology', '/tools/symptom-checker/not-pregnant'],
    ]);
    expect(groups.map((g) => g.path)).toEqual([...content.symptomCheckerPaths]);
    for (const group of groups) {
      const expected = warningSignIds.filter((id) => (getWarningSign(id).appliesTo as readonly string[]).includes(group.about));
      expect(group.signs, group.id).toEqual(expected);
      expect(content.routeMeta[group.path].title, group.id).toBe(group.title);
    }
    // Only those signs: no baby sign for a pregnant reader, no pregnancy sign for the baby.
    expect(groups[0].signs).not.toContain('baby-breathing');
    expect(groups[2].signs).not.toContain('reduced-movements');
    expect(groups[3].signs).not.toContain('reduced-movements');
    // Every sign but the male partner's is behind one answer or another.
    const shown = new Set(groups.flatMap((g) => g.signs));
    expect(warningSignIds.filter((id) => !shown.has(id))).toEqual(['testicle-sudden-pain', 'testicle-pain']);
  });

  it('words every action after the birth for that stage: no UK card about a new mother says "In early pregnancy"', () => {
    const early = /early pregnancy/i;
    const actions = (ids: readonly WarningSignId[], country: Country, about?: content.Audience) =>
      groupWarningSigns(ids, country, about).map((card) => localize(card.action, country));
    // The signs shared by pregnancy and the weeks after (pre-eclampsia, a swollen leg...) read for the page.
    const shared = warningSignIds.filter((id) => {
      const { appliesTo } = getWarningSign(id);
      return (appliesTo as readonly string[]).includes('after-birth') && (appliesTo as readonly string[]).includes('pregnancy');
    });
    expect(shared).toEqual(expect.arrayContaining(['pre-eclampsia', 'one-swollen-leg']));
    expect(actions(shared, 'uk', 'pregnancy').some((action) => early.test(action))).toBe(true);
    expect(actions(shared, 'uk', 'after-birth').filter((action) => early.test(action))).toEqual([]);
    // A sign only of the weeks after the birth reads for them on any page, with no page given.
    expect(actions(['postnatal-fever', 'postnatal-clots-or-smell'], 'uk').filter((action) => early.test(action))).toEqual([]);
    expect(actions(['postnatal-fever'], 'uk')[0]).toMatch(/midwife, maternity unit or GP/);
    // Every postpartum page, and the checker's answer for new mothers, on the UK site.
    const postpartumPages = [content.postpartum, ...articles.filter((a) => a.topic === 'postpartum')];
    expect(postpartumPages.length).toBeGreaterThan(5);
    for (const page of postpartumPages) {
      const about = content.pageAudience(page.path);
      expect(about, page.path).toBe('after-birth');
      // A guide may also warn of a new pregnancy (returning to sex: possible ectopic), which is worded for pregnancy.
      const afterBirthSigns = signIdsIn(page).filter((id) => (getWarningSign(id).appliesTo as readonly string[]).includes('after-birth'));
      expect(actions(afterBirthSigns, 'uk', about).filter((action) => early.test(action)), page.path).toEqual([]);
    }
    const afterBirth = content.symptomCheckerGroups[1];
    expect(actions(afterBirth.signs, 'uk', content.pageAudience(afterBirth.path)).filter((action) => early.test(action))).toEqual([]);
    for (const article of articles.filter((a) => a.topic === 'postpartum' && !signIdsIn(a).some((id) => getWarningSign(id).appliesTo.every((x) => x !== 'after-birth')))) {
      expect(articleText(article, 'uk').filter((line) => early.test(line) && /NHS 111/.test(line)), article.path).toEqual([]);
    }
  });

  it('gives each sign the level the fact sheet sets, so the old contradictions cannot come back', () => {
    const levels = Object.fromEntries(warningSignIds.map((id) => [id, getWarningSign(id).level]));
    expect(levels).toMatchObject({
      // Correction 1: act now, day or night, not "get advice today".
      'reduced-movements': 'act-now',
      'pre-eclampsia': 'act-now',
      'waters-break': 'act-now',
      // Correction 2.
      'possible-ectopic': 'act-now',
      'chest-pain-or-breathlessness': 'immediate',
      'one-swollen-leg': 'act-now',
      sepsis: 'immediate',
      // Correction 7: yellow skin in the first 24 hours needs help now.
      'baby-jaundice-first-day': 'act-now',
      // Correction 11: toxic shock that is severe or getting worse fast is a 999/112 emergency.
      'toxic-shock-severe': 'immediate',
      // Second review, correction 1: WHO's young-infant danger signs (a temperature, not feeding, too
      // sleepy to wake) are a hospital now in Nigeria and NICE NG143 "red" (urgent now) in the UK.
      'baby-fever-under-3-months': 'act-now',
      'baby-not-feeding': 'act-now',
      'baby-sleepy': 'act-now',
      // Floppy, unresponsive or fast breathing is an emergency.
      'baby-floppy-or-unresponsive': 'immediate',
      'baby-breathing': 'immediate',
      // Large clots after the birth: act now; soaking a pad in an hour or feeling faint: emergency.
      'postnatal-clots-or-smell': 'act-now',
      'postnatal-heavy-bleeding': 'immediate',
      // Heavy period bleeding with feeling faint: emergency, everywhere.
      'heavy-bleeding-faint': 'immediate',
      // Bleeding at any stage of pregnancy, including 13 to 20 weeks: act now.
      'pregnancy-bleeding': 'act-now',
      // Fever after the birth: act now; with feeling very unwell (sepsis): emergency.
      'postnatal-fever': 'act-now',
      // Second review, correction 2: tummy pain or a hard, painful bump after 12 weeks (placental abruption).
      'later-pregnancy-tummy-pain': 'act-now',
      // Second review, correction 9: a temperature in pregnancy is act now, whatever the cause.
      'pregnancy-temperature': 'act-now',
      // Second review, correction 14: still pregnant after an abortion is the same day, not routine.
      'after-abortion-still-pregnant': 'same-day',
    });
  });

  it('keeps "act now, day or night" for pregnancy, after the birth and the newborn', () => {
    for (const id of warningSignIds) {
      const sign = getWarningSign(id);
      if (sign.level !== 'act-now') continue;
      for (const audience of sign.appliesTo) expect(['pregnancy', 'after-birth', 'baby'], id).toContain(audience);
    }
  });

  it('has an action for every level and care route a sign uses, most urgent first', () => {
    const cards = groupWarningSigns(warningSignIds);
    expect(cards.map((card) => card.level)).toEqual([...cards.map((card) => card.level)].sort(
      (a, b) => urgencyLevelOrder.indexOf(a) - urgencyLevelOrder.indexOf(b),
    ));
    expect(cards.flatMap((card) => card.signs).length).toBe(warningSignIds.length);
    for (const card of cards) for (const country of countries) expect(localize(card.action, country).length).toBeGreaterThan(10);
  });

  it('sends Nigerian readers to a hospital with a maternity unit at night, never to a primary health care centre (correction 4)', () => {
    expect(localize(careActions['act-now'].maternity, 'ng')).toMatch(/nearest hospital with a maternity unit/);
    for (const action of Object.values(careActions['act-now'])) {
      expect(localize(action, 'ng')).not.toMatch(/primary health care/i);
    }
    expect(localize(careActions.routine.maternity, 'ng')).toMatch(/primary health care centre/);
    for (const action of Object.values(careActions.immediate)) {
      expect(localize(action, 'ng')).toMatch(/\b112\b/);
      expect(localize(action, 'ng')).toMatch(/\b767\b/);
      expect(localize(action, 'uk')).toMatch(/\b999\b/);
    }
  });

  it.each(countries)('cites its own sources for every sign on the %s site, each fit for that country’s readers', (country) => {
    for (const id of warningSignIds) {
      const own = warningSigns[id].sources[country].map((source) => content.sources[source]);
      expect(own.length, id).toBeGreaterThan(0);
      for (const source of content.signSources([id], country)) {
        expect(content.isSourceFor(source, country), `${id}: ${source.url}`).toBe(true);
      }
    }
  });

  it('names every sign in the registry once: no two signs share their words', () => {
    const texts = warningSignIds.map((id) => localize(warningSigns[id].text, 'uk'));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('urgency words live only in the registry', () => {
  it.each(countries)('no page text on the %s site says how urgent something is in its own words', (country) => {
    const found = readerText(country);
    expect(found.length).toBeGreaterThan(1000);
    expect(urgencyWordsOutsideRegistry(found)).toEqual([]);
  });

  it('catches a page that writes its own urgency, and allows one that quotes the registry', () => {
    const registrySentence = emergencySentence.uk;
    expect(
      urgencyWordsOutsideRegistry([
        { where: 'a', text: 'If your baby’s movements change, call your maternity unit straight away.' },
        { where: 'b', text: 'Get advice today.' },
        { where: 'c', text: 'If you soak a pad in an hour, call 999.' },
        { where: 'd', text: 'Go to the emergency department.' },
        { where: 'e', text: `Take care. ${registrySentence}` },
        { where: 'f', text: 'Emergency contraception works up to 5 days after sex.' },
        { where: 'g', text: 'See a doctor for a same-day appointment.' },
      ]),
    ).toEqual([
      'a: If your baby’s movements change, call your maternity unit straight away.',
      'b: Get advice today.',
      'c: If you soak a pad in an hour, call 999.',
      'd: Go to the emergency department.',
      'g: See a doctor for a same-day appointment.',
    ]);
  });
});
