/**
 * The shapes of the week-by-week guide: a week with text for both countries,
 * one country's page for a week, the links between weeks and the guide's first
 * page; and how a stage and a week's own notes are written (stages.ts, notes.ts).
 */

import type { AntenatalItemId, Country, Trimester } from '@wh/core';
import type { AntenatalItemText } from '../antenatal';
import type { ArticleLink } from '../articles/registry';
import type { Localized, NonEmpty, Reference, Resolved, Review } from '../primitives';
import type { WarningSignId } from '../warningSigns';
import type { WeekPath, weekByWeekIndexPath } from '../weekPaths';

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
  /** Guides that matter at this stage (screening at 10 to 20 weeks...), from `weekGuides`; often none. */
  readonly guides: readonly ArticleLink[];
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


/** What a few weeks in a row share: the changes in the body, what to do, and their sources. */
export interface Stage {
  /** The first and last week of the stage, both included. */
  readonly from: number;
  readonly to: number;
  readonly body: NonEmpty<Localized<string>>;
  readonly toDo: { readonly uk: NonEmpty<string>; readonly ng: NonEmpty<string> };
  readonly references: readonly Reference[];
}

/** What is special about one week, beside its size. */
export interface WeekNotes {
  readonly headline: string;
  /** What is developing, after the size. */
  readonly development: string;
  /** Something to do or know this week in particular. */
  readonly tip?: Localized<string>;
}
