// Reports what @wh/core costs a consumer's bundle: each export on its own, and
// the whole package, minified and gzipped, bundled from the built dist the way
// an app's bundler would. Fails when importing only one of the calculators the
// tools page runs costs more than its budget. Run `pnpm --filter @wh/core build` first.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// estimateDueDate was 1,004 bytes on a 1,024 budget until it shared the trimester
// boundaries, the NHS scan windows and the plausibility checks with
// antenatalSchedule (about 130 bytes); antenatalSchedule includes estimateDueDate.
const BUDGETS = [
  { name: 'estimateDueDate', bytes: 1200 },
  { name: 'antenatalSchedule', bytes: 2200 },
];

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(packageDir, 'dist', 'index.js');
if (!existsSync(entry)) {
  console.error('No dist/index.js: run `pnpm --filter @wh/core build` first.');
  process.exit(1);
}

/** Bundles `source` (which imports from dist) and returns its minified and gzipped sizes. */
async function measure(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const core = await import(entry);
const names = Object.keys(core).sort();
const rows = [];
for (const name of names) rows.push({ name, ...(await measure(`export { ${name} } from './dist/index.js';`)) });
const whole = await measure(`export * from './dist/index.js';`);

const format = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);
const width = Math.max(...names.map((n) => n.length), 'whole package'.length);
console.log(`${'import'.padEnd(width)}  ${'minified'.padStart(9)}  ${'gzip'.padStart(9)}`);
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${format(row.minified)}  ${format(row.gzip)}`);
console.log(`${'whole package'.padEnd(width)}  ${format(whole.minified)}  ${format(whole.gzip)}`);
console.log('');

let over = false;
for (const budget of BUDGETS) {
  const budgeted = rows.find((row) => row.name === budget.name);
  if (!budgeted) {
    console.error(`${budget.name} is not exported any more; update the size budget.`);
    over = true;
  } else if (budgeted.gzip > budget.bytes) {
    console.error(
      `Over budget: importing only ${budget.name} costs ${budgeted.gzip} bytes gzipped; the budget is ${budget.bytes}.`,
    );
    over = true;
  } else {
    console.log(`${budget.name} alone: ${budgeted.gzip} bytes gzipped, within the ${budget.bytes}-byte budget.`);
  }
}
if (over) process.exit(1);
