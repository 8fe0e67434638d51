// Reports what @wh/core costs a consumer's bundle: each export on its own, and
// the whole package, minified and gzipped, bundled from the built dist the way
// an app's bundler would. Fails when importing only `estimateDueDate` costs
// more than the 1 KB budget. Run `pnpm --filter @wh/core build` first.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { name: 'estimateDueDate', bytes: 1024 };

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

const budgeted = rows.find((row) => row.name === BUDGET.name);
if (!budgeted) {
  console.error(`${BUDGET.name} is not exported any more; update the size budget.`);
  process.exit(1);
}
if (budgeted.gzip > BUDGET.bytes) {
  console.error(
    `Over budget: importing only ${BUDGET.name} costs ${budgeted.gzip} bytes gzipped; the budget is ${BUDGET.bytes}.`,
  );
  process.exit(1);
}
console.log(`\n${BUDGET.name} alone: ${budgeted.gzip} bytes gzipped, within the ${BUDGET.bytes}-byte budget.`);
