import { defineConfig } from 'vitest/config';

// The calculators must give the same day everywhere, so the whole suite runs
// once per zone: UTC, the far west (UTC-8/-7), the far east (UTC+14, where
// local midnight is the previous UTC day) and Lagos (UTC+1, no DST).
const TIME_ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Africa/Lagos'];

export default defineConfig({
  test: {
    // The code under test keeps no global state, so test files may share a
    // worker; a fresh process per file made the four-zone run 4x slower.
    isolate: false,
    // Property tests run thousands of cases; a busy 2-core CI machine needs more than 5 s.
    testTimeout: 30_000,
    projects: TIME_ZONES.map((zone) => ({
      extends: true,
      test: {
        name: `TZ=${zone}`,
        include: ['src/**/*.test.ts'],
        env: { TZ: zone },
        // Checks before every test file that the zone really is in effect.
        setupFiles: ['./src/test/assertTimeZone.ts'],
      },
    })),
  },
});
