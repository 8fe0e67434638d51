/**
 * `pnpm perf`: builds, serves the production build as `pnpm start` does, and
 * runs Lighthouse (mobile, default simulated throttling, all four categories)
 * on every page of both country sites. Prints a table, writes
 * reports/perf/report.{md,json}, and exits non-zero when a budget is broken.
 *
 * Headless Chromium sometimes paints late in one run, so a page that misses a
 * timing budget (performance, LCP, TBT, or CLS, since a page that arrives in
 * pieces may shift in one run) is measured again (PERF_RERUNS times, default 4)
 * and judged on the median; every run's values are printed. A run in which Lighthouse itself measured nothing (no LCP or
 * TBT value) is run again rather than counted. PERF_RERUNS=0 gives a quick
 * single-run table; PERF_PAGES=/,/faq measures only those pages.
 *
 * Bytes are measured as a reader pays them (scripts/wireBytes.ts): each page opened in a fresh
 * browser profile, every byte the server sent counted on the socket, the service worker's own
 * downloads included, until the page has gone quiet. Beside them, in the same run, the NHS-style
 * page (scripts/nhsStylePage.ts: one of our guides' words in the NHS.UK design system's frame)
 * measured the same way: a reading page must cost at most 0.6 times what it costs.
 *
 * It also times the calculators, with the CPU slowed 4x: a press of Calculate
 * on a page that has just loaded (its code still starting) must be answered
 * within 200 ms, and on a page whose islands are live within one frame (16.7 ms).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { pageStartDataId, type PageStart } from '../src/pageScripts';
import { htmlFileFor, type PageMode } from '../src/sitePolicy';
import { nhsStyleSource, serveNhsStylePage } from './nhsStylePage';
import { firstVisitBytes, launchForBytes, type WireBytes } from './wireBytes';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(appDir, '..', '..');
const reportDir = join(appDir, 'reports', 'perf');
const origins = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173' } as const;

/** The budgets of issues 9, 18 and 30, on every page. */
const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  cssKb: 20,
  /** A first visit to a reading page, everything on the wire (the service worker's downloads too). */
  readingPageKb: 35,
  /** ...and at most this share of what the NHS-style page costs, measured the same way in the same run. */
  readingPageOfNhsStyle: 0.6,
  homePageKb: 30,
  /** JavaScript on the wire on a first visit: a reading page runs a few lines; a tool page runs its tool. */
  readingPageJsKb: 15,
  toolPageJsKb: 80,
  /** A press of Calculate on a page whose islands are live: within one frame. */
  calculatorMs: 1000 / 60,
  /** A press of Calculate the moment the page has loaded, its code still starting. */
  justLoadedPressMs: 200,
};
const reruns = Number(process.env.PERF_RERUNS ?? 4);
const onlyPages = process.env.PERF_PAGES?.split(',').map((path) => path.trim());

interface Measurement {
  country: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points in the accessibility, best-practices or SEO category. */
  lostAudits: string[];
  bytes: { html: number; css: number; js: number; image: number; font: number; other: number; total: number };
  /** How the page runs: read, or used (its route's `staticData.mode`). */
  mode: PageMode;
  /** A first visit's bytes on the wire, as the reader pays them. */
  wire: { total: number; js: number; serviceWorker: number };
}


/** How a built page runs, as its route says (`staticData.mode`), read from the page's start data. */
async function pageModeOf(country: keyof typeof origins, path: string): Promise<PageMode> {
  const html = await readFile(join(appDir, 'dist', 'sites', country, htmlFileFor(path)), 'utf8');
  const json = new RegExp(`<script type="application/json" id="${pageStartDataId}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error(`${country} ${path} has no start data.`);
  return (JSON.parse(json) as PageStart).mode;
}

async function pagePaths(): Promise<string[]> {
  const dir = join(appDir, 'dist', 'sites', 'uk');
  const paths: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') await walk(full);
      else if (entry.name.endsWith('.html')) {
        const path = `/${relative(dir, full).slice(0, -'.html'.length)}`;
        // Lighthouse will not audit a page served with status 404, so the not-found page is left out.
        if (path !== '/404') paths.push(path === '/index' ? '/' : path);
      }
    }
  };
  await walk(dir);
  return paths.filter((path) => !onlyPages || onlyPages.includes(path)).sort();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

class UnmeasuredRun extends Error {}

/** Measures a page, running Lighthouse again (up to three times in all) when a run measures nothing. */
async function measureOnce(port: number, country: keyof typeof origins, path: string): Promise<LighthouseMeasurement> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, country, path);
    } catch (error) {
      if (!(error instanceof UnmeasuredRun) || attempt === 3) throw error;
      console.log(`     Lighthouse measured nothing (${error.message}); running it again`);
    }
  }
}

type LighthouseMeasurement = Omit<Measurement, 'mode' | 'wire'>;

async function measure(port: number, country: keyof typeof origins, path: string): Promise<LighthouseMeasurement> {
  const result = await lighthouse(`${origins[country]}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // A run Lighthouse itself could not complete (a lost trace, say) measured nothing about the page.
  const unmeasured = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter((id) =>
    Number.isNaN(numeric(id)),
  );
  if (lhr.runtimeError || unmeasured.length > 0) {
    throw new UnmeasuredRun(`${country} ${path}: ${lhr.runtimeError?.message ?? `no value for ${unmeasured.join(', ')}`}`);
  }

  // A noindex page (sign-in, self-test, 404) is meant to be uncrawlable: judge its SEO without that audit.
  let seo = score('seo');
  if (lhr.audits['is-crawlable']?.score === 0) {
    const refs = lhr.categories.seo!.auditRefs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
    const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
    seo = Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / total) * 100);
  }

  const bytes = { html: 0, css: 0, js: 0, image: 0, font: 0, other: 0, total: 0 };
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
    ?.items ?? [];
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    const kind =
      request.resourceType === 'Document' ? 'html'
      : request.resourceType === 'Stylesheet' ? 'css'
      : request.resourceType === 'Script' ? 'js'
      : request.resourceType === 'Image' ? 'image'
      : request.resourceType === 'Font' ? 'font'
      : 'other';
    bytes[kind] += size;
    bytes.total += size;
  }
  const lostAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category]!.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .filter((ref) => !(category === 'seo' && ref.id === 'is-crawlable' && seo === 100))
      .map((ref) => ref.id),
  );
  return {
    country,
    path,
    lostAudits,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    bytes,
  };
}

function timingFailures(m: LighthouseMeasurement): string[] {
  const failures: string[] = [];
  if (m.performance < budget.performance) failures.push(`performance ${m.performance} < ${budget.performance}`);
  if (m.lcpMs >= budget.lcpMs) failures.push(`LCP ${m.lcpMs} ms >= ${budget.lcpMs} ms`);
  if (m.tbtMs >= budget.tbtMs) failures.push(`TBT ${m.tbtMs} ms >= ${budget.tbtMs} ms`);
  // A shift too can be timing: the page arrives in pieces under the simulated slow network.
  if (m.cls > budget.cls) failures.push(`CLS ${m.cls}`);
  return failures;
}

/** The byte budgets of a first visit, on the wire. `nhsStyleBytes` is the NHS-style page's total. */
function wireFailures(m: Measurement, nhsStyleBytes: number): string[] {
  const kb = (n: number) => n / 1024;
  const out: string[] = [];
  const total = kb(m.wire.total);
  const js = kb(m.wire.js);
  if (m.mode === 'reading') {
    if (total > budget.readingPageKb) out.push(`${total.toFixed(1)} KB in all > ${budget.readingPageKb} KB`);
    if (m.wire.total > budget.readingPageOfNhsStyle * nhsStyleBytes) {
      out.push(`${(m.wire.total / nhsStyleBytes).toFixed(2)} x the NHS-style page > ${budget.readingPageOfNhsStyle}`);
    }
    if (js > budget.readingPageJsKb) out.push(`JS ${js.toFixed(1)} KB > ${budget.readingPageJsKb} KB`);
  } else if (js > budget.toolPageJsKb) {
    out.push(`JS ${js.toFixed(1)} KB > ${budget.toolPageJsKb} KB`);
  }
  if (m.path === '/' && total > budget.homePageKb) out.push(`home ${total.toFixed(1)} KB > ${budget.homePageKb} KB`);
  return out;
}

function failures(m: Measurement, nhsStyleBytes: number): string[] {
  const kb = (n: number) => n / 1024;
  const out = timingFailures(m);
  if (m.accessibility < budget.accessibility) out.push(`accessibility ${m.accessibility}`);
  if (m.bestPractices < budget.bestPractices) out.push(`best practices ${m.bestPractices}`);
  if (m.seo < budget.seo) out.push(`SEO ${m.seo}`);
  if (m.lostAudits.length > 0) out.push(`(${m.lostAudits.join(', ')})`);
  if (kb(m.bytes.css) >= budget.cssKb) out.push(`CSS ${kb(m.bytes.css).toFixed(1)} KB`);
  out.push(...wireFailures(m, nhsStyleBytes));
  return out;
}

interface CalculatorTiming {
  country: string;
  calculator: string;
  /** Median over five presses: from the press to the answer in the page, CPU slowed 4x. */
  medianMs: number;
  worstMs: number;
  /** The budget these presses are judged by. */
  budgetMs: number;
}

/**
 * Presses a calculator button (in the page) and resolves with the milliseconds until its answer
 * is in the page; no answer within 2 s counts as infinitely slow rather than hanging the run.
 */
function pressAndTime(button: Locator): Promise<number> {
  return button.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const region = element.closest('section') ?? document.body;
        let pressed = 0;
        // (No named functions in here: the page runs this as it is, without tsx's helpers.)
        const observer = new MutationObserver(() => {
          if (!/Estimated (ovulation|due date)/.test(region.textContent ?? '')) return;
          observer.disconnect();
          resolve(performance.now() - pressed);
        });
        observer.observe(region, { subtree: true, childList: true, characterData: true });
        pressed = performance.now();
        (element as HTMLButtonElement).click();
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 2000);
      }),
  );
}

const round = (ms: number) => (Number.isFinite(ms) ? Number(ms.toFixed(1)) : ms);
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: round(sorted[2]!), worstMs: round(sorted[4]!) };
};

/**
 * The first press: five times, a fresh visit to the tools page with the CPU slowed 4x from the
 * start; the moment the page has loaded (its code is only then requested), a date is typed and
 * Calculate due date pressed. The answer waits for the calculators' code and hydration.
 */
async function timeFirstPress(country: keyof typeof origins): Promise<CalculatorTiming> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const times: number[] = [];
    for (let visit = 0; visit < 5; visit++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origins[country]}/tools`, { waitUntil: 'load' });
      await page.getByLabel('First day of your last period').fill('2025-03-01');
      times.push(await pressAndTime(page.getByRole('button', { name: 'Calculate due date' })));
      await context.close();
    }
    return { country, calculator: 'due date, just loaded', ...summary(times), budgetMs: budget.justLoadedPressMs };
  } finally {
    await browser.close();
  }
}

/** Presses each calculator's button five times in a CPU-throttled Chromium and times the answer. */
async function timeCalculators(country: keyof typeof origins): Promise<CalculatorTiming[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.clock.setFixedTime(new Date('2025-04-03T10:00:00'));
    await page.goto(`${origins[country]}/tools`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timings: CalculatorTiming[] = [];
    for (const [calculator, button] of [
      ['ovulation', 'Calculate ovulation'],
      ['due date', 'Calculate due date'],
    ] as const) {
      const times: number[] = [];
      for (let press = 0; press < 5; press++) {
        // A different date each time, so every press changes the answer.
        await page.getByLabel('First day of your last period').fill(`2025-03-0${press + 1}`);
        // A reader's press comes a moment after typing; the timing is of the press alone.
        await page.waitForTimeout(100);
        times.push(await pressAndTime(page.getByRole('button', { name: button })));
      }
      timings.push({ country, calculator, ...summary(times), budgetMs: budget.calculatorMs });
    }
    return [await timeFirstPress(country), ...timings];
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  // start.mjs builds first when anything is missing or stale, exactly as `pnpm start` does.
  const server = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopServer);
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origins.uk}/`).then((r) => r.ok, () => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error('`pnpm start` stopped: is something else using port 4173 or 54321?');
    if (tries > 600) throw new Error('The site did not start within 5 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  const bytesBrowser = await launchForBytes();
  const wireOf = (bytes: WireBytes) => ({ total: bytes.total, js: bytes.js, serviceWorker: bytes.serviceWorker });

  // The reference, measured first and the same way: what the NHS-style page costs a first visit.
  const nhsStyleGuide = await readFile(join(appDir, 'dist', 'sites', nhsStyleSource.site, htmlFileFor(nhsStyleSource.path)), 'utf8');
  const nhsStyle = await serveNhsStylePage(nhsStyleGuide);
  const nhsStyleBytes = wireOf(await firstVisitBytes(bytesBrowser, nhsStyle.url));
  nhsStyle.server.close();
  console.log(`NHS-style page (${nhsStyleSource.path}'s words): ${(nhsStyleBytes.total / 1024).toFixed(1)} KB, JS ${(nhsStyleBytes.js / 1024).toFixed(1)} KB; a reading page may cost ${((budget.readingPageOfNhsStyle * nhsStyleBytes.total) / 1024).toFixed(1)} KB`);

  const results: Measurement[] = [];
  const calculators: CalculatorTiming[] = [];
  try {
    for (const country of ['uk', 'ng'] as const) {
      for (const path of await pagePaths()) {
        let lighthouseRun = await measureOnce(chrome.port, country, path);
        if (timingFailures(lighthouseRun).length > 0) {
          let m = lighthouseRun;
          const runs = [m];
          for (let i = 0; i < reruns; i++) runs.push(await measureOnce(chrome.port, country, path));
          const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
          m = {
            ...byPerformance[Math.floor(runs.length / 2)]!,
            lcpMs: median(runs.map((r) => r.lcpMs)),
            tbtMs: median(runs.map((r) => r.tbtMs)),
            cls: median(runs.map((r) => r.cls)),
          };
          // Every run's values, so a miss the median hides is still on record.
          console.log(`     ${country} ${path} measured ${runs.length} times: LCP ${runs.map((r) => r.lcpMs).join(', ')} ms; TBT ${runs.map((r) => r.tbtMs).join(', ')} ms; CLS ${runs.map((r) => r.cls).join(', ')}`);
          lighthouseRun = m;
        }
        const m: Measurement = {
          ...lighthouseRun,
          mode: await pageModeOf(country, path),
          wire: wireOf(await firstVisitBytes(bytesBrowser, `${origins[country]}${path}`)),
        };
        results.push(m);
        const problems = failures(m, nhsStyleBytes.total);
        console.log(`${problems.length ? 'FAIL' : 'ok  '} ${country} ${path} perf ${m.performance} LCP ${m.lcpMs} ms TBT ${m.tbtMs} ms; first visit ${(m.wire.total / 1024).toFixed(1)} KB, JS ${(m.wire.js / 1024).toFixed(1)} KB ${problems.join(', ')}`);
      }
    }
    if (!onlyPages || onlyPages.includes('/tools')) {
      for (const country of ['uk', 'ng'] as const) calculators.push(...(await timeCalculators(country)));
    }
  } finally {
    await chrome.kill();
    await bytesBrowser.close();
    stopServer();
  }

  const kb = (n: number) => (n / 1024).toFixed(1);
  const verdict = (m: Measurement) => (failures(m, nhsStyleBytes.total).length ? `**${failures(m, nhsStyleBytes.total).join(', ')}**` : 'ok');
  const rows = results.map((m) =>
    `| ${m.country} | ${m.path} | ${m.mode} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${kb(m.wire.total)} | ${kb(m.wire.js)} | ${kb(m.wire.serviceWorker)} | ${(m.wire.total / nhsStyleBytes.total).toFixed(2)} | ${verdict(m)} |`,
  );
  const table = [
    `First visit, empty cache, bytes on the wire (service worker included). The NHS-style page: ${kb(nhsStyleBytes.total)} KB, JS ${kb(nhsStyleBytes.js)} KB.`,
    '',
    '| Site | Page | Kind | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | First visit KB | JS KB | Worker KB | x NHS-style | Budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const kindOf = (m: Measurement) => (m.path === '/' ? 'home' : m.mode === 'tool' ? 'tool pages' : 'reading pages');
  const range = (values: number[]) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? kb(low) : `${kb(low)}–${kb(high)}`;
  };
  const kindRows = (['uk', 'ng'] as const).flatMap((country) =>
    ['home', 'reading pages', 'tool pages'].flatMap((kind) => {
      const pages = results.filter((m) => m.country === country && kindOf(m) === kind);
      if (pages.length === 0) return [];
      return [`| ${country} | ${kind} (${pages.length}) | ${range(pages.map((m) => m.wire.total))} | ${range(pages.map((m) => m.wire.js))} | ${range(pages.map((m) => m.wire.serviceWorker))} | ${Math.max(...pages.map((m) => m.lcpMs))} | ${Math.max(...pages.map((m) => m.tbtMs))} |`];
    }),
  );
  const kindTable = [
    '| Site | Page kind | First visit KB | JS KB | Worker KB | Worst LCP ms | Worst TBT ms |',
    '|---|---|---|---|---|---|---|',
    `| — | NHS-style page | ${kb(nhsStyleBytes.total)} | ${kb(nhsStyleBytes.js)} | ${kb(nhsStyleBytes.serviceWorker)} | | |`,
    ...kindRows,
  ].join('\n');
  const slowCalculators = calculators.filter((timing) => timing.medianMs >= timing.budgetMs);
  const calculatorTable = [
    '| Site | Calculator | Press to answer, median ms (CPU 4x slower) | Worst of 5 ms | Budget |',
    '|---|---|---|---|---|',
    ...calculators.map(
      (t) => `| ${t.country} | ${t.calculator} | ${t.medianMs} | ${t.worstMs} | ${t.medianMs < t.budgetMs ? `ok (< ${round(t.budgetMs)})` : `**over ${round(t.budgetMs)} ms**`} |`,
    ),
  ].join('\n');
  const report = `${kindTable}\n\n${table}\n${calculators.length ? `\n${calculatorTable}\n` : ''}`;
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, 'report.md'), report);
  await writeFile(join(reportDir, 'report.json'), `${JSON.stringify({ budget, nhsStyle: nhsStyleBytes, results, calculators }, null, 2)}\n`);
  console.log(`\n${report}\nReport: ${relative(repoRoot, reportDir)}/report.{md,json}`);

  const broken = results.filter((m) => failures(m, nhsStyleBytes.total).length > 0);
  if (broken.length > 0 || slowCalculators.length > 0) {
    console.error(`\n${broken.length} of ${results.length} pages break a budget; ${slowCalculators.length} calculator timings are over budget.`);
    process.exit(1);
  }
  console.log(`\nAll ${results.length} pages are within budget, and the calculators answer within theirs.`);
}

await main();
