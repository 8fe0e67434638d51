import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { sortedEntries } from '../../scripts/sortedEntries.mjs';

export default defineConfig((options) => ({
  // Every widget is an entry of its own, so an app's bundler can put each one in
  // the chunk of the page that uses it (one bundled file would land whole in
  // every page's shared chunk). index.js re-exports them. So is each plain module
  // beside a widget (updateProgress, startShareBlocks), so a page's plain script that imports one
  // does not bring the widget, and React with it.
  entry: sortedEntries(
    (file) =>
      file === 'src/index.ts' ||
      (/^src\/components\/[^/]+\/[^/]+\.tsx?$/.test(file) && !/\.(css|stories|test)\.tsx?$/.test(file)),
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
