import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
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
