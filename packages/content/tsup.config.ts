import { defineConfig } from 'tsup';

export default defineConfig({
  // The articles are a second entry and load one chunk each (see loadArticle.ts).
  entry: { index: 'src/index.ts', 'articles/index': 'src/articles/index.ts' },
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
