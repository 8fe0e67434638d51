/**
 * The clinical review's files: the sign-off record the build reads
 * (clinical-review/sign-offs.json), the text of each page as it was signed off
 * (clinical-review/signed/<site>/<page>.txt, for "what changed since"), and the
 * review pack a clinician reads (review-packs/, git-ignored). The commands are
 * reviewPack.ts and reviewSign.ts; the workflow is docs/clinical-review.md.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  lineDiff,
  parseSignOffs,
  reviewablePage,
  reviewableText,
  reviewedPagePaths,
  reviewedPageFor,
  reviewHash,
  signedReview,
  signOffCovering,
  signOffProblems,
  siteNames,
  todayIso,
  type DiffLine,
  type ReviewablePage,
  type SignOff,
} from '@wh/content/review';
import type { Country } from '@wh/core';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The repository's clinical review folder: the sign-off record and the signed texts. */
export const clinicalReviewDir = join(repositoryRoot, 'clinical-review');

/** Where `pnpm review:pack` writes the packs (git-ignored: they are made again from the content). */
export const reviewPacksDir = join(repositoryRoot, 'review-packs');

export const countries: readonly Country[] = ['uk', 'ng'];

const signOffFile = (dir: string) => join(dir, 'sign-offs.json');

/** The text of `page` on `site` as it was last signed off, kept beside the record. */
export const signedTextFile = (dir: string, page: string, site: Country) => join(dir, 'signed', site, `${page.slice(1)}.txt`);

/** The sign-offs recorded in `dir`, checked (`parseSignOffs`). */
export async function readSignOffs(dir = clinicalReviewDir): Promise<SignOff[]> {
  return parseSignOffs(JSON.parse(await readFile(signOffFile(dir), 'utf8')));
}

async function readSignedText(dir: string, page: string, site: Country): Promise<string | undefined> {
  try {
    return await readFile(signedTextFile(dir, page, site), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** What a clinician gives to sign off one page on one site, as the sign command takes it. */
export interface SignOffRequest {
  page: string;
  site: string;
  /** The page's review hash as the pack the clinician read showed it: all 64 digits, or the first 12 or more. */
  hash: string;
  name: string;
  role: string;
  registration: string;
  /** The day they signed it off; today when not given. */
  date?: string;
}

/** Bad input to the sign command: every problem, in words, and nothing written. */
export class SignOffRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The sign-off was not recorded:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Records a clinician's sign-off of one page on one site in `dir`: checks every field, checks
 * that the hash they read is the page's hash today (so nobody signs words they have not seen),
 * then adds the sign-off to the record and keeps the page's text as signed. Writes nothing if
 * anything is wrong: it throws `SignOffRefused` with every problem.
 */
export async function recordSignOff(request: SignOffRequest, dir = clinicalReviewDir, today = todayIso()): Promise<SignOff> {
  const signOffs = await readSignOffs(dir);
  const page = reviewedPageFor(request.page) ?? request.page;
  const site = request.site as Country;
  const date = request.date ?? today;
  const given = request.hash.trim().toLowerCase();
  const problems: string[] = [];
  if (!/^[0-9a-f]{12,64}$/.test(given)) problems.push('hash must be the page’s review hash from the pack the clinician read: its 64 hex digits, or at least the first 12.');
  let hash = '';
  const pageAndSiteKnown = reviewedPagePaths.includes(page) && countries.includes(site);
  if (pageAndSiteKnown) {
    hash = await reviewHash(reviewableText(await reviewablePage(page, site)));
    if (problems.length === 0 && !hash.startsWith(given)) {
      problems.push(
        `the page’s words on the ${siteNames[site]} site have changed since the pack the clinician read (its hash was ${given}, it is ${hash} now). Make a new pack (pnpm review:pack) and ask them to review the page again.`,
      );
    }
  }
  const signOff = { page, site, hash: hash || '0'.repeat(64), name: request.name, role: request.role, registration: request.registration, date };
  problems.unshift(...signOffProblems(signOff, today).filter((problem) => !problem.startsWith('hash ')));
  const again = signOffs.find((earlier) => earlier.page === page && earlier.site === site && earlier.hash === hash && earlier.registration === request.registration);
  if (again) problems.push(`${again.name} (${again.registration}) already signed off this version of ${page} on the ${siteNames[site]} site, on ${again.date}.`);
  if (problems.length > 0) throw new SignOffRefused(problems);
  const record = { signOffs: [...signOffs, signOff] };
  await writeFile(signOffFile(dir), `${JSON.stringify(record, null, 2)}\n`);
  const textFile = signedTextFile(dir, page, site);
  await mkdir(dirname(textFile), { recursive: true });
  await writeFile(textFile, reviewableText(await reviewablePage(page, site)));
  return signOff as SignOff;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Where a page's pack is written, relative to the packs folder: review-packs/pregnancy/prenatal.html. */
export const packFileFor = (page: string) => `${page.slice(1)}.html`;

/** Where one page stands on one site. */
interface SiteStatus {
  readonly page: ReviewablePage;
  readonly text: string;
  readonly hash: string;
  /** The sign-off that covers the words as they are now. */
  readonly covering?: SignOff;
  /** The latest sign-off of the page on this site, whatever words it covered. */
  readonly latest?: SignOff;
  /** The text last signed off, if any. */
  readonly signedText?: string;
}

function statusLine({ covering, latest, hash }: SiteStatus): string {
  if (covering) return `Signed off by ${covering.name} on ${covering.date}`;
  if (!latest) return 'Not signed off: pending';
  // The words are those signed off, but 12 months have passed: the review is due again.
  if (latest.hash === hash) return `Review due again since ${signedReview(latest).nextReviewDue}: pending`;
  return `Changed since the sign-off of ${latest.date}: pending`;
}

/** Only the changed lines of a diff, with a line either side, and … for what is left out. */
function changedHunks(diff: readonly DiffLine[]): (DiffLine | 'gap')[] {
  const keep = diff.map((line, index) => line.change !== 'same' || [-1, 1].some((step) => diff[index + step] && diff[index + step]!.change !== 'same'));
  const out: (DiffLine | 'gap')[] = [];
  diff.forEach((line, index) => {
    if (keep[index]) out.push(line);
    else if (out.at(-1) !== 'gap') out.push('gap');
  });
  return out;
}

function siteSection(status: SiteStatus, otherSite: SiteStatus): string {
  const { page } = status;
  // Lines only this site's readers see: where the two countries' advice differs, worth a closer look.
  const shared = new Set(otherSite.page.words);
  const onlyHere = `only on the ${siteNames[page.country]} site`;
  const name = siteNames[page.country];
  const command = `pnpm review:sign --page ${page.path} --site ${page.country} --hash ${status.hash} --name "…" --role "…" --registration "…"`;
  const changes = (() => {
    if (status.signedText === undefined) return '<p>Never signed off on this site: review every word.</p>';
    if (status.signedText === status.text) return `<p>No change since it was signed off${status.latest ? ` (${escapeHtml(status.latest.date)}, ${escapeHtml(status.latest.name)})` : ''}.</p>`;
    const lines = changedHunks(lineDiff(status.signedText, status.text)).map((line) =>
      line === 'gap'
        ? '<li class="gap">…</li>'
        : `<li class="${line.change}"><span class="mark">${line.change === 'added' ? '+ now' : line.change === 'removed' ? '− was' : ''}</span> ${escapeHtml(line.text)}</li>`,
    );
    return `<p>Lines marked “was” were in the version signed off${status.latest ? ` on ${escapeHtml(status.latest.date)}` : ''}; lines marked “now” are in this version.</p><ul class="diff">${lines.join('')}</ul>`;
  })();
  return `
<section>
<h2>${name} site</h2>
<p class="status"><strong>${escapeHtml(statusLine(status))}.</strong> Version (review hash): <code>${status.hash}</code></p>
<h3>What changed since the last sign-off</h3>
${changes}
<h3>The words readers see, in reading order</h3>
<p>Lines marked “${onlyHere}” differ from the other site’s.</p>
<div class="words">${page.words.map((line) => (shared.has(line) ? `<p>${escapeHtml(line)}</p>` : `<p class="own"><span class="mark">${onlyHere}:</span> ${escapeHtml(line)}</p>`)).join('\n')}</div>
<h3>Warning signs: urgency and what to do on the ${name} site</h3>
${
  page.careCards.length === 0
    ? '<p>None on this page.</p>'
    : `<table><thead><tr><th>Urgency</th><th>What the page tells her to do</th><th>Signs</th></tr></thead><tbody>${page.careCards
        .map(
          (card) =>
            `<tr><td>${escapeHtml(card.urgency)}</td><td>${escapeHtml(card.action)}</td><td><ul>${card.signs
              .map((sign) => `<li>${escapeHtml(sign.text)}${sign.note ? `<br><em>${escapeHtml(sign.note)}</em>` : ''}</li>`)
              .join('')}</ul></td></tr>`,
        )
        .join('')}</tbody></table>`
}
<h3>Sources listed on the ${name} site</h3>
${page.sources.length === 0 ? '<p>None.</p>' : `<ul>${page.sources.map((source) => `<li>${escapeHtml(source.title)}. ${escapeHtml(source.publisher)}. <a href="${escapeHtml(source.url)}">${escapeHtml(source.url)}</a></li>`).join('')}</ul>`}
<h3>To sign off this page on the ${name} site</h3>
<p>Send the maintainer your name as it is on your register, your role and your registration, with this version. They record it with:</p>
<pre>${escapeHtml(command)}</pre>
</section>`;
}

const style = `<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h2 { border-top: 3px solid #5b21b6; padding-top: 1rem; margin-top: 3rem; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #999; padding: .4rem; vertical-align: top; text-align: left; }
.words p { margin: .3rem 0; } code, pre { font-size: .85rem; overflow-wrap: anywhere; white-space: pre-wrap; }
.diff { list-style: none; padding: 0; font-family: ui-monospace, monospace; font-size: .9rem; }
.diff .added { background: #e6f4ea; } .diff .removed { background: #fde8e8; text-decoration: line-through; } .diff .gap { color: #666; }
.mark { display: inline-block; min-width: 3.5rem; font-weight: bold; text-decoration: none; }
.own { border-left: 4px solid #5b21b6; padding-left: .5rem; }
</style>`;

const htmlPage = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${style}</head><body>${body}</body></html>\n`;

/**
 * Writes a review pack for every reviewed page into `outDir` (emptied first): one HTML file per
 * page with, for each site, its words, its warning signs with their urgency and action, its
 * sources, its sign-off status and what changed since it was last signed off; and index.html.
 * Reads the sign-offs and signed texts in `dir`. Returns the files written.
 */
export async function writeReviewPack(outDir = reviewPacksDir, dir = clinicalReviewDir, today = todayIso()): Promise<string[]> {
  const signOffs = await readSignOffs(dir);
  await rm(outDir, { recursive: true, force: true });
  const rows: string[] = [];
  const files: string[] = [];
  for (const path of reviewedPagePaths) {
    const statuses: SiteStatus[] = [];
    for (const country of countries) {
      const page = await reviewablePage(path, country);
      const text = reviewableText(page);
      const latest = signOffs.filter((signOff) => signOff.page === path && signOff.site === country).sort((a, b) => b.date.localeCompare(a.date))[0];
      statuses.push({
        page,
        text,
        hash: await reviewHash(text),
        covering: await signOffCovering(path, country, signOffs, today),
        latest,
        signedText: await readSignedText(dir, path, country),
      });
    }
    const title = statuses[0]!.page.title;
    const file = packFileFor(path);
    const up = relative(dirname(join(outDir, file)), join(outDir, 'index.html')).split('\\').join('/');
    const body = `<p><a href="${up}">All pages</a></p>
<h1>Review pack: ${escapeHtml(title)}</h1>
<p>Page <code>${escapeHtml(path)}</code>, as readers see it on the UK site and on the Nigeria site, made ${today} from the content the site is built from. Please check the words, each warning sign’s urgency and what it tells a reader to do on each site, and the sources. A sign-off covers one site’s version exactly as shown here: if any word, sign or source changes, the page shows “clinical review pending” again until it is reviewed again.</p>
${statuses.map((status, index) => siteSection(status, statuses[1 - index]!)).join('\n')}`;
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), htmlPage(`Review pack: ${title}`, body));
    files.push(file);
    rows.push(
      `<tr><td><a href="${escapeHtml(file)}">${escapeHtml(title)}</a><br><code>${escapeHtml(path)}</code></td>${statuses.map((status) => `<td>${escapeHtml(statusLine(status))}</td>`).join('')}</tr>`,
    );
  }
  const signedCount = (country: Country) => signOffs.filter((signOff) => signOff.site === country).length;
  const index = `<h1>Clinical review packs</h1>
<p>Made ${today}: ${reviewedPagePaths.length} pages, each as readers see it on the UK and Nigeria sites. Sign-offs recorded: ${signedCount('uk')} for the UK site, ${signedCount('ng')} for the Nigeria site. How to review and sign off: docs/clinical-review.md in the repository.</p>
<table><thead><tr><th>Page</th><th>UK site</th><th>Nigeria site</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
  await writeFile(join(outDir, 'index.html'), htmlPage('Clinical review packs', index));
  return ['index.html', ...files];
}
