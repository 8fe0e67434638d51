import { defineConfig } from 'vite';

/**
 * Builds the service worker (sw/sw.ts) to dist/sw/sw.js. `self.__TOOLS_FILES`
 * is left in place: the prerender fills it in for each country site.
 */
export default defineConfig({
  build: {
    outDir: 'dist/sw',
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    rollupOptions: {
      input: 'sw/sw.ts',
      output: { entryFileNames: 'sw.js', format: 'iife', codeSplitting: false },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
