import { defineConfig } from 'tsup';
import { sortedEntries } from '../../scripts/sortedEntries.mjs';

export default defineConfig((options) => ({
  // The provider and each form are entries of their own, so an app that wraps
  // every page in <AuthProvider> does not ship the sign-in forms (and the
  // widgets they use) to pages without them; index.js re-exports them.
  entry: sortedEntries((file) => !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('src/test/')),
  splitting: true,
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', client: 'src/client.ts' } },
  // `pnpm dev` runs this in watch mode while other packages build against dist:
  // rewrite the files in place there instead of emptying the folder first.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
}));
