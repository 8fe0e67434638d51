import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { sortedEntries } from '../../scripts/sortedEntries.mjs';

export default defineConfig((options) => ({
  // Every widget is an entry of its own, so an app's bundler can put each one in
  // the chunk of the page that uses it (one bundled file would land whole in
  // every page's shared chunk). index.js re-exports them. A widget's plain-DOM script
  // (ShareBlock's startShareBlocks.ts) is an entry too, so it gets a chunk without React: a
  // server-rendered page that runs only the script must not download React for it.
  entry: sortedEntries(
    (file) =>
      file === 'src/index.ts' ||
      /^src\/components\/[^/]+\/start[A-Z]\w*\.ts$/.test(file) ||
      (/^src\/components\/[^/]+\/[^/]+\.tsx$/.test(file) && !file.endsWith('.stories.tsx') && !file.endsWith('.test.tsx')),
  ),
  splitting: true,
  format: ['esm', 'cjs'],
  dts: { entry: 'src/index.ts' },
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  target: 'es2022',
  treeshake: true,
  // Unminified vanilla-extract CSS embeds base64 source maps (2.4x larger).
  minify: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The stylesheet is compiled to dist/index.css, so consumers need no plugin.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
}));
