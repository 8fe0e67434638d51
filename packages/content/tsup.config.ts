import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // The articles are a second entry and load one chunk each (see loadArticle.ts).
  entry: { index: 'src/index.ts', 'articles/index': 'src/articles/index.ts' },
  splitting: true,
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
}));
