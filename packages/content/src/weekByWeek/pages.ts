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
 * - what to do about a warning sign: the registry (warningSigns/). A week
 *   lists sign ids, chosen by the rule in `signsForWeek` (stages.ts) from each
 *   sign's stage.
 *
 * The words live beside this file: what a few weeks share in stages.ts, the
 * baby's sizes in sizes.ts, each week's own notes in notes.ts. Sizes are
 * rounded averages, as in the NHS week-by-week guide. They are a clinical judgement to be
 * checked, like everything here not in docs/clinical-sources.md (see README).
 */

import type { AntenatalItemId, Country, Trimester } from '@wh/core';
import { antenatalCareFor, type AntenatalItemText } from '../antenatal';
import { localize, localizeDeep } from '../localize';
import type { NonEmpty, Reference } from '../primitives';
import { antenatalPlanDays } from '../pregnancyFacts.gen';
import { contentReview } from '../site';
import { sources } from '../sources';
import { trimesterOfWeek, trimesterWeeks } from '../trimesterWeeks';
import { groupWarningSigns } from '../warningSigns';
import { pregnancyWeekNumbers, pregnancyWeekRange, weekByWeekIndexPath, weekPath } from '../weekPaths';
import { guidesForWeek } from './guides';
import { weekNotes } from './notes';
import { sizeSentence, sizesNote } from './sizes';
import { signsForWeek, stageOf, ukOnlyReferences } from './stages';
import type { PregnancyWeek, PregnancyWeekAntenatalItem, PregnancyWeekLink, PregnancyWeekPage, WeekByWeekIndex } from './types';

const alwaysCited: readonly Reference[] = [sources['nhs-week-by-week'], sources['nice-ng201'], sources['who-anc-2016']];

function uniqueByUrl<T extends Reference>(references: readonly T[]): NonEmpty<T> {
  const seen = new Map<string, T>();
  for (const reference of references) if (!seen.has(reference.url)) seen.set(reference.url, reference);
  return [...seen.values()] as unknown as NonEmpty<T>;
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
    guides: guidesForWeek(week),
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
  for (const guide of page.guides) out.push(guide.title);
  for (const card of groupWarningSigns(page.signs, page.country)) {
    out.push(localize(card.action, page.country));
    for (const sign of card.signs) {
      out.push(localize(sign.text, page.country));
      if (sign.note) out.push(localize(sign.note, page.country));
    }
  }
  return out;
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
