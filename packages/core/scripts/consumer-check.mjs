// Installs @wh/core the way another team would and uses it: `pnpm pack` the
// package, `npm install` the tarball into a fresh project outside the
// workspace (so nothing resolves through our node_modules), import it from
// plain Node ESM, and type-check a TypeScript file against the published types.
//
// Usage: node scripts/consumer-check.mjs   (KEEP_CONSUMER=1 keeps the temp dir)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runConsumerCheck, step, typeCheckConsumer } from '../../../scripts/consumer-check-kit.mjs';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));


if (!existsSync(join(packageDir, 'dist', 'index.js')) || !existsSync(join(packageDir, 'dist', 'index.d.ts'))) {
  step('no dist yet, building');
  run('pnpm', ['run', 'build'], packageDir);
}

const work = mkdtempSync(join(tmpdir(), 'wh-core-consumer-'));
runConsumerCheck(work, () => {
  run('pnpm', ['pack', '--pack-destination', work], packageDir);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  step(`packed ${tarball}`);

  const project = join(work, 'consumer');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'wh-core-consumer', private: true, type: 'module' }, null, 2),
  );
  // The package has no dependencies, so this needs no network.
  run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', join(work, tarball)],
    project,
  );
  step('installed the tarball with npm');

  writeFileSync(
    join(project, 'consumer.mjs'),
    `import assert from 'node:assert/strict';
import {
  estimateDueDate, estimateOvulation, sanitizeText, isSafeHttpUrl, isValidEmail, runSecuritySelfTest,
  checkSecurityConfig, formatSecurityReport, createEventLog, installGlobalHandlers, detectCountry,
  countrySiteUrl, buildShareUrl, addDays, antenatalSchedule, trimesterAt, TRIMESTERS,
} from '@wh/core';
import { createRequire } from 'node:module';

const due = estimateDueDate('2025-01-01', { today: '2025-04-03' });
assert.equal(due.dueDate, '2025-10-08');
assert.deepEqual(due.gestationalAge, { weeks: 13, days: 1, totalDays: 92 });
assert.equal(estimateOvulation('2025-03-01').ovulation, '2025-03-15');
assert.throws(() => estimateDueDate('2025-02-29'), RangeError);
assert.equal(addDays('2024-02-28', 1), '2024-02-29');
const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', today: '2025-04-03' });
assert.deepEqual(schedule.items.find((item) => item.id === 'dating-scan').dates, { start: '2025-03-21', end: '2025-04-10' });
assert.equal(schedule.items.find((item) => item.id === 'dating-scan').status, 'current');
assert.equal(trimesterAt(28), 3);
assert.equal(TRIMESTERS[1].lastWeek, 27);
assert.equal(sanitizeText('<img onerror=x>'), 'img x');
assert.equal(isSafeHttpUrl('javascript:alert(1)'), false);
assert.equal(isValidEmail('user@example.com'), true);
const result = runSecuritySelfTest();
assert.equal(result.status, 'PASS');
const config = checkSecurityConfig({ protocol: 'https:', hostname: 'example.org', document: { querySelector: () => null } });
assert.match(formatSecurityReport(result, config), /^# Security Test Report/);
const log = createEventLog();
const target = new EventTarget();
const uninstall = installGlobalHandlers(target, log, { console: { error() {}, warn() {} } });
target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'offline' }));
uninstall();
assert.equal(log.getErrors()[0].message, 'Unhandled Promise Rejection: offline');
assert.equal(detectCountry('nigeria.example.org'), 'ng');
assert.equal(countrySiteUrl('uk', 'https://nigeria.example.org/faq', { uk: 'https://example.org', ng: 'https://nigeria.example.org' }), 'https://example.org/faq');
assert.match(buildShareUrl('facebook', { url: 'https://example.org/', title: 'Home' }), /^https:\\/\\/www\\.facebook\\.com\\//);
const manifest = createRequire(import.meta.url)('@wh/core/package.json');
assert.equal(manifest.sideEffects, false);
assert.deepEqual(manifest.dependencies ?? {}, {});
console.log('plain Node ESM import works');
`,
  );
  process.stdout.write(run('node', ['consumer.mjs'], project));
  step('imported it from Node ESM');

  writeFileSync(
    join(project, 'consumer.ts'),
    `import {
  estimateDueDate, estimateOvulation, createEventLog, buildShareUrl, checkSecurityConfig, installGlobalHandlers,
  antenatalSchedule, type AntenatalItemId, type AntenatalScheduleProgress,
  type Country, type DueDateEstimate, type DueDateProgress, type OvulationEstimate, type SharePlatform,
} from '@wh/core';

const plain: DueDateEstimate = estimateDueDate('2025-01-01');
const progress: DueDateProgress = estimateDueDate('2025-01-01', { cycleLength: 30, today: '2025-04-03' });
const trimester: 1 | 2 | 3 = progress.trimester;
const ovulation: OvulationEstimate = estimateOvulation('2025-03-01', 28);
const country: Country = 'ng';
const platform: SharePlatform = 'linkedin';
const log = createEventLog({ maxEvents: 10 });
const status: 'pass' | 'warn' | 'fail' = checkSecurityConfig({ protocol: 'https:', hostname: 'example.org' }).status;
const target = { addEventListener() {}, removeEventListener() {} };
const uninstall: () => void = installGlobalHandlers(target, log, { onReport: () => true });
uninstall();
const schedule: AntenatalScheduleProgress<'ng'> = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-04-03' });
const firstContact: AntenatalItemId<'ng'> = 'contact-1';
export const uses = [plain.dueDate, schedule.items[0]?.status, firstContact, trimester, ovulation.fertileWindow.start, country, platform, log.getEvents(1), status,
  buildShareUrl(platform, { url: 'https://example.org/', title: 'Home' })];

// The types must be strict enough to catch misuse.
// @ts-expect-error: dates are ISO strings, not Date objects
estimateDueDate(new Date());
// @ts-expect-error: without today there is no gestational age
export const missing = estimateDueDate('2025-01-01').gestationalAge;
// @ts-expect-error: a schedule needs a last period or a due date
antenatalSchedule({ country: 'uk' });
// @ts-expect-error: the NHS schedule has no WHO contacts
export const notUk: AntenatalItemId<'uk'> = 'contact-1';
// @ts-expect-error: only the four platforms exist
buildShareUrl('myspace', { url: 'https://example.org/', title: 'Home' });
`,
  );
  typeCheckConsumer({
    packageDir,
    project,
    file: 'consumer.ts',
    compilerOptions: {
      target: 'ES2022',
      // No DOM and no Node types: the published types must stand on their own.
      lib: ['ES2022'],
      types: [],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
    },
  });
  step('type-checked a TypeScript consumer (NodeNext, no DOM types)');
});
