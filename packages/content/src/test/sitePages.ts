/**
 * Every page of one country's built site as the integrity tests see it: the words a reader reads (as the
 * search index holds them), the warning signs it shows, its own references and the sources its Sources
 * section lists. Test code only: the package's entries (tsup.config.ts) never import it.
 */

import * as content from '../index';
import { searchDocumentsFor } from '../searchDocuments';
import type { Country } from '@wh/core';
import type { Reference } from '../primitives';
import type { WarningSignId } from '../warningSigns';

const articles = await content.loadArticles();

/** What a page hands to `pageSources`: its own references and the signs it shows. */
export interface Cited {
  readonly references: readonly Reference[];
  readonly signs: readonly WarningSignId[];
}

/** The routes whose pages show no Sources section: forms, lists of pages, the site's own pages. */
export const routesWithoutSources: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/resources',
  '/my-pregnancy',
  '/community',
  '/a-z',
  '/search',
  '/security',
  '/security-test',
  '/auth',
  '/auth/reset',
  '/auth/confirm',
  '/account',
]);

/** Every tab of the tools page is in each /tools address, the symptom checker with its sources among them. */
const toolsPaths: ReadonlySet<string> = new Set([
  '/tools',
  '/tools/ovulation-calculator',
  '/tools/symptom-checker',
  ...content.symptomCheckerPaths,
  '/tools/due-date-calculator',
  '/tools/glossary',
]);

/** What the page at `path` hands to `pageSources` on `country`'s site, or undefined for a route this table does not know. */
export function citedOn(path: string, country: Country): Cited | undefined {
  if (routesWithoutSources.has(path)) return { references: [], signs: [] };
  if (toolsPaths.has(path)) return { references: [], signs: content.signIdsIn(content.symptomCheckerGroups) };
  if (path === '/faq') return { references: content.faqPage.references, signs: content.signIdsIn([content.faqGroups, content.myths]) };
  if (path === content.weekByWeekIndexPath) return { references: content.weekByWeekIndex.references, signs: [] };
  if (content.isWeekByWeekPath(path)) {
    const week = content.pregnancyWeekFor(country, Number(path.split('/').at(-1)));
    return { references: week.references, signs: week.signs };
  }
  const page = [...content.topicPages, ...articles].find((p) => p.path === path);
  return page && { references: page.references, signs: content.signIdsIn(page) };
}

/** One page of a country's site, as built. */
export interface SitePage {
  readonly path: string;
  readonly country: Country;
  /** Every word the page shows, a paragraph, list item or card a line. */
  readonly lines: readonly string[];
  readonly signs: readonly WarningSignId[];
  /** The page's own references, for either site. */
  readonly references: readonly Reference[];
  /** The page's own references that are fit for the country (not its signs' sources). */
  readonly ownReferences: readonly Reference[];
  /** Its Sources section: `pageSources` of its references and signs. */
  readonly sources: readonly Reference[];
}

/** Every route of `country`'s site (glossary terms are on /tools/glossary), as a reader there sees it. */
export async function sitePages(country: Country): Promise<SitePage[]> {
  const documents = await searchDocumentsFor(country);
  return documents
    .filter((document) => !document.path.includes('#'))
    .map((document) => {
      const cited = citedOn(document.path, country) ?? { references: [], signs: [] };
      return {
        path: document.path,
        country,
        lines: document.text.split('\n'),
        signs: cited.signs,
        references: cited.references,
        ownReferences: cited.references.filter((reference) => content.isSourceFor(reference, country)),
        sources: content.pageSources(cited.references, cited.signs, country),
      };
    });
}
