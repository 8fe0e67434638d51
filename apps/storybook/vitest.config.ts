import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's chromium, never a downloaded Playwright browser (TOOLCHAIN.md pitfall 2).
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Every story becomes a browser test: its play function runs, then axe checks the result. */
export default defineConfig({
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
});
