import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleText } from './articles/article';
import { loadArticles } from './articles/registry';
import { contentText } from './contentText';
import { glossary, glossaryTermAnchor } from './glossary';
import { routeMeta } from './pages';
import { isRoutePath, routePaths } from './routes';
import { readerTerms, sameWords, termWordsFor } from './lexicon';
import { localize } from './localize';
import { loadSearchIndex, loadSearchIndexAsync, searchIndexOptions, type IndexedDocument } from './search';
import { searchDocumentsFor, type SearchDocument } from './searchDocuments';
import { buildSearchIndex } from './searchIndex';
import { site } from './site';
import type { Country } from './types';
import { getWarningSign } from './warningSigns';
import { weekByWeekIndex } from './weekByWeek';

const countries: readonly Country[] = ['uk', 'ng'];
const documents: Record<Country, SearchDocument[]> = { uk: await searchDocumentsFor('uk'), ng: await searchDocumentsFor('ng') };
const indexes = { uk: loadSearchIndex(await buildSearchIndex('uk')), ng: loadSearchIndex(await buildSearchIndex('ng')) };
const articles = await loadArticles();

describe('searchDocumentsFor', () => {
  it.each(countries)('lists every page of the %s site once: routes, articles, the week-by-week guide and each glossary term', (country) => {
    const paths = documents[country].map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      ...routePaths,
      ...glossary.map((entry) => `/tools/glossary#${glossaryTermAnchor(entry.term)}`),
    ]);
    for (const article of articles) expect(paths).toContain(article.path);
  });

  it.each(countries)('gives every %s record a title, section, description and text, and a section the site uses', (country) => {
    const sections = new Set([site.name, weekByWeekIndex.title, ...Object.values(routeMeta).map((meta) => meta.title)]);
    for (const document of documents[country]) {
      for (const field of ['title', 'section', 'description'] as const) {
        expect(document[field].trim().length, `${document.path} ${field}`).toBeGreaterThan(0);
      }
      // The sign-in, account, self-test, A to Z and search pages have no words of their own but a title and description.
      if (!['/auth', '/auth/reset', '/auth/confirm', '/account', '/security-test', '/a-z', '/search'].includes(document.path)) expect(document.text.length, document.path).toBeGreaterThan(20);
      expect(sections.has(document.section), `${document.path}: ${document.section}`).toBe(true);
    }
    const section = (path: string) => documents[country].find((d) => d.path === path)?.section;
    expect(section('/pregnancy/prenatal')).toBe(routeMeta['/pregnancy'].title);
    expect(section('/pregnancy/week-by-week/14')).toBe('Pregnancy week by week');
    expect(section('/tools/glossary#pre-eclampsia')).toBe('Medical glossary');
    expect(section('/')).toBe(site.name);
  });

  it('holds each page’s own words for the country: an article’s text, a week’s text, a topic page’s prose with its signs', () => {
    const ng = (path: string) => documents.ng.find((d) => d.path === path)!;
    const prenatal = articles.find((a) => a.path === '/pregnancy/prenatal')!;
    expect(ng('/pregnancy/prenatal').text).toBe(articleText(prenatal, 'ng').join('\n'));
    expect(ng('/pregnancy/week-by-week/20').text).toMatch(/sulfadoxine-pyrimethamine/);
    expect(ng('/pregnancy').text).toContain(getWarningSign('reduced-movements').text);
    expect(ng('/pregnancy').text).not.toMatch(/\breduced-movements\b|\bparagraph\b/);
    expect(ng('/resources').text).toMatch(/\b112\b/);
    // The Nigeria records never hold UK-only numbers or schedules.
    for (const document of documents.ng) expect(document.text, document.path).not.toMatch(/\b999\b|\b111\b|anomaly scan/i);
    expect(documents.uk.find((d) => d.path === '/pregnancy/prenatal')!.text).toMatch(/anomaly scan/i);
  });

  it('links every record to a page the content has: a route, a week-by-week page or a glossary entry', () => {
    for (const document of documents.uk) {
      const [page, anchor] = document.path.split('#');
      expect(isRoutePath(page!), document.path).toBe(true);
      if (anchor !== undefined) expect(page).toBe('/tools/glossary');
    }
    // Glossary anchors are unique, so each term has its own target.
    const anchors = glossary.map((entry) => glossaryTermAnchor(entry.term));
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(glossaryTermAnchor('Edwards’ syndrome')).toBe('edwards-syndrome');
    expect(glossaryTermAnchor('HPV (human papillomavirus)')).toBe('hpv-human-papillomavirus');
    expect(glossaryTermAnchor('Pâté')).toBe('pate');
  });
});

describe('the lexicon', () => {
  it('answers every term on a page of the site, with a name or words for each country', () => {
    for (const term of readerTerms) {
      for (const country of countries) {
        const answer = localize(term.href, country);
        expect(isRoutePath(answer), answer).toBe(true);
        expect(termWordsFor(term, country).length, answer).toBeGreaterThan(0);
      }
    }
  });

  it('points each section answer at a heading the article has', () => {
    for (const term of readerTerms) {
      for (const country of countries) {
        const [path, anchor] = localize(term.href, country).split('#');
        const article = articles.find((a) => a.path === path);
        if (!article || anchor === undefined) continue;
        // The article page's ids are its headings written as glossary anchors are (lower case, hyphens).
        expect(article.sections.map((section) => glossaryTermAnchor(section.heading)), `${path}#${anchor}`).toContain(anchor);
      }
    }
  });
});

describe('contentText', () => {
  it('gives the prose of content for a country, with sign texts for sign ids, and no ids, addresses or kinds', () => {
    const text = contentText(
      { id: 'x', heading: 'Care', blocks: [{ kind: 'paragraph', text: { uk: 'See a GP', ng: 'See a doctor' } }], signs: ['reduced-movements'], href: '/faq' },
      'ng',
    );
    expect(text).toEqual(['Care', 'See a doctor', getWarningSign('reduced-movements').text, getWarningSign('reduced-movements').note]);
  });
});

describe('the search index', () => {
  /** The typo'd query finds the page the correctly spelt one finds first, and that page is about the term. */
  it.each(countries)('forgives typos on the %s site: preclampsia, folic acd, misscarriage', (country) => {
    const index = indexes[country];
    const text = (path: string) => documents[country].find((d) => d.path === path)!;
    for (const [typo, spelt, about] of [
      ['preclampsia', 'pre-eclampsia', /pre-eclampsia/i],
      ['folic acd', 'folic acid', /folic acid/i],
      ['misscarriage', 'miscarriage', /miscarriage/i],
    ] as const) {
      const [best] = index.search(spelt);
      expect(best, spelt).toBeDefined();
      expect(`${best!.title}\n${text(best!.path).text}`, spelt).toMatch(about);
      expect(index.search(typo).slice(0, 3).map((r) => r.path), typo).toContain(best!.path);
      expect(index.search(typo)[0]?.path, typo).toBe(best!.path);
    }
    expect(index.search('preclampsia')[0]).toMatchObject({ path: '/pregnancy/pre-eclampsia', section: 'Pregnancy Guide' });
    expect(index.search('preclampsia').map((r) => r.path)).toContain('/tools/glossary#pre-eclampsia');
  });

  it('finds nothing for the typos without fuzzy matching, so the test above can fail', () => {
    const index = new MiniSearch<IndexedDocument>(searchIndexOptions);
    index.addAll(documents.uk.map((document) => ({ ...document, readerWords: '' })));
    for (const typo of ['preclampsia', 'misscarriage']) expect(index.search(typo, { fuzzy: false, prefix: false }), typo).toEqual([]);
    expect(index.search('folic acd', { fuzzy: false, prefix: false })).toEqual([]);
  });

  it('searches as the reader types: the last word is a prefix, and exact words beat near misses', () => {
    const { uk } = indexes;
    // A short word being typed is not matched loosely: "preg" once found PrEP first.
    expect(uk.search('preg').slice(0, 3).map((r) => r.path)).toContain('/pregnancy');
    expect(uk.search('preg').map((r) => r.path)).not.toContain('/tools/glossary#prep-pre-exposure-prophylaxis');
    expect(uk.search('ovul').slice(0, 3).map((r) => r.path)).toContain('/fertility/ovulation');
    expect(uk.search('14 weeks')[0]?.path).toBe('/pregnancy/week-by-week/14');
    expect(uk.search('due date')[0]?.path).toBe('/tools/due-date-calculator');
  });

  it('matches every word, ignores case, accents and common words, and finds hyphenated words written either way', () => {
    const { uk } = indexes;
    expect(uk.search('PÂTÉ').length).toBeGreaterThan(0);
    expect(uk.search('the and of your')).toEqual([]);
    expect(uk.search('')).toEqual([]);
    expect(uk.search('preeclampsia')[0]?.path).toBe('/pregnancy/pre-eclampsia');
    expect(uk.search('eclampsia')[0]?.path).toBe('/pregnancy/pre-eclampsia');
    // AND: a word no page has leaves nothing.
    expect(uk.search('miscarriage zzzzzzzz')).toEqual([]);
  });

  it('keeps each country’s index to its own site', () => {
    expect(indexes.uk.search('anomaly scan').length).toBeGreaterThan(0);
    expect(indexes.ng.search('anomaly scan')).toEqual([]);
    expect(indexes.ng.search('IPTp').length).toBeGreaterThan(1);
    expect(indexes.uk.documentCount).toBe(documents.uk.length);
  });

  it('returns results ready to show, best first, and at most the limit', () => {
    const results = indexes.ng.search('malaria', 5);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(Object.keys(results[0]!).sort()).toEqual(['description', 'href', 'path', 'score', 'section', 'title']);
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('understands readers’ words through the lexicon: abbreviations, everyday words, each country’s own', () => {
    expect(indexes.uk.search('PND')[0]?.path).toBe('/postpartum/mental-health');
    expect(indexes.ng.search('reduced movement')[0]?.path).toBe('/pregnancy/concerns');
    expect(indexes.ng.search('bleeding after delivery')[0]?.path).toBe('/postpartum/bleeding-after-birth');
    expect(indexes.uk.search('cant sleep').slice(0, 3).map((r) => r.path)).toContain('/pregnancy/trimesters');
    expect(indexes.uk.search('can’t sleep').slice(0, 3).map((r) => r.path)).toContain('/pregnancy/trimesters');
    // One country's words stay on its own site.
    expect(indexes.ng.search('postinor')[0]?.path).toBe('/gynaecology/sexual-health');
    expect(indexes.uk.search('postinor')[0]?.path).not.toBe('/gynaecology/sexual-health');
  });

  it('links a result to the section that answers the query where the lexicon knows one, else to the page', () => {
    const guide = '/postpartum/bleeding-after-birth';
    const top = (country: 'uk' | 'ng', query: string) => indexes[country].search(query).find((result) => result.path === guide);
    expect(top('uk', 'PPH')).toMatchObject({ path: '/postpartum/bleeding-after-birth', href: '/postpartum/bleeding-after-birth#what-a-postpartum-haemorrhage-is' });
    expect(top('ng', 'pph')?.href).toBe('/postpartum/bleeding-after-birth#what-a-postpartum-haemorrhage-is');
    expect(top('uk', 'lochia')?.href).toBe('/postpartum/bleeding-after-birth#normal-bleeding-lochia');
    // The last word as the reader is still typing it.
    expect(top('uk', 'loch')?.href).toBe('/postpartum/bleeding-after-birth#normal-bleeding-lochia');
    // A query that names the page's subject but no one section: the page itself.
    const page = indexes.uk.search('preclampsia').find((result) => result.path === '/pregnancy/pre-eclampsia');
    expect(page?.href).toBe('/pregnancy/pre-eclampsia');
    for (const result of indexes.uk.search('bleeding')) expect(result.href.startsWith(result.path), result.path).toBe(true);
  });

  it('finds none of those pages with an index built without the lexicon, so the test above can fail', () => {
    const index = new MiniSearch<IndexedDocument>(searchIndexOptions);
    index.addAll(documents.uk.map((document) => ({ ...document, readerWords: '' })));
    expect(index.search('PND').slice(0, 3).map((r) => r.id)).not.toContain('/postpartum/mental-health');
    expect(index.search('reduced movement')).toEqual([]);
  });

  it('widens a query word with the words readers use for it, each way', () => {
    const same = sameWords();
    expect(same.delivery).toContain('birth');
    expect(same.birth).toContain('delivery');
    expect(same.postpartum).toContain('postnatal');
    // "delivery" alone is on few pages; as "birth" it finds the labour guide.
    expect(indexes.ng.search('delivery').slice(0, 3).map((r) => r.path)).toContain('/pregnancy/labour-and-birth');
  });

  it('reads a number of weeks as a stage of pregnancy, not a word to match', () => {
    const top = (query: string) => indexes.uk.search(query).slice(0, 3).map((r) => r.path);
    // Before, "8" was dropped as a single letter and "bleeding 8 weeks" found bleeding after birth first.
    expect(indexes.uk.search('bleeding 8 weeks')[0]?.path).toBe('/pregnancy/concerns');
    expect(top('bleeding 8 weeks')).toContain('/pregnancy/trimesters');
    expect(indexes.uk.search('bleeding 6 weeks after birth')[0]?.path).toBe('/postpartum/bleeding-after-birth');
    expect(indexes.uk.search('8 weeks pregnant')[0]?.path).toBe('/pregnancy/week-by-week/8');
    expect(indexes.uk.search('8 weeks')[0]?.path).toBe('/pregnancy/week-by-week/8');
    // A number that is no week of pregnancy is a word like any other ("99% effective").
    expect(indexes.uk.search('99 weeks')[0]?.path).toBe('/postpartum/contraception');
  });

  it('refuses an index that is not one', async () => {
    expect(() => loadSearchIndex('not json')).toThrow(SyntaxError);
    expect(() => loadSearchIndex('{}')).toThrow();
    await expect(loadSearchIndexAsync('not json')).rejects.toThrow(SyntaxError);
    await expect(loadSearchIndexAsync('{}')).rejects.toThrow();
    // A bare MiniSearch index (the file before the lexicon) is not one either: it has no sameWords.
    expect(() => loadSearchIndex(JSON.stringify(new MiniSearch(searchIndexOptions)))).toThrow(/sameWords/);
  });

  it('loads in steps, giving the thread back, to the same index as in one go', async () => {
    const json = await buildSearchIndex('ng');
    let tasksRan = 0;
    const ticking = setInterval(() => tasksRan++, 0);
    const stepped = await loadSearchIndexAsync(json);
    clearInterval(ticking);
    // Other tasks ran while it loaded: it did not hold the thread from start to end.
    expect(tasksRan).toBeGreaterThan(0);
    expect(stepped.documentCount).toBe(indexes.ng.documentCount);
    for (const query of ['malaria', 'preclampsia', 'folic acid', 'scan']) expect(stepped.search(query), query).toEqual(indexes.ng.search(query));
  });

  it('keeps minisearch out of the main entry’s dependencies: a peer, optional, for the search entries only', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(manifest.dependencies).not.toHaveProperty('minisearch');
    expect(manifest.peerDependencies).toHaveProperty('minisearch');
    expect(manifest.peerDependenciesMeta?.minisearch).toEqual({ optional: true });
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(index).not.toMatch(/minisearch|\.\/search'|\.\/searchIndex'/);
  });
});
