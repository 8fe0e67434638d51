import { describe, expect, it } from 'vitest';
import * as content from './index';
import {
  currentReviewHash,
  lineDiff,
  parseSignOffs,
  reviewablePage,
  reviewableText,
  reviewedPageFor,
  reviewedPagePaths,
  reviewHash,
  signedReview,
  signOffCovering,
  signOffProblems,
  type ReviewablePage,
  type SignOff,
} from './review';
import type { Country, IsoDate } from './types';

const today: IsoDate = '2026-12-01';

/** A valid sign-off of `page` on `site` for the given hash. */
const signOff = (fields: Partial<SignOff> & Pick<SignOff, 'hash'>): SignOff => ({
  page: '/pregnancy/pre-eclampsia',
  site: 'uk',
  name: 'Ada Example',
  role: 'Registered midwife',
  registration: 'NMC 12A3456E',
  date: '2026-11-30',
  ...fields,
});

/** The site's own pages: they give no health advice, so no clinician reviews them. */
const sitePages = new Set(['/', '/about', '/my-pregnancy', '/community', '/a-z', '/search', '/security', '/security-test', '/auth', '/auth/reset', '/auth/confirm', '/account']);

describe('which pages a clinician reviews', () => {
  it('every route is a reviewed page, an address of one (the tools page’s), or one of the site’s own pages', () => {
    const unaccounted = content.routePaths.filter((path) => !reviewedPageFor(path) && !sitePages.has(path));
    expect(unaccounted).toEqual([]);
    expect(content.routePaths.filter((path) => sitePages.has(path) && reviewedPageFor(path))).toEqual([]);
  });

  it('reviews every page that shows who reviewed it: the topic pages, the articles, the weeks, the FAQ, the tools and resources', async () => {
    // Which pages show a review date is read from the pages themselves (every page object that
    // carries a `review`), not rebuilt the way reviewedPagePaths is, so a page that starts showing
    // one, or stops, fails here until the list follows.
    const pages: readonly { readonly path: string; readonly review?: unknown }[] = [
      ...content.topicPages,
      ...(await content.loadArticles()),
      ...content.pregnancyWeeks,
      content.weekByWeekIndex,
      content.faqPage,
      content.toolsPage,
      content.resourcesPage,
      content.myPregnancyPage,
      content.communityPage,
      content.securityPage,
      content.about,
      content.home,
    ];
    const showingReview = pages.filter((page) => page.review !== undefined).map((page) => page.path);
    expect(showingReview.length).toBeGreaterThan(content.topicPages.length);
    expect([...reviewedPagePaths].sort()).toEqual([...new Set(showingReview)].sort());
    expect(reviewedPageFor('/tools/glossary')).toBe('/tools');
    expect(reviewedPageFor('/tools/symptom-checker')).toBe('/tools');
    expect(reviewedPageFor('/pregnancy/week-by-week/20')).toBe('/pregnancy/week-by-week/20');
    expect(reviewedPageFor('/about')).toBeUndefined();
    await expect(reviewablePage('/about', 'uk')).rejects.toThrow('/about is not a page with a clinical review');
  });
});

describe('a page’s reviewable text', () => {
  it('holds its words, its signs with the urgency and action of the reader’s country, and its sources there', async () => {
    const article = (await content.loadArticle('/pregnancy/pre-eclampsia'))!;
    const cards = content.groupWarningSigns(content.signIdsIn(article));
    expect(cards.length).toBeGreaterThan(1);
    for (const country of ['uk', 'ng'] as const) {
      const text = reviewableText(await reviewablePage('/pregnancy/pre-eclampsia', country));
      expect(text).toContain(`Page: /pregnancy/pre-eclampsia\nSite: ${country === 'uk' ? 'UK' : 'Nigeria'}\nTitle: ${article.title}\n`);
      expect(text).toContain(`\n${article.summary}\n`);
      // Each care card: its urgency and this country's action, then its signs, as the page shows them.
      for (const card of cards) {
        const signs = card.signs.map((sign) => `- ${content.localize(sign.text, country)}${sign.note ? ` (${content.localize(sign.note, country)})` : ''}`);
        expect(text).toContain([`[${content.urgencyLevels[card.level].heading}] ${content.localize(card.action, country)}`, ...signs].join('\n'));
      }
      for (const source of content.pageSources(article.references, content.signIdsIn(article), country)) {
        expect(text).toContain(`\n- ${source.title}. ${source.publisher}. ${source.url}\n`);
      }
      if (country === 'uk') expect(text).toMatch(/\b999\b/);
      else expect(text).not.toMatch(/\b999\b|NHS 111|nice\.org\.uk/);
    }
  });

  it('shows the tools page’s every tab: the calculators’ notes, the symptom checker and the glossary', async () => {
    const page = await reviewablePage('/tools/glossary', 'ng');
    expect(page.path).toBe('/tools');
    const words = page.words.join('\n');
    expect(words).toContain(content.symptomCheckerQuestion.heading);
    for (const group of content.symptomCheckerGroups) expect(words).toContain(group.intro);
    expect(words).toContain(content.glossary[0]!.definition);
    expect(page.careCards.length).toBeGreaterThan(2);
  });
});

describe('the review hash', () => {
  it('is the SHA-256 of the text, in hex', async () => {
    expect(await reviewHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is the same for the same words, differs between the sites, and changes with one word, one action or one source', async () => {
    const page = await reviewablePage('/pregnancy/pre-eclampsia', 'uk');
    const hash = await reviewHash(reviewableText(page));
    expect(await currentReviewHash('/pregnancy/pre-eclampsia', 'uk')).toBe(hash);
    expect(await currentReviewHash('/pregnancy/pre-eclampsia', 'ng')).not.toBe(hash);
    const changed = async (edit: Partial<ReviewablePage>) => reviewHash(reviewableText({ ...page, ...edit }));
    expect(await changed({ words: page.words.with(3, `${page.words[3]!} One more sentence.`) })).not.toBe(hash);
    const [first, ...rest] = page.careCards;
    expect(await changed({ careCards: [{ ...first!, action: 'Book an appointment with your GP.' }, ...rest] })).not.toBe(hash);
    expect(await changed({ sources: page.sources.slice(1) })).not.toBe(hash);
    expect(await changed({ words: [...page.words] })).toBe(hash);
  });
});

describe('which sign-off covers a page', () => {
  it('is one for that page and site whose hash is the page’s hash today, the latest if several', async () => {
    const hash = await currentReviewHash('/pregnancy/pre-eclampsia', 'uk');
    const older = signOff({ hash, date: '2026-06-01', name: 'Older Sign-off' });
    const newer = signOff({ hash, name: 'Newer Sign-off' });
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'uk', [older, newer], today)).toBe(newer);
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'uk', [older], today)).toBe(older);
  });

  it('is none when the words changed since (another hash), for the other site, or for another page', async () => {
    const hash = await currentReviewHash('/pregnancy/pre-eclampsia', 'uk');
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'uk', [signOff({ hash: hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) })], today)).toBeUndefined();
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'ng', [signOff({ hash })], today)).toBeUndefined();
    expect(await signOffCovering('/pregnancy/malaria', 'uk', [signOff({ hash })], today)).toBeUndefined();
    expect(await signOffCovering('/about', 'uk', [signOff({ hash })], today)).toBeUndefined();
  });

  it('is none once the review is due again, 12 months after the sign-off', async () => {
    const hash = await currentReviewHash('/pregnancy/pre-eclampsia', 'uk');
    const signed = signOff({ hash, date: '2025-12-01' });
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'uk', [signed], '2026-11-30')).toBe(signed);
    expect(await signOffCovering('/pregnancy/pre-eclampsia', 'uk', [signed], '2026-12-01')).toBeUndefined();
  });

  it('covers every address of the tools page', async () => {
    const signed = signOff({ page: '/tools', site: 'ng', hash: await currentReviewHash('/tools', 'ng') });
    for (const path of ['/tools', '/tools/glossary', '/tools/due-date-calculator']) expect(await signOffCovering(path, 'ng', [signed], today), path).toBe(signed);
  });

  it('gives the page the clinician’s name and role, the day, and the next review a year on', () => {
    expect(signedReview(signOff({ hash: 'a'.repeat(64), date: '2026-11-30' }))).toEqual({
      reviewedBy: 'Ada Example, Registered midwife',
      lastReviewed: '2026-11-30',
      nextReviewDue: '2027-11-30',
    });
  });
});

describe('the sign-off record', () => {
  const valid = signOff({ hash: 'a'.repeat(64) });

  it('reads a valid record, and an empty one', () => {
    expect(parseSignOffs({ signOffs: [valid] }, today)).toEqual([valid]);
    expect(parseSignOffs({ signOffs: [] }, today)).toEqual([]);
  });

  it('refuses a record that is not { signOffs: [...] }', () => {
    expect(() => parseSignOffs([], today)).toThrow('must be a JSON object { "signOffs": [ ... ] }');
  });

  it('lists every problem with the entry it is in', () => {
    const bad = { ...valid, page: '/blog', site: 'gh', hash: 'abc', name: '', role: 'Midwife\nand more', registration: 'NMC 123', date: '2026-02-30', extra: 1 };
    expect(() => parseSignOffs({ signOffs: [valid, bad] }, today)).toThrow(
      [
        'The sign-off record is not valid:',
        '- sign-off 2: page "/blog" is not a page with a clinical review (for example /pregnancy/prenatal, /faq, /tools; each is listed in the review pack\'s index).',
        '- sign-off 2: site "gh" must be "uk" or "ng".',
        '- sign-off 2: hash must be the 64 hex digits of the page’s review hash (the review pack shows it).',
        '- sign-off 2: name is missing.',
        '- sign-off 2: role must be one line.',
        '- sign-off 2: registration "NMC 123" is not a valid NMC number; for example "NMC 12A3456E".',
        '- sign-off 2: date "2026-02-30" must be a real day written YYYY-MM-DD.',
        '- sign-off 2: unknown field: extra.',
      ].join('\n'),
    );
  });

  it.each([
    ['GMC 1234567', true],
    ['NMC 12A3456E', true],
    ['MDCN 12345', true],
    ['NMCN RM/12345', true],
    ['GMC 123456', false],
    ['HCPC 12345', false],
    ['1234567', false],
    ['GMC 1234567 extra', false],
  ])('takes a registration of %s: %s', (registration, ok) => {
    expect(signOffProblems({ ...valid, registration }, today).length === 0).toBe(ok);
  });

  it('refuses a sign-off dated after today: it cannot be recorded before it is given', () => {
    expect(signOffProblems({ ...valid, date: '2026-12-02' }, today)).toEqual(['date 2026-12-02 is after today (2026-12-01): record a sign-off on or after the day it was given.']);
  });
});

describe('lineDiff', () => {
  it('keeps common lines and marks what was taken out and put in', () => {
    expect(lineDiff('a\nb\nc\n', 'a\nB\nc\nd\n')).toEqual([
      { change: 'same', text: 'a' },
      { change: 'removed', text: 'b' },
      { change: 'added', text: 'B' },
      { change: 'same', text: 'c' },
      { change: 'added', text: 'd' },
    ]);
    expect(lineDiff('x\n', 'x\n')).toEqual([{ change: 'same', text: 'x' }]);
  });
});

// Every reviewed page builds on both sites, with words and its own title: a page the review
// cannot read would be a page nobody can sign off.
it.each(['uk', 'ng'] as Country[])('gives every reviewed page of the %s site its words', async (country) => {
  for (const path of reviewedPagePaths) {
    const page = await reviewablePage(path, country);
    expect(page.words.length, path).toBeGreaterThan(3);
    expect(page.title, path).not.toBe('');
  }
});
