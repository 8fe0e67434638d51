/**
 * Shared shapes for all content. Everything here is data: no React, no DOM.
 *
 * Every field is `readonly` and required unless the spec makes it optional, so
 * a page that forgets a field fails to compile rather than rendering a gap.
 * The small shared shapes (Localized, NonEmpty, Reference, Review...) live in
 * `primitives.ts`, which imports nothing; they are re-exported here.
 */

import type { Country } from '@wh/core';
import type { InternalHref, RoutePath, SymptomCheckerPath } from './routes';
import type { Audience, WarningSignId } from './warningSigns';
import type { IconName, ImageRef, Localized, NonEmpty, Reference, Review, TopicId, Tuple } from './primitives';

export type { Country, InternalHref, RoutePath, SymptomCheckerPath, WarningSignId };
export type {
  Author,
  IconName,
  ImageRef,
  IsoDate,
  Localized,
  NonEmpty,
  Reference,
  Resolved,
  Review,
  TopicId,
  Tuple,
} from './primitives';

/** A link inside the site. `href` must be a route of the site (optionally with a #fragment). */
export interface ContentLink {
  readonly label: string;
  readonly href: InternalHref;
}

/**
 * A piece of body text. Lists are separate so the UI can mark them up
 * properly. Warning signs are never written in a page's own words: a `signs`
 * block names registry ids, and the UI shows each with its level's heading and
 * action (warningSigns/).
 */
export type Block =
  | { readonly kind: 'paragraph'; readonly text: Localized<string> }
  | { readonly kind: 'list'; readonly items: readonly Localized<string>[] }
  | { readonly kind: 'signs'; readonly signs: NonEmpty<WarningSignId> };

/** A titled part of a page. `id` is the anchor the page uses for it. */
export interface Section {
  readonly id: string;
  readonly heading: string;
  readonly blocks: NonEmpty<Block>;
}

/** The spec's Timeline item: a collapsible entry in a vertical list. */
export interface TimelineItem {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  /** Short text shown beside the title, such as an age range or time frame. */
  readonly meta?: Localized<string>;
  readonly content: NonEmpty<Block>;
  /** The spec starts timeline items collapsed; only a few key ones open by default. */
  readonly defaultOpen: boolean;
}

/**
 * The warning signs a topic page's "When to get help" lists besides those its sections name. The
 * page shows every sign it names once, there, most urgent first (`signIdsIn(page)`), so the list has
 * no title of its own; what to do comes from each sign's level in the registry.
 */
export interface WhenToGetHelpSigns {
  readonly signs: NonEmpty<WarningSignId>;
}

/** What every page has for its metadata and honesty: where it is, what it says, its sources and review date. */
export interface PageMeta {
  readonly path: RoutePath;
  /** The page title (also used in `<title>`). */
  readonly title: string;
  /** One or two sentences for the meta description and share cards. */
  readonly description: string;
}

/** A plain-language summary at the top of a topic page. */
export interface PlainSummary {
  readonly heading: string;
  readonly text: Localized<string>;
  readonly points: NonEmpty<Localized<string>>;
}

/**
 * A titled part of a topic page, in the order the page shows them. `id` is its
 * anchor (and tells the app which part of the page goes under it); `label`
 * names a timeline inside it where that differs from the title.
 */
export interface TopicPageSection<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly label?: string;
}

/** Shared fields of the four topic pages. */
export interface TopicPageBase extends PageMeta {
  readonly id: TopicId;
  readonly hero: { readonly title: string; readonly text: string; readonly image: ImageRef };
  readonly summary: PlainSummary;
  readonly references: NonEmpty<Reference>;
  readonly review: Review;
  /** Hashtags for the share block (without the #). */
  readonly hashtags: NonEmpty<string>;
  readonly disclaimer: Localized<string>;
}

// ---------------------------------------------------------------- pregnancy

/** The spec's Trimester record. */
export interface Trimester {
  readonly id: 'first' | 'second' | 'third';
  readonly weeks: { readonly from: number; readonly to: number };
  /** 'Weeks 1-12' and so on: the spec's week range as shown. */
  readonly weekRange: string;
  readonly title: string;
  readonly description: string;
  readonly calorieNote: string;
  readonly keyDevelopment: NonEmpty<Localized<string>>;
  readonly symptoms: NonEmpty<string>;
  readonly howMuchToEat: string;
  /** The danger signs of this trimester, from the warning-sign registry. */
  readonly signs: NonEmpty<WarningSignId>;
}

/** The spec's Exercise group, for recommended activities. */
export interface ExerciseGroup {
  readonly type: string;
  readonly activities: NonEmpty<string>;
  readonly benefits: string;
}

/** Activities to avoid and why. */
export interface ExerciseCaution {
  readonly type: string;
  readonly activities: NonEmpty<string>;
  readonly reason: string;
}

/** One column of supplement advice, so UK and WHO advice can sit side by side. */
export interface SupplementAdvice {
  readonly source: string;
  readonly items: NonEmpty<string>;
}

export interface PregnancyPage extends TopicPageBase {
  readonly id: 'pregnancy';
  readonly trimesters: Tuple<Trimester, 3>;
  /** The longer article that goes with the first trimester card. */
  readonly firstTrimesterArticle: { readonly title: string; readonly sections: NonEmpty<Section> };
  readonly supplements: {
    readonly heading: string;
    readonly intro: string;
    readonly columns: Tuple<SupplementAdvice, 2>;
    readonly note: Localized<string>;
  };
  readonly exercise: {
    readonly heading: string;
    readonly intro: string;
    readonly recommendedHeading: string;
    readonly recommended: NonEmpty<ExerciseGroup>;
    readonly avoidHeading: string;
    readonly avoid: NonEmpty<ExerciseCaution>;
  };
  readonly whenToGetHelp: WhenToGetHelpSigns;
  /** The words of each trimester card around its record. */
  readonly trimesterCard: {
    /** The link to the trimester's weeks in the week-by-week guide, per trimester. */
    readonly weekByWeekLinks: Tuple<string, 3>;
    /** Put before the trimester's title (in lower case) on the card's "more" toggle. */
    readonly moreAbout: string;
    readonly keyDevelopment: string;
    readonly symptoms: string;
    readonly howMuchToEat: string;
    /**
     * The card's link to the page's "When to get help", per trimester: the card names its danger
     * signs there (each marked with its trimesters, `signTrimesters`) instead of repeating them.
     */
    readonly dangerSignsLinks: Tuple<string, 3>;
    /**
     * The note by a sign under "When to get help" naming the trimesters whose cards list it, keyed
     * by their numbers ("1,2"); a sign of all three, or of none, has no note.
     */
    readonly signTrimesters: Readonly<Record<'1' | '2' | '3' | '1,2' | '1,3' | '2,3', string>>;
  };
  readonly sections: readonly TopicPageSection<'trimesters' | 'first-trimester' | 'supplements' | 'exercise'>[];
}

// ---------------------------------------------------------------- fertility

export interface FertilityPage extends TopicPageBase {
  readonly id: 'fertility';
  readonly timeline: Tuple<TimelineItem, 10>;
  readonly sections: readonly TopicPageSection<'journey'>[];
}

// ---------------------------------------------------------------- postpartum

/** One stage of recovery after birth. */
export interface RecoveryPeriod {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  /** The time frame, such as 'First 24-48 hours'. */
  readonly meta: string;
  readonly keyFocus: Localized<string>;
  readonly physicalChanges: NonEmpty<string>;
  readonly defaultOpen: boolean;
}

export interface PostpartumPage extends TopicPageBase {
  readonly id: 'postpartum';
  readonly recoveryPeriods: Tuple<RecoveryPeriod, 4>;
  /** Baby blues, postnatal depression, postnatal anxiety and OCD, in that order. */
  readonly mentalHealth: Tuple<TimelineItem, 3>;
  readonly breastfeeding: NonEmpty<TimelineItem>;
  /** Safe sleep, feeding cues, hygiene and cord care. */
  readonly newbornCare: Tuple<TimelineItem, 3>;
  readonly whenToGetHelp: WhenToGetHelpSigns;
  /** The words around each recovery period's record, in its part of the timeline. */
  readonly recoveryPeriodLabels: { readonly keyFocus: string; readonly physicalChanges: string };
  /** The page's sections; its one "When to get help" (every sign it names, once) follows them. */
  readonly sections: readonly TopicPageSection<'recovery' | 'mental-health' | 'breastfeeding' | 'newborn-care'>[];
}

// ---------------------------------------------------------------- gynaecology

export interface GynaecologyPage extends TopicPageBase {
  readonly id: 'gynaecology';
  /** PCOS, endometriosis, menstrual disorders. */
  readonly conditions: Tuple<TimelineItem, 3>;
  /** Cervical, breast, bone density. */
  readonly screening: Tuple<TimelineItem, 3>;
  readonly contraception: NonEmpty<TimelineItem>;
  readonly menopause: NonEmpty<TimelineItem>;
  readonly whenToGetHelp: WhenToGetHelpSigns;
  readonly sections: readonly TopicPageSection<'conditions' | 'screening' | 'contraception' | 'menopause'>[];
}

export type TopicPage = PregnancyPage | FertilityPage | PostpartumPage | GynaecologyPage;

// ---------------------------------------------------------------- home

/** The spec's Topic card. */
export interface TopicCard {
  readonly id: TopicId;
  readonly icon: IconName;
  readonly title: string;
  readonly category: string;
  readonly description: string;
  readonly link: RoutePath;
  readonly image: ImageRef;
  /** Key-topic badges. */
  readonly topics: NonEmpty<string>;
}

/** A short titled card with an icon, used on the home, security and about pages. */
export interface InfoCard {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
}

/** A headline figure and its label. Every figure must be true of the build (see home.ts). */
export interface Statistic {
  readonly value: string;
  readonly label: string;
}

export interface HomePage extends PageMeta {
  readonly hero: {
    /** Per country: the Nigeria site says it is for women in Nigeria from its first words. */
    readonly title: Localized<string>;
    /** Per country: each site names the guidance it is based on, the guidance its pages cite. */
    readonly text: Localized<string>;
    readonly image: ImageRef;
    readonly actions: Tuple<ContentLink & { readonly variant: 'primary' | 'secondary' }, 2>;
  };
  readonly trustBadges: Tuple<{ readonly icon: IconName; readonly label: Localized<string> }, 3>;
  /** What a reader comes for, in the first screen on a phone: search, help now, and the week-by-week guide. */
  readonly findHelp: {
    /** A plain GET form to /search (it works without JavaScript): its label, button and an example. */
    readonly search: { readonly label: string; readonly button: string; readonly hint: Localized<string> };
    /** The way to urgent help: the emergency instruction (from urgency.ts, quoted whole) and where to check a sign. */
    readonly urgent: {
      readonly title: string;
      readonly emergency: Localized<string>;
      readonly links: Tuple<ContentLink, 2>;
    };
    readonly weekByWeek: ContentLink & { readonly description: string };
  };
  readonly security: {
    readonly title: string;
    readonly intro: string;
    readonly cards: Tuple<InfoCard, 4>;
    readonly note: string;
  };
  readonly resources: {
    readonly title: string;
    readonly text: string;
    readonly links: Tuple<ContentLink & { readonly description: string }, 2>;
  };
  /** The figures known without loading the articles; `officialSourcesStatistic()` gives the fourth. */
  readonly statistics: Tuple<Statistic, 3>;
  readonly topics: {
    readonly title: string;
    readonly intro: string;
    readonly buttonLabel: string;
    readonly cards: Tuple<TopicCard, 4>;
  };
}

// ---------------------------------------------------------------- about

export interface AboutPage extends PageMeta {
  readonly intro: string;
  readonly qualificationsTitle: string;
  readonly mission: { readonly title: string; readonly text: NonEmpty<string> };
  readonly principles: Tuple<InfoCard, 3>;
  readonly sourcesNote: string;
}

// ---------------------------------------------------------------- resources

/** The spec's resource guide. */
export interface Guide {
  readonly title: string;
  readonly description: string;
  readonly type: string;
  readonly category: string;
}

/** The spec's video. */
export interface Video {
  readonly title: string;
  readonly description: string;
  readonly category: string;
}

/** The spec's organisation (field names as in the spec). */
export interface Organisation {
  readonly organization: string;
  readonly description: string;
  /** An absolute https URL on the organisation's official host. */
  readonly website: string;
  readonly focus: string;
  /** The country whose organisation it is; left out for an international one (WHO). */
  readonly country?: Country;
}

// ---------------------------------------------------------------- emergency

/** One service in the spec's emergency location. */
export interface EmergencyContact {
  readonly service: string;
  /** What to dial or text, exactly as a person would read it. */
  readonly number: string;
  readonly description: string;
}

/** The spec's emergency location. */
export interface EmergencyLocation {
  readonly country: Country;
  readonly location: string;
  readonly contacts: NonEmpty<EmergencyContact>;
}

// ---------------------------------------------------------------- faq and glossary

export interface FaqQuestion {
  readonly question: string;
  readonly answer: Localized<string>;
  /** Warning signs shown with the answer, from the registry. */
  readonly signs?: NonEmpty<WarningSignId>;
}

/** The spec's FAQ group. */
export interface FaqGroup {
  readonly category: 'Pregnancy' | 'Fertility' | 'Postpartum';
  readonly questions: Tuple<FaqQuestion, 4>;
}

/** The spec's myth. */
export interface Myth {
  readonly myth: string;
  readonly truth: Localized<string>;
  /** Warning signs shown with the truth, from the registry. */
  readonly signs?: NonEmpty<WarningSignId>;
}

/** The spec's glossary term. */
export interface GlossaryTerm {
  readonly term: string;
  /** Other spellings people search for, such as the US spelling. */
  readonly alsoKnownAs: readonly string[];
  readonly definition: string;
}

// ---------------------------------------------------------------- community

/**
 * A topic the forum will host. The spec's post counts and "last activity"
 * times are left out: the forum is not open, so there are none to show.
 */
export interface ForumTopic {
  readonly title: string;
  readonly category: string;
}

/** The spec's story. */
export interface Story {
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly readTime: string;
}

// ---------------------------------------------------------------- navigation

/** The spec's Navigation topic. */
export interface NavTopic {
  readonly title: string;
  readonly href: RoutePath;
  readonly description: string;
  /** The topic's articles, from the article registry. */
  readonly subcategories: readonly { readonly title: string; readonly href: RoutePath }[];
  /**
   * What the Health Topics menu shows of the topic, so the menu fits a laptop screen: its first
   * few articles (the registry lists each topic's main ones first) and, when it has more, a link
   * to the topic page's list of all of them.
   */
  readonly menu: {
    /** The topic's most used page that is not an article (pregnancy: the week-by-week guide), listed first in the menu and the phone drawer. */
    readonly featured?: { readonly title: string; readonly href: RoutePath };
    readonly subcategories: readonly { readonly title: string; readonly href: RoutePath }[];
    readonly seeAll?: { readonly title: string; readonly href: `${RoutePath}#${string}` };
  };
}

export interface NavMenuLink extends ContentLink {
  readonly description: string;
}

export type MainNavItem =
  | { readonly kind: 'link'; readonly label: string; readonly href: RoutePath }
  | { readonly kind: 'topics'; readonly label: string; readonly topics: NonEmpty<NavTopic> }
  | { readonly kind: 'menu'; readonly label: string; readonly items: NonEmpty<NavMenuLink> };

export interface FooterGroup {
  readonly title: string;
  readonly links: NonEmpty<ContentLink>;
}

// ---------------------------------------------------------------- tools

/**
 * One answer of the symptom checker's question "Who is it about?", with a
 * page of its own: every sign of the registry that applies to that reader
 * (`about`), which the page shows most urgent first.
 */
export interface SymptomCheckerGroup {
  /** The answer's id, the last part of its path: `'pregnant'`, `'after-the-birth'`, `'baby'`, `'not-pregnant'`. */
  readonly id: string;
  readonly path: SymptomCheckerPath;
  /** Who the signs are about, as the registry says (`appliesTo`); the actions are worded for that stage. */
  readonly about: Audience;
  /** The answer as the question lists it: "I am pregnant". */
  readonly choice: string;
  /** A few words under the answer: who it is for. */
  readonly hint: string;
  /** The heading of the answer's page: the route's title. */
  readonly title: string;
  readonly intro: string;
  readonly signs: NonEmpty<WarningSignId>;
}

/** The symptom checker's first question and what it says around the answers. */
export interface SymptomCheckerQuestion {
  /** "Who is it about?" */
  readonly heading: string;
  readonly intro: string;
  /** The link back to the question from an answer's page. */
  readonly changeAnswer: string;
  /** The label of each sign's own link, which a reader can copy and share. */
  readonly signLink: string;
  /** How many signs a folded card holds, after its level's heading: "(1 sign)", "(9 signs)". */
  readonly signCount: (count: number) => string;
  /** The line that unfolds an answer's sources (many: every sign cites its own), with how many. */
  readonly sourcesSummary: (count: number) => string;
}
