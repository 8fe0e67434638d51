#!/usr/bin/env node
/**
 * `pnpm test`: every check, with the end-to-end tests started as soon as the code they test is built.
 *
 * The Playwright run is most of the time of the whole (about 18 of 24 minutes on 2 cores), and it
 * can only start once every package and the site are built. In one `turbo run` of every task with
 * two at a time, turbo hands out its two slots first come, first served: the lint, type and unit
 * tasks of the first packages built are ready long before the site's build, so the build chain
 * waited behind them and the Playwright run started about 5 minutes in. Here:
 *
 *  1. `turbo run build`: the packages and the site, with both cores (about a minute);
 *  2. at once, side by side: the Playwright run (its own two browser workers), and every other
 *     check one at a time (`--concurrency=1`), so the machine is as busy as before: the end-to-end
 *     run beside one other task.
 *
 * Both runs of step 2 use `--only`: the builds are done, and restoring them from turbo's cache
 * would rewrite the site's files under the server the end-to-end tests are using. Every task runs
 * to the end (`--continue`) and the command fails if any task failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Every check `pnpm test` runs besides the end-to-end tests (turbo task names). */
const otherChecks = ['lint', 'typecheck', 'publish-check', 'check-workspace', 'test', 'test:stories', 'test:consumer', 'check:reproducible'];

const turbo = (args) => ['exec', 'turbo', 'run', ...args];

const build = spawnSync('pnpm', turbo(['build', '--concurrency=2']), { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  // Something does not build: run everything the usual way, so every check that can run still
  // reports, as one turbo run would.
  const all = spawnSync('pnpm', turbo([...otherChecks, 'test:e2e', '--continue', '--concurrency=2']), { cwd: root, stdio: 'inherit' });
  process.exit(all.status || build.status || 1);
}

/** Runs pnpm with `args`, output passed through; resolves with its exit code. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const codes = await Promise.all([
  run(turbo(['test:e2e', '--only', '--continue'])),
  run(turbo([...otherChecks, '--only', '--continue', '--concurrency=1'])),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
