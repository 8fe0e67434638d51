import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's own Vite setup (route tree, React, vanilla-extract, the content images), so a test can
// render real pages through the real router, as the prerender does.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Playwright specs in e2e/ run under Playwright, not here.
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    },
  }),
);
