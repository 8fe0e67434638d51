import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs in e2e/ run under Playwright, not here.
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
