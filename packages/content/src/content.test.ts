/**
 * One integrity test over all content. It walks every value reachable from
 * the package's public exports (after resolving each country), so new content
 * is checked without anyone remembering to add it here.
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index';
import { officialHosts } from './sources';
import type { Country } from './types';

const articles = await content.loadArticles();
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = join(packageDir, 'images');

/** Exported functions that do not take a Country; every other function must. */
const notCountryFunctions = new Set([
  'localize',
  'localizeDeep',
  'isRoutePath',
  'p',
  'list',
  'signs',
  'careAction',
  'getWarningSign',
  'warningSignIdsFor',
  'signsByPregnancyStage',
  'pageAudience',
  'telHref',
  'isWarningSignId',
  'groupWarningSigns',
  'signIdsIn',
  'signSources',
  'pageSources',
  'isSourceFor',
  'getTopicPage',
  'searchGlossary',
  'glossaryNoMatchMessage',
  'isArticlePath',
  'loadArticle',
  'loadArticles',
  'articleLinks',
  'topicOfArticle',
  'articleText',
  'countArticleWords',
  'weekPath',
  'weekPathForAge',
  'isWeekByWeekPath',
  'getPregnancyWeek',
  'pregnancyWeekText',
  'contentText',
  'glossaryTermAnchor',
  'sameWords',
  'termWordsFor',
]);

/** Exported functions that take a Country and a week of pregnancy: walked for every week of the guide. */
const countryWeekFunctions = new Set(['pregnancyWeekFor']);

/** Official hosts a reference or organisation link may point at: one list, in sources.ts. */
const allowedHosts = new Set(officialHosts);

interface Visit {
  readonly path: string;
  readonly key: string;
  readonly value: unknown;
  readonly parent: unknown;
}

/** Every value reachable from `root`, with where it was found. */
function walk(root: unknown, path: string): Visit[] {
  const out: Visit[] = [];
  const visit = (value: unknown, at: string, key: string, parent: unknown): void => {
    out.push({ path: at, key, value, parent });
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}[${i}]`, key, value));
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) visit(v, `${at}.${k}`, k, value);
  };
  visit(root, path, '', undefined);
  return out;
}

/** Everything the package exports, resolved for one country. */
function exportsFor(country: Country): Visit[] {
  const visits: Visit[] = [];
  for (const [name, value] of Object.entries(content)) {
    if (typeof value === 'function') {
      if (notCountryFunctions.has(name)) continue;
      if (countryWeekFunctions.has(name)) {
        for (const week of content.pregnancyWeekNumbers) {
          visits.push(...walk((value as (c: Country, w: number) => unknown)(country, week), `${name}(${country}, ${week})`));
        }
        continue;
      }
      visits.push(...walk((value as (c: Country) => unknown)(country), `${name}(${country})`));
    } else {
      visits.push(...walk(content.localizeDeep(value, country), name));
    }
  }
  return visits;
}

const strings = (visits: Visit[]) =>
  visits.filter((v): v is Visit & { value: string } => typeof v.value === 'string');

const countries: readonly Country[] = ['uk', 'ng'];

describe('content integrity', () => {
  it('the walker sees nested per-country text, so the checks below can fail', () => {
    const found = strings(walk(content.localizeDeep({ a: [{ b: { uk: 'Call 999', ng: 'Call 112' } }] }, 'ng'), 'x'));
    expect(found.map((v) => v.value)).toEqual(['Call 112']);
    // Compile-time check: a resolved value exposes plain strings, not { uk, ng } objects.
    const action: string = content.localizeDeep(content.careActions, 'ng').immediate.maternity;
    expect(action).toMatch(/112/);
  });

  it('classifies every exported function: either it takes a Country or it is listed as not doing so', () => {
    for (const [name, value] of Object.entries(content)) {
      if (typeof value !== 'function' || notCountryFunctions.has(name)) continue;
      const parameters = countryWeekFunctions.has(name) ? 2 : 1;
      expect(value.length, `${name} should take exactly one Country (and a week)`).toBe(parameters);
    }
  });

  it('never tells a reader on the Nigeria site to call 999 or NHS 111', () => {
    // A web address is not an instruction (a WHO handbook's ISBN holds 999).
    const offending = strings(exportsFor('ng')).filter((v) => v.key !== 'url' && /999|111|NHS 111/.test(v.value));
    expect(offending.map((v) => `${v.path}: ${v.value}`)).toEqual([]);
  });

  it('gives Nigerian readers WHO advice on scans and supplements, never a UK-only service or schedule as theirs', () => {
    const ng = strings(exportsFor('ng'));
    const text = ng.map((v) => v.value).join('\n');
    expect(text).toMatch(/one ultrasound scan before 24 weeks/);
    expect(text).toMatch(/30 to 60 mg of iron/);
    const offending = ng.filter((v) =>
      // No UK-only schedule, no EPDS cut-off of 13 (Nigerian studies used 9 to 10), no UK vitamin D dose or its
      // reason (WHO does not advise routine vitamin D), no UK menopause average (docs/clinical-sources.md, first review, corrections 5, 13, 16).
      /anomaly scan, between 18 weeks|British Lion|health visitor|average age is 51|about 51(?! cm)|13 or more|10 micrograms of vitamin D|dark skin/i.test(
        v.value,
      ),
    );
    const inArticles = articles.flatMap((article) =>
      content
        .articleText(article, 'ng')
        .filter((text) => /about 51|13 or more|10 micrograms of vitamin D|dark skin/i.test(text))
        .map((text) => `${article.path}: ${text}`),
    );
    expect([...offending.map((v) => `${v.path}: ${v.value}`), ...inArticles]).toEqual([]);
  });

  it('publishes no number docs/clinical-sources.md forbids (police 199, 10 movements in 2 hours)', () => {
    for (const country of countries) {
      const bad = strings(exportsFor(country)).filter(
        (v) => /\b199\b/.test(v.value) || /10 (kicks|movements)|fewer than 10/i.test(v.value),
      );
      expect(bad.map((v) => v.path)).toEqual([]);
    }
  });

  it('gives both countries a non-empty version of every per-country value (a text, or a list of texts)', () => {
    const perCountry = walk(content, 'content').filter((v) => {
      const value = v.value;
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length === 2 &&
        'uk' in value &&
        'ng' in value
      );
    });
    expect(perCountry.length).toBeGreaterThan(50);
    for (const v of perCountry) {
      const { uk, ng } = v.value as { uk: unknown; ng: unknown };
      const isText = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
      for (const text of [uk, ng]) {
        expect(isText(text) || (Array.isArray(text) && text.length > 0 && text.every(isText)), v.path).toBe(true);
      }
    }
  });

  it('has no empty text or empty list anywhere (decorative alt text, empty alias lists and weeks with no antenatal care or guides excepted)', () => {
    for (const country of countries) {
      for (const v of exportsFor(country)) {
        if (typeof v.value === 'string' && !(v.key === 'alt' && v.value === '')) {
          expect(v.value.trim().length, v.path).toBeGreaterThan(0);
        }
        if (Array.isArray(v.value) && !['alsoKnownAs', 'antenatal', 'guides'].includes(v.key)) expect(v.value.length, v.path).toBeGreaterThan(0);
      }
    }
  });

  it('links only to routes the site has, and only to anchors the pages define', () => {
    const anchorIds = new Set<string>(Object.values(content.anchors));
    // An article's sections have ids from their headings (lower case, hyphens), as glossary terms do;
    // the A to Z links to them. apps/web/e2e/a-z.spec.ts checks them in the prerendered pages.
    const sectionIds = new Map(articles.map((a) => [a.path as string, new Set(a.sections.map((s) => content.glossaryTermAnchor(s.heading)))]));
    const links = strings(exportsFor('uk')).filter((v) => ['href', 'link', 'path'].includes(v.key));
    expect(links.length).toBeGreaterThan(60);
    for (const link of links) {
      expect(content.isRoutePath(link.value), `${link.path}: ${link.value}`).toBe(true);
      const [page, fragment] = link.value.split('#') as [string, string | undefined];
      if (fragment !== undefined) expect(anchorIds.has(fragment) || sectionIds.get(page)?.has(fragment), `${link.path}: ${link.value}`).toBe(true);
    }
  });

  it('points every reference and organisation at an absolute https URL on an allowed host', () => {
    const urls = strings(exportsFor('uk')).filter((v) => ['url', 'website'].includes(v.key));
    expect(urls.length).toBeGreaterThan(40);
    for (const v of urls) {
      const url = new URL(v.value);
      expect(url.protocol, v.path).toBe('https:');
      expect(allowedHosts.has(url.host), `${v.path}: ${url.host}`).toBe(true);
    }
  });

  it('gives every page a title, description and references', () => {
    const pages = [...content.topicPages, ...articles];
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(0);
      expect(page.description.length, page.path).toBeGreaterThan(20);
      expect(page.references.length, page.path).toBeGreaterThanOrEqual(3);
    }
    for (const path of content.routePaths) {
      const meta = content.isArticlePath(path)
        ? articles.find((a) => a.path === path)
        : content.isWeekByWeekPath(path)
          ? path === content.weekByWeekIndexPath
            ? content.weekByWeekIndex
            : content.pregnancyWeekFor('uk', Number(path.split('/').at(-1)))
          : content.routeMeta[path];
      expect(meta?.title.length, path).toBeGreaterThan(0);
      expect(meta?.description.length, path).toBeGreaterThan(0);
    }
  });

  it('cites every shared source somewhere: a page’s references, or a warning sign or level shown on a page', () => {
    const cited = new Set(
      [
        ...strings(walk([content.topicPages, articles, content.faqPage], 'pages')).filter((v) => v.key === 'url'),
      ].map((v) => v.value),
    );
    for (const country of countries) for (const reference of content.signSources(content.warningSignIds, country)) cited.add(reference.url);
    const uncited = Object.entries(content.sources).filter(([, reference]) => !cited.has(reference.url));
    expect(uncited.map(([id]) => id)).toEqual([]);
  });

  it('gives every health page NHS-style review metadata, and fails once a page is past its next review date', () => {
    // The real date, not a fixed one: this test is meant to start failing when a review falls due.
    const today = new Date().toISOString().slice(0, 10);
    const reviewed = [
      ...content.topicPages.map((page) => [page.path, page.review] as const),
      ...articles.map((article) => [article.path, article.review] as const),
      [content.faqPage.path, content.faqPage.review] as const,
      [content.toolsPage.path, content.toolsPage.review] as const,
      [content.resourcesPage.path, content.resourcesPage.review] as const,
    ];
    // Every topic page and article, the FAQ, tools and resources: none can be left out.
    expect(reviewed).toHaveLength(content.topicPages.length + articles.length + 3);
    for (const [path, review] of reviewed) {
      expect(review.reviewedBy.trim().length, path).toBeGreaterThan(0);
      for (const date of [review.lastReviewed, review.nextReviewDue]) {
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(date);
      }
      // A review date in the future would be a false claim.
      expect(review.lastReviewed <= today, `${path} says it was reviewed on ${review.lastReviewed}`).toBe(true);
      expect(review.nextReviewDue > review.lastReviewed, path).toBe(true);
      expect(today <= review.nextReviewDue, `${path} was due for review on ${review.nextReviewDue}`).toBe(true);
    }
    // No clinician is claimed who has not reviewed the page.
    expect(new Set(reviewed.map(([, review]) => review.reviewedBy))).toEqual(new Set([content.pendingClinicalReview]));
  });

  it('works out the next review date a review cycle after the last', () => {
    expect(content.contentReview.lastReviewed).toBe('2026-11-24');
    expect(content.contentReview.nextReviewDue).toBe('2027-11-24');
    expect(content.reviewCycleMonths).toBe(12);
  });

  it('has exactly one article for each sub-page', () => {
    expect(articles).toHaveLength(content.subPagePaths.length);
    expect([...articles.map((a) => a.path)].sort()).toEqual([...content.subPagePaths].sort());
  });

  it('holds the counts the spec fixes', async () => {
    const { home, pregnancy, fertility, postpartum, gynaecology } = content;
    expect(home.topics.cards).toHaveLength(4);
    expect(home.security.cards).toHaveLength(4);
    expect(home.trustBadges).toHaveLength(3);
    // Figures the site states about itself are computed from the build, never typed in.
    const sourceUrls = new Set(
      [...content.topicPages, ...articles]
        .flatMap((page) => content.pageSources(page.references, content.signIdsIn(page), 'ng'))
        .map((reference) => reference.url),
    );
    expect(home.statistics.map((s) => [s.value, s.label])).toEqual([
      [String(content.topicPages.length + articles.length), 'Health guides'],
      ['2', 'Countries'],
      ['24/7', 'Free to read, no account needed'],
    ]);
    expect(await content.officialSourcesStatistic('ng')).toEqual({ value: String(sourceUrls.size), label: 'Official sources cited' });
    expect(content.guideCount).toBe(content.topicPages.length + articles.length);
    // The NHS boundaries (docs/clinical-sources.md wins over the brief's 13-26 and 27-40), read from @wh/core.
    expect(pregnancy.trimesters.map((t) => [t.weeks.from, t.weeks.to, t.weekRange])).toEqual([
      [1, 12, 'Weeks 1-12'],
      [13, 27, 'Weeks 13-27'],
      [28, 40, 'Weeks 28-40'],
    ]);
    expect(fertility.timeline).toHaveLength(10);
    expect(postpartum.recoveryPeriods.map((r) => r.meta)).toEqual([
      'First 24-48 hours',
      '1-2 weeks',
      '2-6 weeks',
      '6 weeks-6 months',
    ]);
    expect(postpartum.newbornCare).toHaveLength(3);
    expect(gynaecology.conditions).toHaveLength(3);
    expect(gynaecology.screening).toHaveLength(3);
    expect(content.faqGroups.map((g) => [g.category, g.questions.length])).toEqual([
      ['Pregnancy', 4],
      ['Fertility', 4],
      ['Postpartum', 4],
    ]);
    expect(content.myths).toHaveLength(4);
    expect(content.guides).toHaveLength(6);
    expect(content.videos).toHaveLength(4);
    expect(content.organisations).toHaveLength(6);
    // Each site lists its own country's organisations first, then WHO, then the other country's.
    const hosts = (country: 'uk' | 'ng') => content.organisationsFor(country).map((o) => new URL(o.website).hostname);
    expect(hosts('ng')).toEqual(['health.gov.ng', 'nphcda.gov.ng', 'www.who.int', 'www.nhs.uk', 'www.rcog.org.uk', 'www.tommys.org']);
    expect(hosts('uk')).toEqual(['www.nhs.uk', 'www.rcog.org.uk', 'www.tommys.org', 'www.who.int', 'health.gov.ng', 'nphcda.gov.ng']);
    expect(content.qaCategories).toEqual([
      'Gynaecological Health',
      'Fertility',
      'Pregnancy',
      'Postpartum',
      'General Women’s Health',
    ]);
  });

  it('shows the topic cards as the spec lists them, in British English', () => {
    expect(
      content.home.topics.cards.map((c) => [c.id, c.title, c.category, c.link, c.topics.join('|')]),
    ).toEqual([
      ['pregnancy', 'Pregnancy Guide', 'Pregnancy', '/pregnancy', 'First Trimester|Second Trimester|Third Trimester|Nutrition|Exercise'],
      ['fertility', 'Fertility & Conception', 'Fertility', '/fertility', 'Ovulation Tracking|Conception Tips|Fertility Signs|Health Optimisation'],
      ['postpartum', 'Postpartum Recovery', 'Recovery', '/postpartum', 'Physical Recovery|Mental Health|Breastfeeding|Baby Care'],
      ['gynaecology', 'Gynaecological Health', 'Health', '/gynaecology', 'Common Conditions|Screening Programmes|Reproductive Health|Warning Signs'],
    ]);
    expect(content.home.hero.actions.map((a) => [a.label, a.href])).toEqual([
      ['Explore Pregnancy Tips', '/pregnancy'],
      ['Meet the doctor', '/about'],
    ]);
  });

  it('includes the spec’s eight glossary terms', () => {
    expect(content.glossary.length).toBeGreaterThanOrEqual(8);
    for (const term of ['Amenorrhea', 'Endometriosis', 'PCOS', 'Ovulation', 'Trimester', 'Postpartum', 'Prenatal', 'Episiotomy']) {
      expect(content.searchGlossary(term).length, term).toBeGreaterThan(0);
    }
  });

  it('lists the emergency contacts of docs/clinical-sources.md for each country', () => {
    const numbers = (country: Country) =>
      content.emergencyLocationsFor(country).flatMap((l) => l.contacts.map((c) => c.number));
    expect(numbers('ng')).toEqual(expect.arrayContaining(['112', '767 or 112', '0800 078 7746']));
    expect(numbers('uk')).toEqual(
      expect.arrayContaining(['999', '111', '116 123', 'Text SHOUT to 85258', '0800 0147 800', '0808 1961 776']),
    );
  });

  it('keeps the clinical figures of docs/clinical-sources.md', () => {
    const ukText = strings(exportsFor('uk')).map((v) => v.value).join('\n');
    expect(content.pregnancy.trimesters[0].calorieNote).toMatch(/No extra calories/);
    expect(content.pregnancy.trimesters[1].calorieNote).toMatch(/do not need extra calories/);
    expect(content.pregnancy.trimesters[2].calorieNote).toMatch(/200/);
    expect(ukText).toMatch(/18 weeks and 20 weeks 6 days/);
    expect(ukText).toMatch(/37\.5°C/);
    expect(ukText).toMatch(/400 micrograms/);
    expect(ukText).toMatch(/30 to 60 mg/);
    expect(ukText).toMatch(/36 or over/);
    expect(ukText).toMatch(/every 5 years/);
    expect(ukText).toMatch(/71st birthday/);
    expect(ukText).toMatch(/13 or more/);
    expect(ukText).not.toMatch(/every 3 years \(ages 25/);
  });

  it('ships every referenced illustration: small, self-contained SVG with a viewBox and no text', () => {
    const files = new Set(
      strings(exportsFor('uk'))
        .filter((v) => v.key === 'file')
        .map((v) => v.value),
    );
    expect(files.size).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const path = join(imagesDir, file);
      expect(existsSync(path), file).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg, file).toMatch(/viewBox="/);
      expect(svg, file).not.toMatch(/<text|href=|url\(/);
      expect(statSync(path).size, file).toBeLessThan(3 * 1024);
    }
  });

  it('marks the default author as example data and invents no registration number', () => {
    expect(content.author.isExampleData).toBe(true);
    expect(content.author.registration).not.toMatch(/\d{5,}/);
  });

  it('claims GMC registration or names the author only next to the example-profile notice', () => {
    expect(content.authorProfileNotice).toMatch(/example/i);
    expect(content.authorBadge).toMatch(/example/i);
    for (const country of countries) {
      const claims = strings(exportsFor(country)).filter(
        (v) =>
          /\bGMC\b|General Medical Council|Amara/.test(v.value) &&
          !v.path.startsWith('author.') &&
          v.path !== 'authorProfileNotice' &&
          v.path !== 'authorBadge' &&
          !/example/i.test(v.value),
      );
      expect(claims.map((v) => `${v.path}: ${v.value}`)).toEqual([]);
    }
  });

  it('writes one kind of apostrophe: the typographic one', () => {
    for (const country of countries) {
      const straight = strings(exportsFor(country)).filter(
        (v) => /[A-Za-z]'[A-Za-z]/.test(v.value) && !['url', 'href', 'file', 'website'].includes(v.key),
      );
      const articleText = articles.flatMap((a) => content.articleText(a, country)).filter((t) => /[A-Za-z]'[A-Za-z]/.test(t));
      expect([...straight.map((v) => `${v.path}: ${v.value}`), ...articleText]).toEqual([]);
    }
  });

  it('writes British spellings the spec gave in American English', () => {
    for (const country of countries) {
      const american = strings(exportsFor(country)).filter((v) =>
        /Gynecolog|Optimiz|Programs\b|Hemorrhag|Anemia|Pediatric|Estrogen/.test(v.value),
      );
      expect(american.map((v) => `${v.path}: ${v.value}`)).toEqual([]);
    }
  });

  it('shows no invented figures: no community counts, forum activity, guide page counts or video lengths', () => {
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/2,450|1,200|500\+|5000\+|100\+|5\+ years|last activity/i);
    for (const topic of content.forumTopics) expect(Object.keys(topic).sort()).toEqual(['category', 'title']);
    for (const guide of content.guides) expect(guide).not.toHaveProperty('pages');
    for (const video of content.videos) expect(video).not.toHaveProperty('duration');
    const security = content.securityInfrastructure.find((card) => card.title === 'Content verification');
    expect(security?.status).not.toMatch(/verified/i);
  });

  it('declares itself free of side effects and ships its images', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      sideEffects: unknown;
      files: string[];
      exports: Record<string, unknown>;
    };
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.files).toContain('images');
    expect(manifest.exports['./images/*']).toBe('./images/*');
  });
});
