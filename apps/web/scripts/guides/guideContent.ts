/**
 * What each downloadable guide says, for one country: built from the very records the site's
 * pages render (articles, week by week, the warning-sign registry, the emergency contacts, each
 * page's sources and review), so a change to a page's words changes its guide at the next build.
 * No guide has words of its own beyond its title, description and the headings that join pages.
 */
import {
  emergencyLocationsFor,
  groupWarningSigns,
  guides,
  loadArticle,
  localize,
  pageSources,
  pregnancyWeekFor,
  pregnancyWeekNumbers,
  signIdsIn,
  urgencyLevels,
  type EmergencyContact,
  type Reference,
  type Review,
  type WarningSignId,
} from '@wh/content';
import type { Country } from '@wh/core';
import { guideDownloads, type GuideSlug } from '../../src/guideDownloads';

/** One piece of a guide, in reading order. */
export type GuideBlock =
  | { readonly kind: 'heading'; readonly level: 2 | 3; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[]; readonly checklist?: true }
  /** A care card: how urgent, what to do (the country's action) and the signs it covers. */
  | { readonly kind: 'care'; readonly heading: string; readonly action: string; readonly signs: readonly string[] }
  /** A blank chart of `months` cycles, a row per day, to fill in by hand. */
  | { readonly kind: 'cycleChart'; readonly months: number };

/** A guide, ready to lay out. */
export interface GuideDocument {
  readonly slug: GuideSlug;
  readonly title: string;
  readonly description: string;
  readonly country: Country;
  /** The site's addresses the guide is made from, which it names so a reader can find them. */
  readonly pages: readonly string[];
  readonly blocks: readonly GuideBlock[];
  /** Every source of every page it is made from, each once. */
  readonly sources: readonly Reference[];
  /** The oldest review of its pages: the guide is only as current as its least recent page. */
  readonly review: Review;
  /** The country's own emergency and support contacts (never the other country's). */
  readonly emergency: readonly EmergencyContact[];
}

/** A sign followed by its note reads as two sentences. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Care cards for some signs, most urgent first, as every page shows them. */
function careBlocks(ids: readonly WarningSignId[], country: Country): GuideBlock[] {
  return groupWarningSigns(ids).map((card) => ({
    kind: 'care',
    heading: urgencyLevels[card.level].heading,
    action: localize(card.action, country),
    signs: card.signs.map((sign) => (sign.note ? `${sentence(localize(sign.text, country))} ${localize(sign.note, country)}` : localize(sign.text, country))),
  }));
}

interface Part {
  blocks: GuideBlock[];
  sources: readonly Reference[];
  review: Review;
}

/**
 * An article as a part of a guide: its title, summary, sections (lists as tick boxes in a
 * checklist) and when to get help, with the sources its page cites on this site.
 */
async function articlePart(path: string, country: Country, { checklist = false } = {}): Promise<Part> {
  const article = await loadArticle(path);
  if (!article) throw new Error(`${path} is not an article of the site.`);
  const blocks: GuideBlock[] = [
    { kind: 'heading', level: 2, text: article.title },
    { kind: 'paragraph', text: localize(article.summary, country) },
  ];
  for (const section of article.sections) {
    blocks.push({ kind: 'heading', level: 3, text: section.heading });
    for (const paragraph of section.paragraphs) blocks.push({ kind: 'paragraph', text: localize(paragraph, country) });
    if (section.list?.length) {
      blocks.push({ kind: 'list', items: section.list.map((item) => localize(item, country)), ...(checklist && { checklist: true as const }) });
    }
    if (section.signs) blocks.push(...careBlocks(section.signs, country));
  }
  blocks.push({ kind: 'heading', level: 3, text: 'When to get help' });
  blocks.push({ kind: 'paragraph', text: localize(article.whenToGetHelp.intro, country) });
  blocks.push(...careBlocks(article.whenToGetHelp.signs, country));
  return { blocks, sources: pageSources(article.references, signIdsIn(article), country), review: article.review };
}

/** Every week from 4 to 42, as the week pages say it, then the signs that matter across them. */
function weekByWeekPart(country: Country): Part {
  const blocks: GuideBlock[] = [];
  const sources: Reference[] = [];
  const signs: WarningSignId[] = [];
  let review: Review | undefined;
  for (const number of pregnancyWeekNumbers) {
    const week = pregnancyWeekFor(country, number);
    blocks.push({ kind: 'heading', level: 2, text: `${week.title}: ${week.headline}` });
    blocks.push({ kind: 'heading', level: 3, text: 'Your baby' });
    for (const text of week.baby) blocks.push({ kind: 'paragraph', text });
    blocks.push({ kind: 'heading', level: 3, text: 'Your body' });
    blocks.push({ kind: 'list', items: week.body });
    blocks.push({ kind: 'heading', level: 3, text: 'What to do' });
    blocks.push({ kind: 'list', items: week.toDo });
    if (week.antenatal.length) {
      blocks.push({ kind: 'heading', level: 3, text: 'Your antenatal care this week' });
      blocks.push({ kind: 'list', items: week.antenatal.map((item) => `${item.title} (${item.when}): ${item.whatHappens.join(' ')}`) });
    }
    // As the week's page cites them on this site: never a UK service's page on the Nigeria site.
    sources.push(...pageSources(week.references, week.signs, country));
    signs.push(...week.signs);
    review = olderReview(review, week.review);
  }
  blocks.push({ kind: 'heading', level: 2, text: 'Warning signs in pregnancy' });
  blocks.push(...careBlocks(signs, country));
  return { blocks, sources, review: review! };
}

function olderReview(a: Review | undefined, b: Review): Review {
  return !a || b.lastReviewed < a.lastReviewed ? b : a;
}

/** The cycle workbook's chart page: how to fill it in, then the chart. */
const cycleChartPart: Part['blocks'] = [
  { kind: 'heading', level: 2, text: 'Your 3-month cycle chart' },
  {
    kind: 'paragraph',
    text: 'Write the date your period starts in the first row of a month, then mark each day: P for a period day (H if it is heavy), S for spotting, M for clear, stretchy mucus, and a number from 0 to 3 for pain. Take the chart to any appointment about your periods or your fertility.',
  },
  { kind: 'cycleChart', months: 3 },
];

/** Which site pages each guide is made from, and how. */
const recipes: Record<GuideSlug, { pages: readonly string[]; parts: (country: Country) => Promise<Part[]> }> = {
  'your-pregnancy-week-by-week': {
    pages: ['/pregnancy/week-by-week'],
    parts: async (country) => [weekByWeekPart(country)],
  },
  'eating-well-in-pregnancy': {
    pages: ['/pregnancy/nutrition'],
    parts: (country) => Promise.all([articlePart('/pregnancy/nutrition', country)]),
  },
  'understanding-your-cycle': {
    pages: ['/gynaecology/menstrual', '/fertility/ovulation'],
    parts: async (country) => [
      await articlePart('/gynaecology/menstrual', country),
      await articlePart('/fertility/ovulation', country),
      { blocks: cycleChartPart, sources: [], review: (await articlePart('/fertility/ovulation', country)).review },
    ],
  },
  'getting-ready-to-conceive': {
    pages: ['/fertility/lifestyle'],
    parts: (country) => Promise.all([articlePart('/fertility/lifestyle', country, { checklist: true })]),
  },
  'the-first-six-weeks-after-birth': {
    pages: ['/postpartum/recovery', '/postpartum/breastfeeding', '/postpartum/newborn-care', '/postpartum/mental-health'],
    parts: (country) =>
      Promise.all(['/postpartum/recovery', '/postpartum/breastfeeding', '/postpartum/newborn-care', '/postpartum/mental-health'].map((path) => articlePart(path, country))),
  },
  'screening-and-check-ups-at-every-age': {
    pages: ['/gynaecology/screenings', '/gynaecology/menopause'],
    parts: (country) => Promise.all(['/gynaecology/screenings', '/gynaecology/menopause'].map((path) => articlePart(path, country))),
  },
};

/**
 * One guide for one country, from the site's content.
 *
 * @example
 * const guide = await guideContent('eating-well-in-pregnancy', 'ng');
 * guide.emergency[0].number; // '112'
 */
export async function guideContent(slug: GuideSlug, country: Country): Promise<GuideDocument> {
  const download = guideDownloads.find((d) => d.slug === slug);
  const guide = guides.find((g) => g.title === download?.title);
  if (!download || !guide) throw new Error(`No guide is called ${slug}.`);
  const recipe = recipes[slug];
  const parts = await recipe.parts(country);
  const sources = new Map<string, Reference>();
  for (const part of parts) for (const source of part.sources) if (!sources.has(source.url)) sources.set(source.url, source);
  const home = emergencyLocationsFor(country).find((location) => location.country === country);
  if (!home) throw new Error(`No emergency contacts for ${country}.`);
  return {
    slug,
    title: guide.title,
    description: guide.description,
    country,
    pages: recipe.pages,
    blocks: parts.flatMap((part) => part.blocks),
    sources: [...sources.values()],
    review: parts.map((part) => part.review).reduce<Review | undefined>(olderReview, undefined)!,
    emergency: home.contacts,
  };
}
