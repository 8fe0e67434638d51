import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's chromium, never a downloaded Playwright browser.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  test: {
    projects: [
      /** Every story becomes a browser test: its play function runs, then axe checks the result. */
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // `as never`: pnpm linked @vitest/browser-playwright to a second copy of vitest (a peer
            // variant), so TypeScript sees two unrelated provider types for the same runtime code.
            provider: playwright({
              launchOptions: {
                executablePath,
                args: [
                  '--headless=new',
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }) as never,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      /**
       * The built Storybook (`storybook-static`, made by `pnpm build-storybook` first) served by
       * real static servers and read in Chromium: every component has a docs page, and the pages render.
       */
      {
        test: {
          name: 'static-build',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
