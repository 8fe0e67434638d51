/**
 * What the site search indexes: every page of one country's site as a record
 * of its address, title, section, a line to show and all its words. The index
 * itself is built from these at build time (`buildSearchIndex` in
 * `@wh/content/search-index`); this module needs no search library.
 */

import { about } from './about';
import { articleText } from './articles/article';
import { loadArticle, loadArticles, type ArticlePage, type ArticlePath } from './articles/registry';
import { calculatorNotes } from './calculatorNotes';
import { symptomCheckerDisclaimer, symptomCheckerGroups, symptomCheckerQuestion, toolsPage } from './tools';
import {
  communityGuidelines,
  communityPage,
  communityStatus,
  forumTopics,
  forumTopicsNote,
  qaCategories,
  qaForm,
  stories,
  storiesNote,
} from './community';
import { contentText } from './contentText';
import { emergencyLocationsFor } from './emergency';
import { faqGroups, faqPage, myths } from './faq';
import { glossary, glossaryTermAnchor } from './glossary';
import { home } from './home';
import { myPregnancyPage } from './myPregnancy';
import { routeMeta } from './pages';
import { guides, organisationsFor, resourcesPage, videos } from './resources';
import { routePaths, type RoutePath, type SymptomCheckerPath } from './routes';
import { isWeekByWeekPath, type WeekByWeekPath } from './weekPaths';
import { privacyCommitments, securityBestPractices, securityInfrastructure, securityPage, securityStatusPanel } from './security';
import { author, site } from './site';
import { fertility } from './topics/fertility';
import { gynaecology } from './topics/gynaecology';
import { postpartum } from './topics/postpartum';
import { pregnancy } from './topics/pregnancy';
import type { Country } from '@wh/core';
import { pregnancyWeekFor, pregnancyWeekText, weekByWeekIndex } from './weekByWeek';

/** One page (or glossary term) of a country's site, ready for a search index. */
export interface SearchDocument {
  /** Where a result links to: a page's path, or `/tools/glossary#<term>` for a glossary term. Unique: use it as the id. */
  readonly path: string;
  readonly title: string;
  /** The part of the site it is in, shown with the result: "Pregnancy Guide", "Medical glossary"... */
  readonly section: string;
  /** A sentence or two to show under the title (the page's meta description, or a term's definition). */
  readonly description: string;
  /** Every word the page shows, for the index; not for showing. */
  readonly text: string;
}

type FixedPath = Exclude<RoutePath, ArticlePath | WeekByWeekPath>;

/**
 * The content of each fixed page, for its words. Typed by the route list, so a
 * new fixed route does not compile until it says what its page shows.
 */
/** What one answer's page of the symptom checker shows: its words and its signs, then the disclaimer. */
const symptomCheckerAnswer = (path: SymptomCheckerPath) => {
  const { intro, signs } = symptomCheckerGroups.find((group) => group.path === path)!;
  return [intro, { signs }, symptomCheckerDisclaimer];
};

const fixedPageContent: { readonly [P in FixedPath]: (country: Country) => unknown } = {
  '/': () => home,
  '/about': () => [about, author.qualifications],
  '/pregnancy': () => pregnancy,
  '/fertility': () => fertility,
  '/postpartum': () => postpartum,
  '/gynaecology': () => gynaecology,
  '/resources': (country) => [resourcesPage, guides, videos, organisationsFor(country), emergencyLocationsFor(country)],
  '/tools': () => toolsPage,
  '/tools/ovulation-calculator': () => [calculatorNotes.lastPeriodLabel, calculatorNotes.ovulation],
  '/tools/symptom-checker': () => [symptomCheckerDisclaimer, symptomCheckerQuestion.heading, symptomCheckerQuestion.intro, symptomCheckerGroups.map((g) => [g.choice, g.hint])],
  '/tools/symptom-checker/pregnant': () => symptomCheckerAnswer('/tools/symptom-checker/pregnant'),
  '/tools/symptom-checker/after-the-birth': () => symptomCheckerAnswer('/tools/symptom-checker/after-the-birth'),
  '/tools/symptom-checker/baby': () => symptomCheckerAnswer('/tools/symptom-checker/baby'),
  '/tools/symptom-checker/not-pregnant': () => symptomCheckerAnswer('/tools/symptom-checker/not-pregnant'),
  '/tools/due-date-calculator': () => [calculatorNotes.lastPeriodLabel, calculatorNotes.dueDate],
  '/tools/glossary': () => glossary,
  '/my-pregnancy': () => myPregnancyPage,
  '/community': () => [
    communityPage,
    communityStatus,
    forumTopicsNote,
    forumTopics,
    storiesNote,
    stories,
    communityGuidelines,
    qaCategories,
    qaForm,
  ],
  '/faq': () => [faqPage, faqGroups, myths],
  // Lists of other pages' titles: a search for a word would find them beside the page itself.
  '/a-z': () => [],
  '/search': () => [],
  '/security': () => [securityPage, securityInfrastructure, privacyCommitments, securityBestPractices, securityStatusPanel],
  '/security-test': () => [],
  '/auth': () => [],
  '/auth/reset': () => [],
  '/auth/confirm': () => [],
  '/account': () => [],
};

const isFixedPath = (path: string): path is FixedPath => Object.hasOwn(fixedPageContent, path);

/** The part of the site a path is in: its topic's or area's title; the site's name for the home page. */
function sectionOf(path: string): string {
  if (isWeekByWeekPath(path)) return weekByWeekIndex.title;
  const top = `/${path.split('/')[1] ?? ''}`;
  return top === '/' ? site.name : (routeMeta[top as FixedPath]?.title ?? site.name);
}

const joined = (texts: readonly string[]) => texts.join('\n');

/** The record of a page of the week-by-week guide: its first page, or one week. */
function weekDocument(path: WeekByWeekPath, country: Country): SearchDocument {
  if (path === weekByWeekIndex.path) {
    const { title, description } = weekByWeekIndex;
    return { path, title, section: sectionOf(path), description, text: joined(contentText(weekByWeekIndex, country)) };
  }
  const page = pregnancyWeekFor(country, Number(path.split('/').at(-1)));
  return { path, title: page.title, section: sectionOf(path), description: page.description, text: joined(pregnancyWeekText(page)) };
}

/**
 * The record of one page of `country`'s site, from its route: a fixed page, an
 * article (give `articles` when calling this for many pages, so they load
 * once) or a page of the week-by-week guide; undefined for an address that is
 * not a page of the site. The site review (`@wh/content/review`) reads a page's
 * words from here too, so what is searched and what a clinician signs off are
 * the same words.
 *
 * @example
 * (await searchDocumentFor('/faq', 'uk'))?.text; // 'Frequently asked questions\n...'
 */
export async function searchDocumentFor(
  path: string,
  country: Country,
  articles?: ReadonlyMap<string, ArticlePage>,
): Promise<SearchDocument | undefined> {
  const article = articles ? articles.get(path) : await loadArticle(path);
  if (article) {
    return { path, title: article.title, section: sectionOf(path), description: article.description, text: joined(articleText(article, country)) };
  }
  if (isWeekByWeekPath(path)) return weekDocument(path, country);
  if (isFixedPath(path)) {
    const { title, description } = routeMeta[path];
    return { path, title, section: sectionOf(path), description, text: joined(contentText(fixedPageContent[path](country), country)) };
  }
  return undefined;
}

/**
 * Every searchable page of `country`'s site, in site order, each once: the
 * fixed pages of `routePaths` and every article of the registry (loaded with
 * `loadArticles`), the week-by-week guide (its first page and weeks 4 to 42),
 * then each glossary term on its own, linking to its entry on the glossary page
 * (`/tools/glossary#<glossaryTermAnchor(term)>`). All text is the country's
 * own: the Nigeria records never hold UK-only text.
 *
 * @example
 * const documents = await searchDocumentsFor('ng');
 * documents.find((d) => d.path === '/pregnancy/prenatal');
 * // { path: '/pregnancy/prenatal', title: 'Antenatal care: your check-ups, scans and tests',
 * //   section: 'Pregnancy Guide', description: 'Why antenatal care matters, ...', text: '...' }
 */
export async function searchDocumentsFor(country: Country): Promise<SearchDocument[]> {
  const articles: ReadonlyMap<string, ArticlePage> = new Map((await loadArticles()).map((article) => [article.path as string, article]));
  const documents: SearchDocument[] = [];

  for (const path of routePaths) {
    const document = await searchDocumentFor(path, country, articles);
    if (document) documents.push(document);
  }

  const glossarySection = routeMeta['/tools/glossary'].title;
  for (const entry of glossary) {
    documents.push({
      path: `/tools/glossary#${glossaryTermAnchor(entry.term)}`,
      title: entry.term,
      section: glossarySection,
      description: entry.definition,
      text: joined([entry.term, ...entry.alsoKnownAs, entry.definition]),
    });
  }
  return documents;
}
