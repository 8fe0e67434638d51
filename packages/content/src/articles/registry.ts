/**
 * The article registry: the one list of the site's articles. Each entry gives
 * an article's address, the short title menus and topic pages link with, and a
 * loader for its text. Everything else is derived from it: the `ArticlePath`
 * type, the route list (routes.ts), the navigation's sub-pages, the topic
 * pages' lists of guides, `loadArticle`, and so the sitemap and the route
 * tests.
 *
 * To add an article, write `src/articles/<topic>/<slug>.ts` and add its entry
 * here, in the place it should be listed within its topic (see README.md).
 *
 * Each loader is a literal `import()`, so a bundler (and the published build)
 * keeps every article in its own chunk: a reader downloads the article they
 * open, not all of them.
 */

import type { TopicId } from '../primitives';
import type { Article } from './article';

/** One entry of the registry. */
export interface ArticleEntry {
  /** The page's address: `/<topic>/<slug>`, where the article file is `src/articles/<topic>/<slug>.ts`. */
  readonly path: `/${TopicId}/${string}`;
  /** The short title menus and topic pages link with, e.g. 'Trimesters'. */
  readonly label: string;
  /** Downloads the article's text. */
  readonly load: () => Promise<Article>;
}

/** Every article, grouped by topic and in the order each topic lists them. */
export const articleRegistry = [
  {
    path: '/pregnancy/trimesters',
    label: 'Trimesters',
    load: () => import('./pregnancy/trimesters').then((m) => m.trimesters),
  },
  {
    path: '/pregnancy/prenatal',
    label: 'Antenatal Care',
    load: () => import('./pregnancy/prenatal').then((m) => m.prenatal),
  },
  {
    path: '/pregnancy/nutrition',
    label: 'Nutrition',
    load: () => import('./pregnancy/nutrition').then((m) => m.nutrition),
  },
  {
    path: '/pregnancy/concerns',
    label: 'Common Concerns',
    load: () => import('./pregnancy/concerns').then((m) => m.concerns),
  },
  {
    path: '/pregnancy/miscarriage-and-ectopic',
    label: 'Miscarriage & Ectopic',
    load: () => import('./pregnancy/miscarriage-and-ectopic').then((m) => m.miscarriageAndEctopic),
  },
  {
    path: '/pregnancy/stillbirth-and-baby-loss',
    label: 'Stillbirth & Baby Loss',
    load: () => import('./pregnancy/stillbirth-and-baby-loss').then((m) => m.stillbirthAndBabyLoss),
  },
  {
    path: '/pregnancy/morning-sickness',
    label: 'Morning Sickness',
    load: () => import('./pregnancy/morning-sickness').then((m) => m.morningSickness),
  },
  {
    path: '/pregnancy/medicines-and-herbal-remedies',
    label: 'Medicines & Herbal Remedies',
    load: () => import('./pregnancy/medicines-and-herbal-remedies').then((m) => m.medicinesAndHerbalRemedies),
  },
  {
    path: '/pregnancy/pre-eclampsia',
    label: 'Pre-eclampsia',
    load: () => import('./pregnancy/pre-eclampsia').then((m) => m.preEclampsia),
  },
  {
    path: '/pregnancy/gestational-diabetes',
    label: 'Gestational Diabetes',
    load: () => import('./pregnancy/gestational-diabetes').then((m) => m.gestationalDiabetes),
  },
  {
    path: '/pregnancy/labour-and-birth',
    label: 'Labour & Birth',
    load: () => import('./pregnancy/labour-and-birth').then((m) => m.labourAndBirth),
  },
  {
    path: '/pregnancy/mental-health',
    label: 'Mental Health',
    load: () => import('./pregnancy/mental-health').then((m) => m.pregnancyMentalHealth),
  },
  {
    path: '/pregnancy/malaria',
    label: 'Malaria',
    load: () => import('./pregnancy/malaria').then((m) => m.malaria),
  },
  {
    path: '/pregnancy/sickle-cell',
    label: 'Sickle Cell',
    load: () => import('./pregnancy/sickle-cell').then((m) => m.sickleCell),
  },
  {
    path: '/pregnancy/anaemia',
    label: 'Anaemia',
    load: () => import('./pregnancy/anaemia').then((m) => m.anaemia),
  },
  {
    path: '/pregnancy/infections',
    label: 'Infections',
    load: () => import('./pregnancy/infections').then((m) => m.infections),
  },
  {
    path: '/pregnancy/screening-for-downs-syndrome',
    label: 'Screening for Down’s Syndrome',
    load: () => import('./pregnancy/screening-for-downs-syndrome').then((m) => m.screeningForDownsSyndrome),
  },
  {
    path: '/pregnancy/placenta-and-cholestasis',
    label: 'Placenta Problems & Cholestasis',
    load: () => import('./pregnancy/placenta-and-cholestasis').then((m) => m.placentaAndCholestasis),
  },
  {
    path: '/pregnancy/twins',
    label: 'Twins',
    load: () => import('./pregnancy/twins').then((m) => m.twins),
  },
  {
    path: '/pregnancy/breech-and-overdue',
    label: 'Breech & Overdue',
    load: () => import('./pregnancy/breech-and-overdue').then((m) => m.breechAndOverdue),
  },
  {
    path: '/pregnancy/travel-work-and-everyday-life',
    label: 'Travel, Work & Everyday Life',
    load: () => import('./pregnancy/travel-work-and-everyday-life').then((m) => m.travelWorkAndEverydayLife),
  },
  {
    path: '/pregnancy/early-signs-and-unplanned-pregnancy',
    label: 'Early Signs & Unplanned Pregnancy',
    load: () => import('./pregnancy/early-signs-and-unplanned-pregnancy').then((m) => m.earlySignsAndUnplannedPregnancy),
  },
  {
    path: '/fertility/ovulation',
    label: 'Ovulation',
    load: () => import('./fertility/ovulation').then((m) => m.ovulation),
  },
  {
    path: '/fertility/challenges',
    label: 'Fertility Challenges',
    load: () => import('./fertility/challenges').then((m) => m.challenges),
  },
  {
    path: '/fertility/lifestyle',
    label: 'Lifestyle & Fertility',
    load: () => import('./fertility/lifestyle').then((m) => m.lifestyle),
  },
  {
    path: '/postpartum/recovery',
    label: 'Physical Recovery',
    load: () => import('./postpartum/recovery').then((m) => m.recovery),
  },
  {
    path: '/postpartum/mental-health',
    label: 'Mental Health',
    load: () => import('./postpartum/mental-health').then((m) => m.mentalHealth),
  },
  {
    path: '/postpartum/breastfeeding',
    label: 'Breastfeeding',
    load: () => import('./postpartum/breastfeeding').then((m) => m.breastfeeding),
  },
  {
    path: '/postpartum/returning',
    label: 'Returning to Everyday Life',
    load: () => import('./postpartum/returning').then((m) => m.returning),
  },
  {
    path: '/postpartum/bleeding-after-birth',
    label: 'Bleeding After Birth',
    load: () => import('./postpartum/bleeding-after-birth').then((m) => m.bleedingAfterBirth),
  },
  {
    path: '/postpartum/newborn-care',
    label: 'Newborn Care',
    load: () => import('./postpartum/newborn-care').then((m) => m.newbornCare),
  },
  {
    path: '/postpartum/premature-and-small-babies',
    label: 'Premature & Small Babies',
    load: () => import('./postpartum/premature-and-small-babies').then((m) => m.prematureAndSmallBabies),
  },
  {
    path: '/postpartum/formula-feeding',
    label: 'Formula Feeding',
    load: () => import('./postpartum/formula-feeding').then((m) => m.formulaFeeding),
  },
  {
    path: '/postpartum/starting-solid-foods',
    label: 'Starting Solid Foods',
    load: () => import('./postpartum/starting-solid-foods').then((m) => m.startingSolidFoods),
  },
  {
    path: '/postpartum/baby-sleep-and-crying',
    label: 'Sleep, Crying & Colic',
    load: () => import('./postpartum/baby-sleep-and-crying').then((m) => m.babySleepAndCrying),
  },
  {
    path: '/postpartum/contraception',
    label: 'Contraception After Birth',
    load: () => import('./postpartum/contraception').then((m) => m.contraception),
  },
  {
    path: '/postpartum/tears-and-pelvic-floor',
    label: 'Tears & Pelvic Floor',
    load: () => import('./postpartum/tears-and-pelvic-floor').then((m) => m.tearsAndPelvicFloor),
  },
  {
    path: '/gynaecology/menstrual',
    label: 'Menstrual Health',
    load: () => import('./gynaecology/menstrual').then((m) => m.menstrual),
  },
  {
    path: '/gynaecology/conditions',
    label: 'Common Conditions',
    load: () => import('./gynaecology/conditions').then((m) => m.conditions),
  },
  {
    path: '/gynaecology/screenings',
    label: 'Screenings',
    load: () => import('./gynaecology/screenings').then((m) => m.screenings),
  },
  {
    path: '/gynaecology/sexual-health',
    label: 'Sexual Health',
    load: () => import('./gynaecology/sexual-health').then((m) => m.sexualHealth),
  },
  {
    path: '/gynaecology/menopause',
    label: 'Menopause',
    load: () => import('./gynaecology/menopause').then((m) => m.menopause),
  },
  {
    path: '/gynaecology/abortion-care',
    label: 'Abortion Care',
    load: () => import('./gynaecology/abortion-care').then((m) => m.abortionCare),
  },
  {
    path: '/gynaecology/fgm',
    label: 'FGM',
    load: () => import('./gynaecology/fgm').then((m) => m.fgm),
  },
  {
    path: '/gynaecology/abuse-and-violence',
    label: 'Abuse & Violence',
    load: () => import('./gynaecology/abuse-and-violence').then((m) => m.abuseAndViolence),
  },
] as const satisfies readonly ArticleEntry[];

/** The address of an article page, e.g. '/pregnancy/trimesters'. */
export type ArticlePath = (typeof articleRegistry)[number]['path'];

/** An article as a page of the site: its text, with the address and topic its registry entry gives it. */
export interface ArticlePage extends Article {
  readonly path: ArticlePath;
  readonly topic: TopicId;
}

/** A link to an article, as menus and topic pages show it. */
export interface ArticleLink {
  readonly title: string;
  readonly href: ArticlePath;
}

/** Every article path, in registry order. */
export const articlePaths: readonly ArticlePath[] = articleRegistry.map((entry) => entry.path);

const entries: ReadonlyMap<string, (typeof articleRegistry)[number]> = new Map(
  articleRegistry.map((entry) => [entry.path, entry]),
);

/**
 * The topic an article path belongs to: its first segment.
 *
 * @example
 * topicOfArticle('/fertility/ovulation'); // 'fertility'
 */
export function topicOfArticle(path: ArticlePath): TopicId {
  return path.split('/')[1] as TopicId;
}

/**
 * The links to a topic's articles, in the order the topic lists them.
 *
 * @example
 * articleLinks('fertility')[0]; // { title: 'Ovulation', href: '/fertility/ovulation' }
 */
export function articleLinks(topic: TopicId): readonly ArticleLink[] {
  return articleRegistry
    .filter((entry) => topicOfArticle(entry.path) === topic)
    .map((entry) => ({ title: entry.label, href: entry.path }));
}

/**
 * Tells whether a path is an article's path, and narrows it.
 *
 * @example
 * isArticlePath('/fertility/ovulation'); // true
 * isArticlePath('/fertility'); // false (a topic page, not an article)
 */
export function isArticlePath(path: string): path is ArticlePath {
  return entries.has(path);
}

/**
 * Loads the article for a path, or resolves to `undefined` for any other
 * path. Only that article's text is downloaded.
 *
 * @example
 * const article = await loadArticle('/pregnancy/nutrition');
 * article?.title; // 'Eating well in pregnancy'
 */
export async function loadArticle(path: string): Promise<ArticlePage | undefined> {
  const entry = entries.get(path);
  return entry ? loadEntry(entry) : undefined;
}

/**
 * Loads every article, in registry order: for tests, reports and search
 * indexes. A page should load only its own (`loadArticle`).
 *
 * @example
 * const all = await loadArticles();
 * all.length === articleRegistry.length; // true
 */
export function loadArticles(): Promise<ArticlePage[]> {
  return Promise.all(articleRegistry.map(loadEntry));
}

async function loadEntry(entry: (typeof articleRegistry)[number]): Promise<ArticlePage> {
  return { ...(await entry.load()), path: entry.path, topic: topicOfArticle(entry.path) };
}
