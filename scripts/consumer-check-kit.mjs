/**
 * What the packages' consumer checks share: timed steps, running tools without
 * pnpm's npm_config_* settings, type-checking a consumer project against the
 * packed types, and reporting and cleaning up the temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const started = Date.now();

/** Logs one finished step with the time since the check began. */
export const step = (text) => console.log(`consumer check: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

// pnpm passes its settings to scripts as npm_config_* variables; child tools must not inherit them.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

/** Runs a command and returns its output; throws with stdout and stderr attached on failure. */
export const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, env: cleanEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Writes a tsconfig for `file` in `project` and type-checks it with the workspace's TypeScript. */
export function typeCheckConsumer({ packageDir, project, file, compilerOptions }) {
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [file] }, null, 2));
  const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
  } catch (error) {
    throw new Error(`TypeScript rejected the consumer file:\n${error.stdout}${error.stderr}`);
  }
}

/** Runs the check in `work`, reports the outcome, and removes `work` unless KEEP_CONSUMER is set. */
export function runConsumerCheck(work, check) {
  try {
    check();
    console.log('consumer check: passed');
  } catch (error) {
    console.error(`consumer check: FAILED\n${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`);
    process.exitCode = 1;
  } finally {
    if (process.env.KEEP_CONSUMER) console.log(`consumer check: kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}
