import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * End-to-end tests run Debian's Chromium (never a downloaded browser) against
 * the production build, served exactly as `pnpm start` serves it.
 */
const port = 4173;
const authPort = 54321;
// Each run starts with an empty auth database.
const authDataDir = mkdtempSync(join(tmpdir(), 'wh-auth-e2e-'));

/** Specs that measure or photograph the layout at many widths themselves. */
const layoutSpecs = /(layout|screenshots)\.spec\.ts$/;
/**
 * Tests that check what no device can change (tagged `@any-device`, each with the reason beside it):
 * the desktop project runs them, the phone project does not repeat them.
 */
const anyDevice = /@any-device/;
/**
 * The checks of every page of both sites, at a phone's and a laptop's width, and the layout test's
 * measurements of each page signed out at every width (they size the window).
 */
const everyPageSpec = /every-page\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test cost about a tenth of the run; on CI a failing test is run
    // again, traced. Locally there are no retries, so every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Most tests look at the network as the page sees it; offline.spec.ts turns the service worker on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: [layoutSpecs, everyPageSpec], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', testIgnore: [layoutSpecs, everyPageSpec], grepInvert: anyDevice, use: { ...devices['Pixel 7'], channel: undefined } },
    { name: 'every-page', testMatch: everyPageSpec, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The layout and screenshot tests set their own window widths: one project is enough. (The
    // signed-out layout measurements run in every-page, on the pages it has loaded already.)
    // No trace: their failures name page, width and element, and tracing hundreds of resizes is slow.
    // Reduced motion: the drawer is measured where it rests, not while it slides in.
    { name: 'layout', testMatch: layoutSpecs, use: { ...devices['Desktop Chrome'], channel: undefined, trace: 'off', reducedMotion: 'reduce' } },
  ],
  webServer: [
    {
      name: 'auth server',
      command: 'node ../auth-server/dist/index.js',
      url: `http://localhost:${authPort}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      // The embedded Postgres creates a fresh database on first start: slow on a busy 2-core machine.
      timeout: 180_000,
      // The per-address limits (sign-ups, sign-ins and every other /token call, code checks, emails
      // asked for) are the auth server's own tests' business (apps/auth-server/src/limits.test.ts):
      // every test here comes from 127.0.0.1, the delete-account function's password checks
      // included, and a whole run signs up, signs in and asks for mail far more than one reader
      // would. The per-recipient email interval and per-account throttling stay as configured.
      env: {
        AUTH_PORT: String(authPort),
        AUTH_DATA_DIR: authDataDir,
        AUTH_RATE_LIMIT_SIGNUP: '100000',
        AUTH_RATE_LIMIT_TOKEN: '100000',
        AUTH_RATE_LIMIT_VERIFY: '100000',
        AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
      },
    },
    {
      name: 'site',
      command: 'tsx server/index.ts',
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { PORT: String(port) },
    },
  ],
});
