/**
 * The clinical review end to end on one page, with a fixture record in a temporary folder (never
 * the repository's, which no clinician has signed): the pack shows the page's version, the sign
 * command records a sign-off of it, the server-rendered page then names the reviewer, and once
 * the page's words change it says "clinical review pending" again and the pack shows what changed.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faqGroups, faqPage, groupWarningSigns, localize, myths, signIdsIn, urgencyLevels } from '@wh/content';
import { currentReviewHash, reviewablePage, reviewableText, reviewedPagePaths, reviewHash, todayIso } from '@wh/content/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/entry-server';
import { recordedSignOffs } from '../src/signOffs';
import { clinicalReviewDir, readSignOffs, recordSignOff, signedTextFile, SignOffRefused, writeReviewPack } from './clinicalReview';

/** Text as the pack writes it into HTML. */
const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const assets = { entry: '/assets/entry.js', preloads: () => [] };
const origins = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173' } as const;

/** The review lines of a server-rendered page: "Reviewed by ...", "Last reviewed ...". */
async function reviewShown(path: string, country: 'uk' | 'ng', dir: string): Promise<string> {
  const page = await render(new Request(`${origins[country]}${path}`), assets, { signOffs: await readSignOffs(dir) });
  expect(page.status).toBe(200);
  const list = /<dt>Reviewed by<\/dt>.*?<\/dl>/s.exec(page.html);
  expect(list, `${path} shows who reviewed it`).not.toBeNull();
  return list![0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The hash the pack gives for a page and site, in the command it shows for signing it off. */
async function hashInPack(packs: string, file: string, site: 'uk' | 'ng'): Promise<string> {
  const html = await readFile(join(packs, file), 'utf8');
  const hash = new RegExp(`review:sign --page \\S+ --site ${site} --hash ([0-9a-f]{64})`).exec(html)?.[1];
  expect(hash, `the ${site} command in ${file}`).toBeDefined();
  return hash!;
}

let dir: string;
let packs: string;
const today = todayIso();
const clinician = { name: 'Ada Example', role: 'Registered midwife', registration: 'NMC 12A3456E' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clinical-review-'));
  packs = join(dir, 'packs');
  await writeFile(join(dir, 'sign-offs.json'), '{ "signOffs": [] }\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a clinician signs off /faq on the UK site, then its words change', () => {
  // The first FAQ answer's UK words: changed by the last test, as an editor would change them.
  const answer = faqGroups[0].questions[0].answer as { uk: string; ng: string };
  const original = answer.uk;
  afterAll(() => {
    answer.uk = original;
  });

  it('writes a pack for every reviewed page and an index, with nothing signed off', async () => {
    const files = await writeReviewPack(packs, dir, today);
    expect(files).toHaveLength(reviewedPagePaths.length + 1);
    expect(files).toContain('faq.html');
    expect(files).toContain('pregnancy/week-by-week/20.html');
    const faq = await readFile(join(packs, 'faq.html'), 'utf8');
    expect(faq).toContain('<h2>UK site</h2>');
    expect(faq).toContain('<h2>Nigeria site</h2>');
    expect(faq).toContain('Not signed off: pending');
    expect(faq).toContain('Never signed off on this site: review every word.');
    // The words each site's readers see, each care card's urgency and action there, the sources.
        const [mostUrgent] = groupWarningSigns(signIdsIn([faqGroups, myths]));
    for (const country of ['uk', 'ng'] as const) {
      const action = html(localize(mostUrgent!.action, country));
      expect(faq).toContain(`<td>${urgencyLevels[mostUrgent!.level].heading}</td><td>${action}</td>`);
    }
    expect(faq).toContain(faqPage.references[0].url);
    // The first answer differs between the sites, and each site's version is marked as its own.
    expect(faq).toContain(`<p class="own"><span class="mark">only on the UK site:</span> ${html(answer.uk)}</p>`);
    expect(faq).toContain(`<p class="own"><span class="mark">only on the Nigeria site:</span> ${html(answer.ng)}</p>`);
    expect(faq).toContain(`<p>${html(faqGroups[0].questions[0].question)}</p>`);
    expect(await hashInPack(packs, 'faq.html', 'uk')).toBe(await currentReviewHash('/faq', 'uk'));
    const index = await readFile(join(packs, 'index.html'), 'utf8');
    expect(index).toContain('<a href="faq.html">Frequently asked questions</a>');
  });

  it('refuses a sign-off with bad input, saying what is wrong, and records nothing', async () => {
    const hash = await hashInPack(packs, 'faq.html', 'uk');
    const attempt = recordSignOff({ page: '/faq', site: 'uk', hash, ...clinician, registration: 'NMC 123', date: '2999-01-01' }, dir, today);
    await expect(attempt).rejects.toBeInstanceOf(SignOffRefused);
    await expect(attempt).rejects.toThrow(/registration "NMC 123" is not a valid NMC number.*\n.*date 2999-01-01 is after today/);
    expect(await readSignOffs(dir)).toEqual([]);
  });

  it('records the sign-off with the version the clinician read, and keeps the words signed', async () => {
    const hash = await hashInPack(packs, 'faq.html', 'uk');
    const signOff = await recordSignOff({ page: '/faq', site: 'uk', hash: hash.slice(0, 12), ...clinician }, dir, today);
    expect(signOff).toEqual({ page: '/faq', site: 'uk', hash, ...clinician, date: today });
    expect(await readSignOffs(dir)).toEqual([signOff]);
    expect(await readFile(signedTextFile(dir, '/faq', 'uk'), 'utf8')).toBe(reviewableText(await reviewablePage('/faq', 'uk')));
    await expect(recordSignOff({ page: '/faq', site: 'uk', hash, ...clinician }, dir, today)).rejects.toThrow('already signed off this version of /faq on the UK site');
  });

  it('shows the page as reviewed by the clinician on the UK site, and still pending on the Nigeria site', async () => {
    const uk = await reviewShown('/faq', 'uk', dir);
    expect(uk).toMatch(/^Reviewed by Ada Example, Registered midwife Last reviewed \d{1,2} \w+ \d{4} Next review due/);
    expect(uk).not.toContain('pending');
    expect(await reviewShown('/faq', 'ng', dir)).toContain('Reviewed by Content team (clinical review pending)');
  });

  it('shows pending again on the UK site once the page’s words change, and the pack shows what changed', async () => {
    answer.uk = `${original} Ask a pharmacist which tablets to buy.`;
    expect(await reviewShown('/faq', 'uk', dir)).toContain('Reviewed by Content team (clinical review pending)');
    await writeReviewPack(packs, dir, today);
    const faq = await readFile(join(packs, 'faq.html'), 'utf8');
    expect(faq).toContain(`Changed since the sign-off of ${today}: pending`);
    const start = original.slice(0, 40);
    const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(faq).toContain(`<li class="removed"><span class="mark">− was</span> ${html(start)}`);
    expect(faq).toMatch(new RegExp(`<li class="added"><span class="mark">\\+ now</span> ${pattern(html(start))}[^<]*Ask a pharmacist which tablets to buy\\.</li>`));
    expect(await readFile(join(packs, 'index.html'), 'utf8')).toContain(`Changed since the sign-off of ${today}: pending`);
    // The old version can no longer be signed off: the clinician has not read these words.
    const old = (await readSignOffs(dir))[0]!.hash;
    await expect(recordSignOff({ page: '/faq', site: 'uk', hash: old, ...clinician, name: 'Other Clinician', registration: 'GMC 1234567' }, dir, today)).rejects.toThrow(
      'the page’s words on the UK site have changed since the pack the clinician read',
    );
  });
});

it('shows a sign-off of the tools page on each of its addresses, inside the symptom checker’s tab', async () => {
  const hash = await currentReviewHash('/tools', 'ng');
  await recordSignOff({ page: '/tools/symptom-checker', site: 'ng', hash, name: 'Chidi Example', role: 'Consultant obstetrician', registration: 'MDCN 12345' }, dir, today);
  for (const path of ['/tools', '/tools/glossary']) expect(await reviewShown(path, 'ng', dir), path).toMatch(/^Reviewed by Chidi Example, Consultant obstetrician/);
  expect(await reviewShown('/tools', 'uk', dir)).toContain('clinical review pending');
});

it('puts a page back to pending 12 months after its sign-off, words unchanged, and the pack says the review is due', async () => {
  const yearsAgo = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 10)}`.replace('-02-29', '-02-28');
  const hash = await currentReviewHash('/resources', 'uk');
  await recordSignOff({ page: '/resources', site: 'uk', hash, ...clinician, date: yearsAgo }, dir, today);
  expect(await reviewShown('/resources', 'uk', dir)).toContain('clinical review pending');
  await writeReviewPack(packs, dir, today);
  const resources = await readFile(join(packs, 'resources.html'), 'utf8');
  expect(resources).toMatch(/Review due again since \d{4}-\d{2}-\d{2}: pending/);
  expect(resources).toContain('No change since it was signed off');
});

describe('the repository’s record', () => {
  it('is valid, and the build reads it', async () => {
    expect(await readSignOffs(clinicalReviewDir)).toEqual(recordedSignOffs);
  });

  it('keeps, for each page and site signed off, the text of its latest sign-off, whose hash it records', async () => {
    const signOffs = await readSignOffs(clinicalReviewDir);
    const latest = new Map(signOffs.toSorted((a, b) => a.date.localeCompare(b.date)).map((signOff) => [`${signOff.site}${signOff.page}`, signOff]));
    for (const signOff of latest.values()) {
      const text = await readFile(signedTextFile(clinicalReviewDir, signOff.page, signOff.site), 'utf8');
      expect(await reviewHash(text), `${signOff.page} (${signOff.site})`).toBe(signOff.hash);
    }
  });
});
