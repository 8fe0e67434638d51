#!/usr/bin/env node
// Measures what site search costs: the browser code of `@wh/content/search`
// (MiniSearch with our options), and the index `buildSearchIndex` makes for
// each country, raw, gzipped and brotli-compressed. Run with
// `pnpm --filter @wh/content search-size` (it builds first, then reads dist/).
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { searchDocumentsFor } from '../dist/index.js';
import { buildSearchIndex } from '../dist/searchIndex.js';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function codeSize(source) {
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
  return `${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzipped`;
}

console.log(`browser code, loadSearchIndex (MiniSearch and our options): ${await codeSize("export { loadSearchIndex } from './dist/search.js';")}`);
for (const country of ['uk', 'ng']) {
  const documents = await searchDocumentsFor(country);
  const json = await buildSearchIndex(country);
  const text = documents.reduce((sum, document) => sum + document.text.length, 0);
  console.log(
    `${country}: ${documents.length} pages (${kb(text)} of text); index ${kb(json.length)} raw, ` +
      `${kb(gzipSync(json, { level: 9 }).length)} gzipped, ${kb(brotliCompressSync(json).length)} brotli`,
  );
}
