#!/usr/bin/env node
/**
 * `pnpm start`: builds what is missing or stale (turbo's cache makes this a
 * second when nothing changed), then serves the production build of both
 * country sites and the local auth server until Ctrl-C, restarting either
 * server if it exits unexpectedly.
 *
 *   PORT       the site's port (default 4173)
 *   AUTH_PORT  the auth server's port (default 54321)
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseUntilSignalled } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4173';
const authPort = process.env.AUTH_PORT ?? '54321';

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@wh/web...', '--filter=@wh/auth-server', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
    // The site is built against the default auth port; only a custom one changes the build.
    env:
      process.env.AUTH_PORT && !process.env.VITE_SUPABASE_URL
        ? { ...process.env, VITE_SUPABASE_URL: `http://localhost:${authPort}` }
        : process.env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// If a server exits unexpectedly it is started again; Ctrl-C stops both and exits.
superviseUntilSignalled([
  {
    name: 'auth server',
    command: process.execPath,
    args: [join(root, 'apps/auth-server/dist/index.js')],
    options: {
      env: { ...process.env, AUTH_PORT: authPort, AUTH_SITE_URL: process.env.AUTH_SITE_URL ?? `http://localhost:${port}` },
    },
  },
  {
    name: 'site server',
    command: 'pnpm',
    args: ['--filter', '@wh/web', 'run', '--silent', 'serve'],
    options: { cwd: root, env: { ...process.env, PORT: port } },
  },
]);

console.log(`\nWomen's health site\n  UK:           http://localhost:${port}\n  Nigeria:      http://nigeria.localhost:${port}\n  Auth server:  http://localhost:${authPort}/auth/v1\n  Mailbox:      http://localhost:${authPort}/mailbox\n\nPress Ctrl-C to stop.\n`);
