/**
 * Clinical review of the site's pages, at build time. Published as
 * `@wh/content/review`.
 *
 * A clinician signs off one page on one country's site: the words its readers
 * see there, its warning signs with their urgency and action there, and its
 * sources there. That is the page's *reviewable text* (`reviewableText`), one
 * plain document per page and site, and a sign-off records its SHA-256 hash
 * (`reviewHash`). The site shows "Reviewed by <name>, <role>" only while a
 * sign-off's hash is the hash of the page's words today (`signOffCovering`):
 * change one word, one sign's urgency or action, or one source, and the page
 * is back to "clinical review pending" on that site, with nobody having to
 * remember to withdraw the sign-off.
 *
 * What the hash leaves out, on purpose: the site's header, footer and menus,
 * layout, the review line itself, and the shared medical disclaimer (reviewed
 * once, not on every page). A clinician is asked to vouch for what the page
 * tells a reader to do, not for its markup, so a styling change does not undo
 * a review; a change to what a reader reads, or to where a sign sends her,
 * does.
 *
 * The workflow (the review pack, recording a sign-off) is in the repository's
 * docs/clinical-review.md.
 */

import { articlePaths, loadArticle } from './articles/registry';
import { faqGroups, faqPage, myths } from './faq';
import { localize } from './localize';
import { routePaths } from './routes';
import { searchDocumentFor } from './searchDocuments';
import { reviewCycleMonths, reviewed } from './site';
import { symptomCheckerGroups } from './tools';
import { topicPages } from './topics';
import type { Country } from '@wh/core';
import type { IsoDate, Reference, Review } from './primitives';
import { urgencyLevels, type UrgencyLevel } from './urgency';
import { groupWarningSigns, pageSources, signIdsIn, type WarningSignId } from './warningSigns';
import { pageAudience } from './pageAudience';
import { pregnancyWeekFor, weekByWeekIndex } from './weekByWeek';
import { isWeekByWeekPath, weekByWeekPaths } from './weekPaths';

/** The two sites, as the review names them. */
export const siteNames: { readonly [C in Country]: string } = { uk: 'UK', ng: 'Nigeria' };

/** Every address of the tools page: one page (its three tabs are in each), reviewed once as `/tools`. */
const toolsAddresses: readonly string[] = routePaths.filter((path) => path === '/tools' || path.startsWith('/tools/'));

/**
 * The pages a clinician reviews: every page that shows who reviewed it (the
 * topic pages, the articles, the week-by-week guide, the FAQ, the tools and
 * resources). The site's own pages (home, about, sign-in, search...) give no
 * health advice and carry no review.
 */
export const reviewedPagePaths: readonly string[] = [
  ...topicPages.map((page) => page.path),
  ...articlePaths,
  ...weekByWeekPaths,
  '/faq',
  '/tools',
  '/resources',
];

const reviewedSet: ReadonlySet<string> = new Set(reviewedPagePaths);

/**
 * The reviewed page an address shows, or undefined for a page with no review:
 * every `/tools/...` address shows the tools page.
 *
 * @example
 * reviewedPageFor('/tools/glossary'); // '/tools'
 * reviewedPageFor('/about'); // undefined
 */
export function reviewedPageFor(path: string): string | undefined {
  if (toolsAddresses.includes(path)) return '/tools';
  return reviewedSet.has(path) ? path : undefined;
}

/** One care card as the page shows it on one site: its urgency, what to do, and its signs. */
export interface ReviewableCareCard {
  readonly level: UrgencyLevel;
  /** The card's heading: "Immediate action required"... */
  readonly urgency: string;
  readonly action: string;
  readonly signs: readonly { readonly id: WarningSignId; readonly text: string; readonly note?: string }[];
}

/** What a clinician reviews of one page on one site. */
export interface ReviewablePage {
  readonly path: string;
  readonly country: Country;
  readonly title: string;
  readonly description: string;
  /** Every piece of prose the page shows, in reading order (warning signs included), as site search indexes it. */
  readonly words: readonly string[];
  /** The page's warning signs as its care cards show them, most urgent first. */
  readonly careCards: readonly ReviewableCareCard[];
  /** The sources the page lists on this site (its own and its signs'). */
  readonly sources: readonly Reference[];
}

/** What a reviewed page cites and warns of, as the app passes them to its Sources section. */
async function citedBy(path: string, country: Country): Promise<{ references: readonly Reference[]; signs: readonly WarningSignId[] }> {
  const topic = topicPages.find((page) => page.path === path);
  if (topic) return { references: topic.references, signs: signIdsIn(topic) };
  if (path === '/faq') return { references: faqPage.references, signs: signIdsIn([faqGroups, myths]) };
  if (path === '/tools') return { references: [], signs: signIdsIn(symptomCheckerGroups) };
  if (path === '/resources') return { references: [], signs: [] };
  if (path === weekByWeekIndex.path) return { references: weekByWeekIndex.references, signs: [] };
  if (isWeekByWeekPath(path)) {
    const week = pregnancyWeekFor(country, Number(path.split('/').at(-1)));
    return { references: week.references, signs: week.signs };
  }
  const article = await loadArticle(path);
  if (article) return { references: article.references, signs: signIdsIn(article) };
  throw new Error(`${path} is not a reviewed page.`);
}

/**
 * What a clinician reviews of `path` on `country`'s site, from the same content
 * the site is built from. `path` may be any address of the page
 * (`/tools/glossary` is the tools page).
 *
 * @example
 * const page = await reviewablePage('/pregnancy/prenatal', 'ng');
 * page.careCards[0]; // { level: 'immediate', urgency: 'Immediate action required', action: 'Call 112 now ...', signs: [...] }
 */
export async function reviewablePage(path: string, country: Country): Promise<ReviewablePage> {
  const page = reviewedPageFor(path);
  if (!page) throw new Error(`${path} is not a page with a clinical review. Reviewed pages: ${reviewedPagePaths.join(', ')}.`);
  const addresses = page === '/tools' ? toolsAddresses : [page];
  const documents = await Promise.all(addresses.map((address) => searchDocumentFor(address, country)));
  const { references, signs } = await citedBy(page, country);
  const first = documents[0];
  if (!first) throw new Error(`${page} has no words on the ${siteNames[country]} site.`);
  return {
    path: page,
    country,
    title: first.title,
    description: first.description,
    words: documents.flatMap((document) => (document ? document.text.split('\n') : [])).filter((line) => line.trim() !== ''),
    careCards: groupWarningSigns(signs, undefined, pageAudience(page)).map((card) => ({
      level: card.level,
      urgency: urgencyLevels[card.level].heading,
      action: localize(card.action, country),
      signs: card.signs.map((sign) => ({
        id: sign.id,
        text: localize(sign.text, country),
        ...('note' in sign && sign.note ? { note: localize(sign.note, country) } : {}),
      })),
    })),
    sources: pageSources(references, signs, country),
  };
}

/**
 * The page as one plain-text document: what the hash covers, what the review
 * pack shows and what is kept when a page is signed off, so "what changed since
 * the sign-off" is a diff of two of these. Changing how this is written out
 * changes every page's hash and so puts every signed page back to pending:
 * do it only on purpose.
 *
 * @example
 * reviewableText(await reviewablePage('/faq', 'uk')).split('\n')[0]; // 'Page: /faq'
 */
export function reviewableText(page: ReviewablePage): string {
  const lines = [
    `Page: ${page.path}`,
    `Site: ${siteNames[page.country]}`,
    `Title: ${page.title}`,
    `Description: ${page.description}`,
    '',
    'WORDS, IN READING ORDER',
    ...page.words,
    '',
    'WARNING SIGNS, AS THE CARE CARDS SHOW THEM',
  ];
  if (page.careCards.length === 0) lines.push('(none)');
  for (const card of page.careCards) {
    lines.push(`[${card.urgency}] ${card.action}`);
    for (const sign of card.signs) lines.push(`- ${sign.text}${sign.note ? ` (${sign.note})` : ''}`);
  }
  lines.push('', 'SOURCES');
  if (page.sources.length === 0) lines.push('(none)');
  for (const source of page.sources) lines.push(`- ${source.title}. ${source.publisher}. ${source.url}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The SHA-256 of a page's reviewable text, in hex: the version of the page a
 * sign-off names. Web Crypto, so it runs the same in Node and anywhere else.
 *
 * @example
 * await reviewHash(reviewableText(await reviewablePage('/faq', 'uk'))); // '3f1c...' (64 hex digits)
 */
export async function reviewHash(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash of `path`'s reviewable text on `country`'s site today. */
export async function currentReviewHash(path: string, country: Country): Promise<string> {
  return reviewHash(reviewableText(await reviewablePage(path, country)));
}

/**
 * A clinician's sign-off of one page on one site, as the repository records
 * it (`clinical-review/sign-offs.json`).
 */
export interface SignOff {
  /** The reviewed page (`reviewedPagePaths`). */
  readonly page: string;
  readonly site: Country;
  /** `reviewHash` of the page's reviewable text on that site when it was signed off. */
  readonly hash: string;
  /** The clinician's name as it is on their register, shown to readers. */
  readonly name: string;
  /** Their role, shown to readers: "Consultant obstetrician", "Registered midwife". */
  readonly role: string;
  /** Their professional registration, for anyone to check: "GMC 1234567", "NMC 12A3456E", "MDCN 12345". */
  readonly registration: string;
  /** The day they signed it off. */
  readonly date: IsoDate;
}

/**
 * The registers a sign-off may name, with the form of their numbers: the UK's
 * GMC (doctors, 7 digits) and NMC (nurses and midwives, a PIN such as
 * 12A3456E), Nigeria's MDCN (doctors) and NMCN (nurses and midwives), whose
 * numbers take several forms.
 */
export const registers = {
  GMC: { who: 'doctors in the UK', number: /^\d{7}$/, example: 'GMC 1234567' },
  NMC: { who: 'nurses and midwives in the UK', number: /^\d{2}[A-Z]\d{4}[A-Z]$/, example: 'NMC 12A3456E' },
  MDCN: { who: 'doctors in Nigeria', number: /^[A-Z0-9][A-Z0-9/-]{2,19}$/, example: 'MDCN 12345' },
  NMCN: { who: 'nurses and midwives in Nigeria', number: /^[A-Z0-9][A-Z0-9/-]{2,19}$/, example: 'NMCN RM/12345' },
} as const;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
function isRealDate(text: string): text is IsoDate {
  const match = isoDate.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today in UTC, as the review dates are written. */
export const todayIso = (now = new Date()): IsoDate => now.toISOString().slice(0, 10) as IsoDate;

/** A line of plain text a reader will see: not empty, one line, not absurdly long. */
function plainLine(value: unknown, field: string, max: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return `${field} is missing.`;
  if (/[\r\n\t]/.test(value)) return `${field} must be one line.`;
  if (value !== value.trim()) return `${field} has spaces at its start or end.`;
  if (value.length > max) return `${field} is ${value.length} characters long; at most ${max}.`;
  return undefined;
}

/**
 * What is wrong with one sign-off, in words a maintainer can act on; empty
 * when it is valid. Checks the form of each field, that the page is a reviewed
 * page and the site one of the two, and that the date is a real day and not
 * after `today` (a sign-off cannot be recorded before it happens).
 *
 * @example
 * signOffProblems({ page: '/blog', site: 'uk', ... }); // ['page "/blog" is not a page with a clinical review (...)']
 */
export function signOffProblems(entry: unknown, today: IsoDate = todayIso()): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return ['a sign-off must be an object with page, site, hash, name, role, registration and date.'];
  const { page, site, hash, name, role, registration, date, ...rest } = entry as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof page !== 'string' || !reviewedSet.has(page)) {
    problems.push(`page ${JSON.stringify(page)} is not a page with a clinical review (for example /pregnancy/prenatal, /faq, /tools; each is listed in the review pack's index).`);
  }
  if (site !== 'uk' && site !== 'ng') problems.push(`site ${JSON.stringify(site)} must be "uk" or "ng".`);
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) problems.push('hash must be the 64 hex digits of the page’s review hash (the review pack shows it).');
  for (const problem of [plainLine(name, 'name', 80), plainLine(role, 'role', 80)]) if (problem) problems.push(problem);
  const registrationProblem = plainLine(registration, 'registration', 40);
  if (registrationProblem) problems.push(registrationProblem);
  else {
    const [register, number = '', ...more] = (registration as string).split(/\s+/);
    const known = Object.hasOwn(registers, register ?? '') ? registers[register as keyof typeof registers] : undefined;
    const accepted = Object.entries(registers).map(([key, value]) => `${key} (${value.who}, e.g. "${value.example}")`).join(', ');
    if (!known || more.length > 0) problems.push(`registration "${registration as string}" must be a register and a number: ${accepted}.`);
    else if (!known.number.test(number)) problems.push(`registration "${registration as string}" is not a valid ${register} number; for example "${known.example}".`);
  }
  if (typeof date !== 'string' || !isRealDate(date)) problems.push(`date ${JSON.stringify(date)} must be a real day written YYYY-MM-DD.`);
  else if (date > today) problems.push(`date ${date} is after today (${today}): record a sign-off on or after the day it was given.`);
  const unknown = Object.keys(rest);
  if (unknown.length > 0) problems.push(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  return problems;
}

/**
 * Reads the sign-off record (the parsed JSON of `clinical-review/sign-offs.json`,
 * `{ "signOffs": [...] }`), or throws one error listing every problem, each
 * with the entry it is in. The build reads the record through this, so a bad
 * record stops the build instead of publishing a claim nobody checked.
 *
 * @example
 * parseSignOffs(JSON.parse(await readFile('clinical-review/sign-offs.json', 'utf8')));
 */
export function parseSignOffs(record: unknown, today: IsoDate = todayIso()): SignOff[] {
  const entries = typeof record === 'object' && record !== null && 'signOffs' in record ? (record as { signOffs: unknown }).signOffs : undefined;
  if (!Array.isArray(entries)) throw new Error('The sign-off record must be a JSON object { "signOffs": [ ... ] }.');
  const problems = entries.flatMap((entry: unknown, index) => signOffProblems(entry, today).map((problem) => `sign-off ${index + 1}: ${problem}`));
  if (problems.length > 0) throw new Error(`The sign-off record is not valid:\n- ${problems.join('\n- ')}`);
  return entries as SignOff[];
}

/** The review a sign-off gives a page: the clinician's name and role, the day, and when it is due again. */
export function signedReview(signOff: SignOff): Review {
  return reviewed(signOff.date, reviewCycleMonths, `${signOff.name}, ${signOff.role}`);
}

/**
 * The sign-off that covers the page at `path` on `country`'s site as its words
 * are today, if any: one for that page and site whose hash is the page's
 * current hash and whose review is not yet due again (after
 * `reviewCycleMonths`); the latest if several are. A page whose words changed
 * since has none, so it shows "clinical review pending" again by itself.
 *
 * @example
 * const signOff = await signOffCovering('/tools/glossary', 'uk', signOffs); // a sign-off of '/tools', or undefined
 * const review = signOff ? signedReview(signOff) : toolsPage.review;
 */
export async function signOffCovering(
  path: string,
  country: Country,
  signOffs: readonly SignOff[],
  today: IsoDate = todayIso(),
): Promise<SignOff | undefined> {
  const page = reviewedPageFor(path);
  const candidates = signOffs.filter((signOff) => signOff.page === page && signOff.site === country && signedReview(signOff).nextReviewDue > today);
  if (!page || candidates.length === 0) return undefined;
  const hash = await currentReviewHash(page, country);
  return candidates.filter((signOff) => signOff.hash === hash).sort((a, b) => b.date.localeCompare(a.date))[0];
}

/** One line of a diff: kept, taken out or put in. */
export interface DiffLine {
  readonly change: 'same' | 'removed' | 'added';
  readonly text: string;
}

/**
 * The lines that changed from `before` to `after` (a longest common
 * subsequence of lines), in order. For "what changed since the sign-off" in
 * the review pack.
 *
 * @example
 * lineDiff('a\nb\n', 'a\nc\n'); // [{ change: 'same', text: 'a' }, { change: 'removed', text: 'b' }, { change: 'added', text: 'c' }]
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.replace(/\n$/, '').split('\n');
  const b = after.replace(/\n$/, '').split('\n');
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ change: 'same', text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      out.push({ change: 'removed', text: a[i++]! });
    } else {
      out.push({ change: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) out.push({ change: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ change: 'added', text: b[j++]! });
  return out;
}
