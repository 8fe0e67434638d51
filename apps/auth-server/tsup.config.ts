import { defineConfig } from 'tsup';

export default defineConfig({
  // index.js is the command-line server; lib.js the programmatic API (startAuthServer) for tests.
  entry: ['src/index.ts', 'src/lib.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // PGlite loads its WASM and data files relative to its own package, so it must not be bundled.
  external: ['@electric-sql/pglite'],
});
