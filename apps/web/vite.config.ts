import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates the route tree and
    // splits every route component into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  build: {
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: 'src/entry-client.tsx',
    },
  },
  ssr: {
    // Bundle our own packages into the server build so prerendering runs the
    // exact code the browser will hydrate.
    noExternal: [/^@wh\//],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
