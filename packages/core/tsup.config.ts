import { defineConfig } from 'tsup';
import { sortedEntries } from '../../scripts/sortedEntries.mjs';

export default defineConfig((options) => ({
  // Every module is an entry of its own, so an app's bundler can put each
  // calculator in the chunk of the page that uses it; index.js re-exports them.
  entry: sortedEntries((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('src/test/')),
  splitting: true,
  format: ['esm', 'cjs'],
  dts: { entry: 'src/index.ts' },
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
}));
