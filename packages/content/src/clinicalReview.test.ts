/**
 * The second clinical review (27 November 2026), kept from coming back. Each rule below is written over
 * every page of each country's built site (`sitePages`) or every sign of the registry, not over one
 * string, so a new page or sign that repeats a fault fails as the old one would. Each rule is a function
 * that returns the offences it finds; the last block feeds each rule a page or sign with the fault, so
 * every rule is shown to fail.
 */

import { ANTENATAL_PLANS } from '@wh/core';
import { describe, expect, it } from 'vitest';
import { highDoseFolicAcidWithSp } from './advice';
import { antenatalCareFor } from './antenatal';
import { nigeriaFigures, type NigeriaFigure } from './figures';
import { localize } from './localize';
import { isSourceFor, sources } from './sources';
import { sitePages, type SitePage } from './test/sitePages';
import type { Country, Localized, Reference } from './types';
import { careAction, urgencyLevelOrder, type UrgencyLevel } from './urgency';
import { getWarningSign, groupWarningSigns, warningSignIds, type Audience, type PregnancyStage } from './warningSigns';

const countries: readonly Country[] = ['uk', 'ng'];
const pages: Record<Country, SitePage[]> = { uk: await sitePages('uk'), ng: await sitePages('ng') };

/** A sign as the rules see it: plain data, so the self-checks can build a faulty one. */
interface SignFacts {
  readonly id: string;
  readonly level: UrgencyLevel;
  readonly care: string;
  readonly text: Localized<string>;
  readonly note?: Localized<string>;
  readonly appliesTo: readonly Audience[];
  readonly stage?: PregnancyStage;
}

/** A care card as a reader on one site sees it. */
interface Card {
  readonly level: UrgencyLevel;
  readonly action: string;
  readonly signs: readonly SignFacts[];
}

const registrySigns: readonly SignFacts[] = warningSignIds.map((id) => getWarningSign(id));

function cardsOn(page: SitePage): Card[] {
  return groupWarningSigns(page.signs, page.country).map((card) => ({
    level: card.level,
    action: localize(card.action, page.country),
    signs: card.signs,
  }));
}

const atLeast = (level: UrgencyLevel, floor: UrgencyLevel) => urgencyLevelOrder.indexOf(level) <= urgencyLevelOrder.indexOf(floor);
const signWords = (sign: SignFacts, country: Country) => `${localize(sign.text, country)} ${sign.note ? localize(sign.note, country) : ''}`;

// ------------------------------------------------------------------ the rules

/**
 * Correction 1. WHO's young-infant danger signs (a temperature, not feeding, too sleepy to wake, fits,
 * breathing, floppy) are never below act now, on either site; in Nigeria their card sends the baby to a
 * hospital now, and a baby's fever threshold is WHO's 37.5°C, not the UK's 38°C.
 */
const youngInfantDangerSign = /temperature|fever|feed|sleepy|wak(e|ing)|\bfit\b|seizure|breath|floppy/i;
function newbornDangerSignsBelowActNow(page: Pick<SitePage, 'country' | 'path'>, cards: readonly Card[]): string[] {
  const offences: string[] = [];
  for (const card of cards) {
    for (const sign of card.signs) {
      if (!sign.appliesTo.includes('baby') || !youngInfantDangerSign.test(localize(sign.text, page.country))) continue;
      if (!atLeast(card.level, 'act-now')) offences.push(`${page.country} ${page.path}: ${sign.id} is ${card.level}`);
      if (page.country === 'ng' && !(/hospital/i.test(card.action) && /\bnow\b/i.test(card.action))) {
        offences.push(`${page.country} ${page.path}: ${sign.id} is not sent to a hospital now: ${card.action}`);
      }
      const threshold = /temperature of (\d+(?:\.\d+)?)°C or above/.exec(localize(sign.text, page.country));
      if (page.country === 'ng' && threshold && Number(threshold[1]) > 37.5) {
        offences.push(`${page.country} ${page.path}: ${sign.id} waits for ${threshold[1]}°C, not WHO's 37.5°C`);
      }
    }
  }
  return offences;
}

/**
 * Correction 2. A page about pregnancy after 12 weeks (a week page from 13, or any page that shows a
 * sign for pregnancy only whose stage is later pregnancy) shows, at act now or above, the sign of a
 * placental abruption: severe or constant tummy pain with no bleeding, or a hard, painful bump.
 */
const laterStages: ReadonlySet<PregnancyStage> = new Set(['from-13-weeks', 'from-20-weeks', 'before-37-weeks']);
const isAbruptionSign = (sign: SignFacts) => {
  const text = localize(sign.text, 'uk');
  return /tummy/.test(text) && /no bleeding|without bleeding/.test(text) && /hard/.test(text);
};
function laterPregnancyPageWithoutAbruptionSign(page: Pick<SitePage, 'country' | 'path'>, cards: readonly Card[]): string[] {
  const signs = cards.flatMap((card) => card.signs.map((sign) => ({ sign, level: card.level })));
  const week = /\/week-by-week\/(\d+)$/.exec(page.path);
  const isLater =
    (week !== null && Number(week[1]) >= 13) ||
    signs.some(({ sign }) => sign.stage !== undefined && laterStages.has(sign.stage) && sign.appliesTo.every((a) => a === 'pregnancy'));
  if (!isLater) return [];
  return signs.some(({ sign, level }) => isAbruptionSign(sign) && atLeast(level, 'act-now'))
    ? []
    : [`${page.country} ${page.path}: shows later-pregnancy signs but not severe tummy pain without bleeding`];
}

/** Correction 3. Wherever the signs of pre-eclampsia are listed (a sign, or a page's own words), vomiting is one. */
function preEclampsiaWithoutVomiting(lines: readonly { where: string; text: string }[]): string[] {
  return lines
    .filter(({ text }) => /pre-eclampsia/i.test(text) && /headache/i.test(text) && !/being sick|vomit/i.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
}

/**
 * Correction 4. A Nigeria page that advises 5 mg of folic acid also warns that 5 mg or more must not be
 * taken with SP (IPTp), and says how long to take it.
 */
function highDoseFolicAcidWithoutSpWarning(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'ng') return [];
  // The warning itself names 5 mg; a line advises 5 mg if it still does once the warning is taken out.
  const advises = page.lines.filter((line) => {
    const rest = line.split(highDoseFolicAcidWithSp).join(' ');
    return /\b5 ?mg\b/.test(rest) && /folic/i.test(rest);
  });
  if (advises.length === 0) return [];
  const offences: string[] = [];
  if (!page.lines.some((line) => line.includes(highDoseFolicAcidWithSp))) offences.push(`${page.path}: 5 mg of folic acid without the SP warning`);
  if (!page.lines.some((line) => /\b5 ?mg\b/.test(line) && /until 12 weeks|all through pregnancy/.test(line))) offences.push(`${page.path}: 5 mg of folic acid with no end date`);
  return offences;
}

/**
 * Correction 5. On the Nigeria site an emergency for a mother or a baby sends her to a hospital that can
 * treat it, by any transport, without waiting for an ambulance, calling 112 (767 in Lagos) on the way.
 * Every immediate sign for mothers or babies only uses that route (a mental health crisis excepted: a
 * crisis team comes to her).
 */
function weakNigeriaEmergencyRouting(cards: readonly Card[], where: string): string[] {
  const offences: string[] = [];
  for (const card of cards) {
    if (card.level !== 'immediate') continue;
    for (const sign of card.signs) {
      const forMothersOrBabies = sign.appliesTo.every((a) => a === 'pregnancy' || a === 'after-birth' || a === 'baby');
      if (forMothersOrBabies && sign.care === 'general') offences.push(`${where}: ${sign.id} uses the general emergency route`);
      if ((sign.care === 'maternity' || sign.care === 'baby') && !/any transport/.test(card.action)) offences.push(`${where}: ${sign.id}: ${card.action}`);
      if ((sign.care === 'maternity' || sign.care === 'baby') && !(/hospital/.test(card.action) && /\b112\b/.test(card.action) && /\b767\b/.test(card.action))) {
        offences.push(`${where}: ${sign.id} has no hospital, 112 or 767: ${card.action}`);
      }
    }
  }
  return offences;
}

/** Correction 6. A Nigeria page that says malaria spreads all year says where it is mostly seasonal. */
function malariaWithoutSeasons(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'ng') return [];
  const text = page.lines.join('\n');
  return /malaria/i.test(text) && /all year/i.test(text) && !/rainy season/i.test(text) ? [`${page.path}: malaria all year, with no rainy season`] : [];
}

/** Correction 7 (and the first review's 13). The Nigeria site never names vitamin D among the supplements to take. */
function vitaminDAsANigerianSupplement(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'ng') return [];
  return page.lines
    .filter((line) => /supplements? (matter|to take|you need)/i.test(line) && /vitamin D/.test(line))
    .map((line) => `${page.path}: ${line}`);
}

/** Correction 8. Wherever co-trimoxazole and SP meet, the page says SP is not given with it. */
function cotrimoxazoleWithoutNotGiven(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  return page.lines
    .filter((line) => /co-trimoxazole/.test(line) && /\bSP\b/.test(line) && !/not given (to women who take|with) co-trimoxazole/.test(line))
    .map((line) => `${page.country} ${page.path}: ${line}`);
}

/**
 * Correction 9. One urgency for one symptom: every sign for pregnancy that names a fever or a temperature
 * is at least as urgent as a temperature in pregnancy (act now), whatever the cause; so is a baby's. A
 * sign's note that points to a temperature's advice is shown on a page that gives that advice.
 */
const namesFever = /\b(fever|temperature|hot and shivery)\b/i;
function feverBelowItsFloor(signs: readonly SignFacts[]): string[] {
  const offences: string[] = [];
  for (const sign of signs) {
    for (const audience of ['pregnancy', 'baby'] as const) {
      if (!sign.appliesTo.includes(audience)) continue;
      if (countries.some((country) => namesFever.test(localize(sign.text, country))) && !atLeast(sign.level, 'act-now')) {
        offences.push(`${sign.id} (${audience}) names a fever at ${sign.level}`);
      }
    }
  }
  return offences;
}
function noteWithoutTheSignItPointsTo(page: Pick<SitePage, 'country' | 'path'>, cards: readonly Card[]): string[] {
  const signs = cards.flatMap((card) => card.signs);
  const offences: string[] = [];
  for (const sign of signs) {
    const threshold = sign.note ? /temperature of (\d+(?:\.\d+)?°C or above)/.exec(localize(sign.note, page.country)) : null;
    if (threshold && !signs.some((other) => localize(other.text, page.country).includes(threshold[1]!))) {
      offences.push(`${page.country} ${page.path}: ${sign.id} points to the advice for ${threshold[1]}, which the page does not show`);
    }
  }
  return offences;
}

/**
 * Correction 10. Gestational diabetes in a previous pregnancy is checked soon after booking, not only at 24
 * to 28 weeks: every sentence that ties it to a test (or lists it among the reasons for one) says so.
 */
function previousDiabetesOnlyAt24Weeks(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  return page.lines
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .filter(
      (sentence) =>
        /gestational diabetes in a previous pregnancy/.test(sentence) &&
        /test|these include/i.test(sentence) &&
        !/as soon as possible after booking|early/.test(sentence),
    )
    .map((sentence) => `${page.country} ${page.path}: ${sentence}`);
}

/** Correction 11. On the UK site, folic acid and malaria tablets meet one way: proguanil needs 5 mg of folic acid. */
function proguanilTheWrongWayRound(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'uk') return [];
  return page.lines
    .filter((line) => /folic acid/.test(line) && /malaria (tablets|medicine)|proguanil/.test(line) && !/proguanil[^.]*5 mg/.test(line))
    .map((line) => `${page.path}: ${line}`);
}

/** Correction 13. On the Nigeria site expressed milk keeps about 4 days in a fridge, and the page says what to do in a power cut. */
function milkStorageUnfitForNigeria(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'ng') return [];
  const offences: string[] = [];
  for (const line of page.lines.filter((l) => /milk/i.test(l) && /fridge/i.test(l))) {
    if ([...line.matchAll(/(\d+) days/g)].some(([, days]) => Number(days) > 4)) offences.push(`${page.path}: more than 4 days: ${line}`);
    if (!/power/.test(line)) offences.push(`${page.path}: milk in a fridge with nothing on power cuts: ${line}`);
  }
  return offences;
}

/** Correction 14. Still pregnant after an abortion is at least the same day. */
function stillPregnantAfterAbortionCanWait(signs: readonly SignFacts[]): string[] {
  return signs
    .filter((sign) => /after an abortion/.test(localize(sign.text, 'uk')) && /pregnan/.test(localize(sign.text, 'uk')) && !atLeast(sign.level, 'same-day'))
    .map((sign) => `${sign.id} is ${sign.level}`);
}

/**
 * Correction 15. One figure per method on each site: LAM is "up to 98%" effective; the copper coil lasts 5
 * to 10 years and the hormonal coil 3 to 8; on the Nigeria site the implant's 3 years comes with the
 * 5-year Jadelle implant.
 */
function contraceptionFiguresDisagree(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  const offences: string[] = [];
  for (const line of page.lines) {
    if (/(LAM|breastfeeding alone|lactational)/i.test(line) && /\d+%/.test(line) && !/up to 98%/.test(line)) offences.push(`${page.country} ${page.path}: LAM: ${line}`);
    if (/coil/i.test(line) && /years or more/.test(line)) offences.push(`${page.country} ${page.path}: coil: ${line}`);
    if (/copper coil/i.test(line) && /\d+ years/.test(line) && !/5 to 10 years/.test(line)) offences.push(`${page.country} ${page.path}: copper coil: ${line}`);
    if (/hormon(al|e) coil/i.test(line) && /\d+ years/.test(line) && !/3 to 8 years/.test(line)) offences.push(`${page.country} ${page.path}: hormonal coil: ${line}`);
    if (page.country === 'ng' && /implant/i.test(line) && /3 years/.test(line) && !/5 years/.test(line)) offences.push(`${page.path}: implant: ${line}`);
  }
  return offences;
}

/**
 * Correction 16. A figure about a population (how many in how many, a percentage, a leading cause, more
 * than any other country) on the Nigeria site: the page cites at least one source of its own fit for
 * Nigerian readers; a figure about Nigeria is one of `nigeriaFigures`; and a page that states one of
 * those cites that figure's sources.
 */
const populationFigure = /\b\d+ in (every )?\d{1,3}\b|\d+%|leading cause|than (in )?any other country/i;
const registeredFigures: readonly NigeriaFigure[] = Object.values(nigeriaFigures);
function nigeriaFiguresWithoutTheirSources(
  page: Pick<SitePage, 'country' | 'path' | 'lines' | 'references' | 'ownReferences' | 'sources'>,
  figures: readonly NigeriaFigure[] = registeredFigures,
): string[] {
  if (page.country !== 'ng') return [];
  const offences: string[] = [];
  const figureSentences = page.lines.flatMap((line) => line.split(/(?<=[.;:])\s+/)).filter((sentence) => populationFigure.test(sentence));
  // A page with references, none of them fit for Nigeria: its figures rest on UK sources alone.
  if (figureSentences.length > 0 && page.references.length > 0 && page.ownReferences.length === 0) {
    offences.push(`${page.path}: states figures and cites no WHO or Nigerian source of its own`);
  }
  for (const sentence of figureSentences) {
    if (/Nigeria/.test(sentence) && !figures.some((figure) => sentence.includes(figure.ng))) {
      offences.push(`${page.path}: a figure about Nigeria that is not a registered figure: ${sentence}`);
    }
  }
  const cited = new Set(page.sources.map((reference) => reference.url));
  for (const figure of figures) {
    if (!page.lines.some((line) => line.includes(figure.ng))) continue;
    for (const id of figure.sources) if (!cited.has(sources[id].url)) offences.push(`${page.path}: "${figure.ng}" without ${id}`);
  }
  return offences;
}

/** Correction 17. The Nigeria site never says it is based on NHS, NICE or RCOG guidance: it cites none. */
function nigeriaClaimsUkGuidance(page: Pick<SitePage, 'country' | 'path' | 'lines'>): string[] {
  if (page.country !== 'ng') return [];
  return page.lines.filter((line) => /based on[^.]*\b(NHS|NICE|RCOG)\b/i.test(line)).map((line) => `${page.path}: ${line}`);
}

// ------------------------------------------------------------------ the site as built

const everyPage = () => countries.flatMap((country) => pages[country]);

describe('the second clinical review, on every page of both sites', () => {
  it('has pages to check on both sites, with their care cards', () => {
    for (const country of countries) {
      expect(pages[country].length).toBeGreaterThan(90);
      expect(pages[country].filter((page) => page.signs.length > 0).length).toBeGreaterThan(60);
    }
  });

  it('1: never shows a young baby’s danger sign below act now, and in Nigeria sends the baby to a hospital now at 37.5°C', () => {
    expect(everyPage().flatMap((page) => newbornDangerSignsBelowActNow(page, cardsOn(page)))).toEqual([]);
    const checkerCards = cardsOn(pages.ng.find((page) => page.path === '/tools/symptom-checker')!);
    expect(checkerCards.flatMap((card) => card.signs.map((sign) => sign.id))).toEqual(
      expect.arrayContaining(['baby-fever-under-3-months', 'baby-not-feeding', 'baby-sleepy']),
    );
  });

  it('2: shows severe tummy pain without bleeding on every later-pregnancy page: the pregnancy topic, the symptom checker and weeks 13 to 42', () => {
    expect(everyPage().flatMap((page) => laterPregnancyPageWithoutAbruptionSign(page, cardsOn(page)))).toEqual([]);
    // The rule reaches the pages the review named, so it can fail on them.
    const withoutIt = (page: SitePage) => cardsOn(page).map((card) => ({ ...card, signs: card.signs.filter((sign) => !isAbruptionSign(sign)) }));
    const later = pages.ng.filter((page) => laterPregnancyPageWithoutAbruptionSign(page, withoutIt(page)).length > 0).map((page) => page.path);
    expect(later).toEqual(expect.arrayContaining(['/pregnancy', '/tools/symptom-checker', '/pregnancy/week-by-week/13', '/pregnancy/week-by-week/42']));
    expect(later).not.toContain('/pregnancy/week-by-week/12');
  });

  it('3: lists vomiting with the other signs of pre-eclampsia, in every sign and page', () => {
    const lines = [
      ...registrySigns.flatMap((sign) => countries.map((country) => ({ where: sign.id, text: signWords(sign, country) }))),
      ...everyPage().flatMap((page) => page.lines.map((text) => ({ where: `${page.country} ${page.path}`, text }))),
    ];
    expect(preEclampsiaWithoutVomiting(lines)).toEqual([]);
  });

  it('4: warns about SP, and gives an end date, on every Nigeria page that advises 5 mg of folic acid', () => {
    expect(everyPage().flatMap(highDoseFolicAcidWithoutSpWarning)).toEqual([]);
    expect(pages.ng.filter((page) => page.lines.some((line) => /\b5 mg\b/.test(line))).length).toBeGreaterThan(5);
  });

  it('5: sends mothers and babies in Nigeria to a hospital by any transport in an emergency, calling 112 on the way', () => {
    expect(pages.ng.flatMap((page) => weakNigeriaEmergencyRouting(cardsOn(page), page.path))).toEqual([]);
  });

  it('6, 7, 8, 10, 11, 13, 15, 17: says each of these one way, on every page', () => {
    const rules = [
      malariaWithoutSeasons,
      vitaminDAsANigerianSupplement,
      cotrimoxazoleWithoutNotGiven,
      previousDiabetesOnlyAt24Weeks,
      proguanilTheWrongWayRound,
      milkStorageUnfitForNigeria,
      contraceptionFiguresDisagree,
      nigeriaClaimsUkGuidance,
    ];
    for (const rule of rules) expect(everyPage().flatMap((page) => rule(page)), rule.name).toEqual([]);
  });

  it('9: gives a fever in pregnancy, or in a baby, one urgency whatever the cause, and shows the advice a note points to', () => {
    expect(feverBelowItsFloor(registrySigns)).toEqual([]);
    expect(everyPage().flatMap((page) => noteWithoutTheSignItPointsTo(page, cardsOn(page)))).toEqual([]);
  });

  it('12: gives Td at the first contact whenever it is, and tests for hepatitis B, blood group and rhesus at the first contact (Nigeria)', () => {
    const td = ANTENATAL_PLANS.ng.find((item) => item.id === 'td-vaccine')!;
    expect(td.weeks.end.weeks).toBeGreaterThanOrEqual(28); // a woman who books late still sees it ahead of her
    const care = antenatalCareFor('ng').items;
    expect(care['td-vaccine'].when).not.toMatch(/before 12 weeks/);
    expect(care['td-vaccine'].whatHappens.join(' ')).toMatch(/first contact, whenever/);
    expect(care['contact-1'].whatHappens.join(' ')).toMatch(/hepatitis B/);
    expect(care['contact-1'].whatHappens.join(' ')).toMatch(/blood group and rhesus/);
  });

  it('14: treats still being pregnant after an abortion as at least the same day', () => {
    expect(stillPregnantAfterAbortionCanWait(registrySigns)).toEqual([]);
  });

  it('16: cites WHO, Nigerian or study sources for every figure on the Nigeria site', () => {
    expect(pages.ng.flatMap((page) => nigeriaFiguresWithoutTheirSources(page))).toEqual([]);
    for (const figure of registeredFigures) {
      expect(figure.sources.every((id) => /who\.int|pubmed|\.gov\.ng/.test(sources[id].url)), figure.ng).toBe(true);
      expect(pages.ng.some((page) => page.lines.some((line) => line.includes(figure.ng))), figure.ng).toBe(true);
    }
  });
});

// ------------------------------------------------------------------ each rule can fail

const page = (country: Country, path: string, lines: string[], extra: Partial<SitePage> = {}): SitePage => ({
  country,
  path,
  lines,
  signs: [],
  references: [],
  ownReferences: [],
  sources: [],
  ...extra,
});
const sign = (overrides: Partial<SignFacts>): SignFacts => ({ id: 'faulty', level: 'routine', care: 'baby', text: '', appliesTo: ['baby'], ...overrides });
const ngAction = (level: UrgencyLevel, care: 'maternity' | 'baby' | 'general') => localize(careAction(level, care), 'ng');

describe('each rule fails on the fault it is there for', () => {
  it('1: a young baby’s danger sign at "today", a card that does not say hospital now, or a 38°C threshold in Nigeria', () => {
    const feverToday = sign({ id: 'baby-fever', text: 'Your baby is under 3 months old and has a temperature of 38°C or above' });
    expect(newbornDangerSignsBelowActNow(page('ng', '/x', []), [{ level: 'same-day', action: ngAction('same-day', 'baby'), signs: [feverToday] }])).toEqual([
      'ng /x: baby-fever is same-day',
      `ng /x: baby-fever is not sent to a hospital now: ${ngAction('same-day', 'baby')}`,
      'ng /x: baby-fever waits for 38°C, not WHO\'s 37.5°C',
    ]);
    expect(newbornDangerSignsBelowActNow(page('uk', '/x', []), [{ level: 'act-now', action: 'Call NHS 111', signs: [feverToday] }])).toEqual([]);
  });

  it('2: a week page from 13, or a page with later-pregnancy signs, without the abdominal pain sign', () => {
    expect(laterPregnancyPageWithoutAbruptionSign(page('ng', '/pregnancy/week-by-week/13', []), [])).toHaveLength(1);
    const movements = sign({ id: 'movements', appliesTo: ['pregnancy'], stage: 'from-20-weeks', level: 'act-now' });
    expect(laterPregnancyPageWithoutAbruptionSign(page('uk', '/a', []), [{ level: 'act-now', action: '', signs: [movements] }])).toHaveLength(1);
    const abruption = getWarningSign('later-pregnancy-tummy-pain');
    expect(laterPregnancyPageWithoutAbruptionSign(page('uk', '/a', []), [{ level: 'same-day', action: '', signs: [movements, abruption] }])).toHaveLength(1);
    expect(laterPregnancyPageWithoutAbruptionSign(page('uk', '/a', []), [{ level: 'act-now', action: '', signs: [movements, abruption] }])).toEqual([]);
    expect(laterPregnancyPageWithoutAbruptionSign(page('uk', '/pregnancy/week-by-week/12', []), [])).toEqual([]);
  });

  it('3: pre-eclampsia signs without vomiting', () => {
    expect(preEclampsiaWithoutVomiting([{ where: 'a', text: 'A severe headache, blurred sight or sudden swelling: signs of pre-eclampsia' }])).toHaveLength(1);
  });

  it('4: 5 mg of folic acid on a Nigeria page without the SP warning or an end date', () => {
    expect(highDoseFolicAcidWithoutSpWarning(page('ng', '/a', ['Some women need 5 mg of folic acid a day.']))).toEqual([
      '/a: 5 mg of folic acid without the SP warning',
      '/a: 5 mg of folic acid with no end date',
    ]);
    expect(highDoseFolicAcidWithoutSpWarning(page('uk', '/a', ['Some women need 5 mg of folic acid a day.']))).toEqual([]);
  });

  it('5: the old "call 112 or go to the emergency department" for a mother, or a mother’s sign on the general route', () => {
    const bleeding = sign({ id: 'bleeding', care: 'maternity', appliesTo: ['pregnancy'] });
    const old = 'Call 112 now (in Lagos, 767 or 112), or go straight to the emergency department of the nearest hospital.';
    expect(weakNigeriaEmergencyRouting([{ level: 'immediate', action: old, signs: [bleeding] }], '/a')).toEqual([`/a: bleeding: ${old}`]);
    expect(weakNigeriaEmergencyRouting([{ level: 'immediate', action: ngAction('immediate', 'general'), signs: [{ ...bleeding, care: 'general' }] }], '/a')).toEqual([
      '/a: bleeding uses the general emergency route',
    ]);
  });

  it('6, 7, 8, 10, 11, 13, 15, 17: the old wording of each', () => {
    expect(malariaWithoutSeasons(page('ng', '/a', ['Malaria is common all year round in every part of Nigeria.']))).toHaveLength(1);
    expect(vitaminDAsANigerianSupplement(page('ng', '/a', ['Two supplements matter most: folic acid and vitamin D.']))).toHaveLength(1);
    expect(cotrimoxazoleWithoutNotGiven(page('ng', '/a', ['Tell the health worker if you take co-trimoxazole: it changes how SP can be given.']))).toHaveLength(1);
    expect(
      previousDiabetesOnlyAt24Weeks(
        page('uk', '/a', ['A test at 24 to 28 weeks if you have risk factors. These include gestational diabetes in a previous pregnancy. Tests as soon as possible after booking help.']),
      ),
    ).toHaveLength(1);
    expect(proguanilTheWrongWayRound(page('uk', '/a', ['If you take 5 mg of folic acid, it changes which malaria tablets suit you.']))).toHaveLength(1);
    expect(milkStorageUnfitForNigeria(page('ng', '/a', ['Expressed milk keeps for up to 8 days in a fridge at 4°C or lower.']))).toHaveLength(2);
    expect(
      contraceptionFiguresDisagree(page('ng', '/a', ['LAM is more than 98% effective.', 'The coil works for 5 years or more.', 'The implant lasts 3 years.'])),
    ).toHaveLength(3);
    expect(nigeriaClaimsUkGuidance(page('ng', '/', ['Based on NHS, NICE, RCOG and WHO guidance']))).toHaveLength(1);
  });

  it('9: a fever in pregnancy at "today", and a note pointing to advice the page does not show', () => {
    expect(feverBelowItsFloor([sign({ id: 'food', level: 'same-day', appliesTo: ['pregnancy'], text: 'A fever after eating food that may have been unsafe' })])).toEqual([
      'food (pregnancy) names a fever at same-day',
    ]);
    const food = getWarningSign('possible-food-poisoning');
    expect(noteWithoutTheSignItPointsTo(page('uk', '/a', []), [{ level: 'same-day', action: '', signs: [food] }])).toHaveLength(1);
    const temperature = getWarningSign('pregnancy-temperature');
    expect(noteWithoutTheSignItPointsTo(page('uk', '/a', []), [{ level: 'same-day', action: '', signs: [food, temperature] }])).toEqual([]);
  });

  it('14: still pregnant after an abortion as non-urgent', () => {
    const stillPregnant = getWarningSign('after-abortion-still-pregnant');
    expect(stillPregnantAfterAbortionCanWait([{ ...stillPregnant, level: 'routine' }])).toEqual(['after-abortion-still-pregnant is routine']);
  });

  it('16: a Nigeria figure citing only a UK source, an unregistered figure about Nigeria, a registered one without its sources', () => {
    const nhsOnly: Reference[] = [sources['nhs-abortion']];
    expect(
      // The page's NHS reference is left out on the Nigeria site (isSourceFor), so its own references fit for Nigeria are none.
      nigeriaFiguresWithoutTheirSources(
        page('ng', '/a', ['About 1 in 8 known pregnancies ends in miscarriage.'], { references: nhsOnly, ownReferences: nhsOnly.filter((r) => isSourceFor(r, 'ng')) }),
      ),
    ).toEqual(['/a: states figures and cites no WHO or Nigerian source of its own']);
    expect(
      nigeriaFiguresWithoutTheirSources(page('ng', '/a', ['Heavy bleeding is the leading cause of death in childbirth in Nigeria.'], { ownReferences: [sources['who-anc-2016']] })),
    ).toHaveLength(1);
    const hiv = nigeriaFigures.hivToBaby;
    expect(nigeriaFiguresWithoutTheirSources(page('ng', '/a', [`${hiv.ng}.`], { ownReferences: [sources['who-anc-2016']], sources: [sources['who-anc-2016']] }))).toEqual([
      `/a: "${hiv.ng}" without who-hiv-mtct`,
      `/a: "${hiv.ng}" without who-hiv`,
    ]);
  });
});
