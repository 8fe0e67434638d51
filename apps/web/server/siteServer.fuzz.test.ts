import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzRawHttp } from '../../../scripts/raw-http-fuzz.mjs';
import { makeSites } from './testSites';

// The server runs as `pnpm start` runs it, in its own process, so a request that
// crashed it would really stop it (inside the test runner an uncaught error would not).
const sitesDir = makeSites();
const child = spawn(process.execPath, ['--import', 'tsx', join(dirname(fileURLToPath(import.meta.url)), 'index.ts')], {
  cwd: dirname(dirname(fileURLToPath(import.meta.url))),
  env: { ...process.env, PORT: '0', SITES_DIR: sitesDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let port = 0;
beforeAll(async () => {
  port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /UK site: +http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`The site server exited with code ${code} before listening:\n${output}`)));
  });
}, 30_000);
afterAll(() => {
  child.kill('SIGTERM');
  rmSync(dirname(sitesDir), { recursive: true, force: true });
});

it('keeps answering a normal request after each of 10,000 hostile raw requests', async () => {
  const summary = await fuzzRawHttp({
    port,
    cases: 10_000,
    seed: 15,
    paths: ['/', '/about', '/_headers', '/.env', '/about.html', '/tools/x', '/assets/app-abc123.js', '/missing'],
    hosts: ['localhost', 'nigeria.localhost', 'localhost:4173'],
    concurrency: 8,
    maxMs: 90_000,
  });
  console.log(`site server fuzz: ${summary.cases} cases in ${summary.ms} ms`, summary.statuses);
  expect(summary.failures).toEqual([]);
  expect(summary.cases).toBe(10_000);
  expect(child.exitCode).toBeNull();
  // A 5xx would be an error the server did not expect: the fuzz must find none.
  expect(Object.keys(summary.statuses).filter((status) => status.startsWith('5'))).toEqual([]);
}, 120_000);
