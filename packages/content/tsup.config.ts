import { defineConfig } from 'tsup';
import { sortedEntries } from '../../scripts/sortedEntries.mjs';

export default defineConfig((options) => ({
  // Every module is an entry of its own, so an app's bundler ships each page only
  // the content it shows; index.js re-exports them. The articles load one chunk
  // each (see articles/registry.ts).
  // Test helpers (src/test/) are not part of the package.
  entry: sortedEntries((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('src/test/')),
  splitting: true,
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', search: 'src/search.ts', searchIndex: 'src/searchIndex.ts', review: 'src/review.ts' } },
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
}));
