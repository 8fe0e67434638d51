// Size report: the gzip cost of each widget and of the whole stylesheet.
// Run with `pnpm --filter @wh/ui size` after `build`. It reports; it does not fail.
//
// For each widget folder it bundles that widget alone (minified, tree-shaken, React external):
//   own JS   - this package's code only (Ariakit, vanilla-extract runtime, @wh/core external)
//   with deps - plus the parts of Ariakit and other libraries it pulls in
//   CSS      - the styles of the widget and the widgets it uses
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const components = join(root, 'src', 'components');
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const react = ['react', 'react-dom', 'react/jsx-runtime'];
const deps = [...react, '@ariakit/react', '@vanilla-extract/*', '@wh/core'];

async function bundle(entry, external) {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: join(root, '.size-out'),
    external,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('');
  const css = result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text).join('');
  return { js, css };
}

const widgets = readdirSync(components, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private')
  .map((entry) => entry.name)
  .sort();

const rows = [];
for (const name of widgets) {
  const entry = `./src/components/${name}/${name}.tsx`;
  const own = await bundle(entry, deps);
  const full = await bundle(entry, react);
  rows.push([name, kb(gz(own.js)), kb(gz(full.js)), kb(gz(own.css))]);
}

const theme = await bundle('./src/theme/global.css.ts', deps);
rows.push(['(theme + reset)', '-', '-', kb(gz(theme.css))]);

const widths = [18, 10, 12, 10];
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.log(line(['widget', 'own JS', 'with deps', 'CSS']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

const distCss = join(root, 'dist', 'index.css');
const distJs = join(root, 'dist', 'index.js');
if (existsSync(distCss) && existsSync(distJs)) {
  console.log('');
  console.log(`dist/index.css (the whole stylesheet, @wh/ui/styles.css): ${kb(gz(readFileSync(distCss, 'utf8')))} gzip`);
  console.log(`dist/index.js  (every widget, dependencies external):     ${kb(gz(readFileSync(distJs, 'utf8')))} gzip`);
} else {
  console.log('\nRun `pnpm --filter @wh/ui build` first to include the built files.');
}
