/**
 * The files under a package's `src` that its tsup build takes as entries, in a fixed order.
 *
 * tsup expands glob entries with a crawler that returns files in whatever order the file system
 * answers, and esbuild's split chunks follow the order of the entries: two builds of one commit
 * then wrote the same code under different chunk names (and imports in a different order). A
 * sorted list makes the output the same every time (scripts/reproducible-build.mjs checks it).
 *
 * Paths are relative to the package (tsup runs there) and use forward slashes.
 */
import { readdirSync } from 'node:fs';

export function sortedEntries(keep) {
  return readdirSync('src', { recursive: true })
    .map((file) => `src/${String(file).split('\\').join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && keep(file))
    .sort();
}
