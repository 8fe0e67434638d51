/**
 * The files under a package's `src` that its tsup build takes as entries, in a fixed order, as an
 * object from output name (the path under `src` without its extension, so `index` and
 * `components/Button/Button`) to source file.
 *
 * esbuild numbers a split build's chunks by the order of its entry points, and orders a chunk's
 * imports of other chunks by those numbers: another entry order moves import lines and with them
 * the chunks' hashed names. The order must therefore be the same in every build, and an array
 * cannot give that: tsup passes an array of entries through tinyglobby even when every item is a
 * plain path, and tinyglobby returns the files in the order its asynchronous crawl of the folders
 * finishes, which changes from run to run when the entries sit in several folders (one folder per
 * @wh/ui widget). tsup hands an object to esbuild as it is, in key order, so sorting here holds.
 * scripts/reproducible-build.mjs checks the result.
 *
 * Paths are relative to the package (tsup runs there) and use forward slashes.
 */
import { readdirSync } from 'node:fs';

export function sortedEntries(keep) {
  const files = readdirSync('src', { recursive: true })
    .map((file) => `src/${String(file).split('\\').join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && keep(file))
    .sort();
  return Object.fromEntries(files.map((file) => [file.slice('src/'.length).replace(/\.tsx?$/, ''), file]));
}
