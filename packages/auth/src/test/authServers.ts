import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/*
 * The provider is tested against the real local auth server, started from its build
 * (`pnpm --filter @wh/auth-server build`), never from its source: packages do not import apps.
 */
const serverEntry = fileURLToPath(new URL('../../../../apps/auth-server/dist/index.js', import.meta.url));
const started: Array<{ child: ChildProcess; dataDir: string }> = [];

function startServer(extraEnv: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-auth-pkg-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      AUTH_PORT: '0',
      AUTH_DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_TOKEN: '100000',
      AUTH_RATE_LIMIT_SIGNUP: '100000',
      AUTH_RATE_LIMIT_VERIFY: '100000',
      AUTH_RATE_LIMIT_BURST: '100000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
      AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
      // GoTrue's strictest setting: any spent refresh token presented again ends the session, so a
      // client that resent one (refreshFaults.test.tsx) is caught.
      AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0',
      // bcrypt's lowest cost (production keeps 10): the tests sign up and in hundreds of times,
      // and at cost 10 a busy machine queued sign-ins past the tests' time limits.
      AUTH_BCRYPT_COST: '4',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dataDir });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`auth server did not start in time:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)\/auth\/v1/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`auth server exited with code ${code}:\n${output}`));
    });
  });
}

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(serverEntry)) {
    throw new Error('Build the auth server first: pnpm --filter @wh/auth-server build');
  }
  const [confirming, autoconfirming] = await Promise.all([startServer({}), startServer({ AUTH_AUTOCONFIRM: 'true' })]);
  project.provide('authServerUrl', confirming);
  project.provide('autoconfirmAuthServerUrl', autoconfirming);
}

export async function teardown(): Promise<void> {
  await Promise.all(
    started.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    authServerUrl: string;
    autoconfirmAuthServerUrl: string;
  }
}
