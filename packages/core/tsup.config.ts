import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
}));
