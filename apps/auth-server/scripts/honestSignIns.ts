/*
 * How many sign-ins a second one honest reader gets with per-account throttling on: the server at
 * its real bcrypt cost (10), one account, the right password, one sign-in after another, for
 * HONEST_SECONDS (default 10); then the same while a guesser sends wrong passwords for that
 * account from other addresses. Prints both. `pnpm --filter @wh/auth-server exec tsx scripts/honestSignIns.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { loadConfig } from '../src/config';
import { startAuthServer } from '../src/startAuthServer';

const seconds = Number(process.env.HONEST_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'wh-honest-'));
const high = 1_000_000;
const settings = loadConfig({});
const server = await startAuthServer({
  ...settings,
  port: 0,
  dataDir,
  autoconfirm: true,
  log: false,
  functionsDir: false,
  rateLimits: { ...settings.rateLimits, token: high, signup: high, verify: high, burst: high },
});

function post(path: string, body: unknown, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port: server.port, path: `/auth/v1${path}`, method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const email = 'honest.reader@example.org';
const password = 'her own long passphrase';
await post('/signup', { email, password });

async function honestFor(ms: number): Promise<{ ok: number; locked: number }> {
  const until = Date.now() + ms;
  const counts = { ok: 0, locked: 0 };
  while (Date.now() < until) {
    const status = await post('/token?grant_type=password', { email, password });
    if (status === 200) counts.ok += 1;
    else if (status === 429) counts.locked += 1;
  }
  return counts;
}

const alone = await honestFor(seconds * 1000);
console.log(`alone: ${(alone.ok / seconds).toFixed(1)} sign-ins/s (${alone.ok} in ${seconds} s, ${alone.locked} refused)`);

let guessing = true;
let guesses = 0;
const guesser = (async () => {
  for (let i = 0; guessing; i++) {
    await post('/token?grant_type=password', { email, password: `guess ${i}` }, `127.0.0.${2 + (i % 200)}`);
    guesses += 1;
  }
})();
const attacked = await honestFor(seconds * 1000);
guessing = false;
await guesser;
console.log(
  `under a guessing attack (${guesses} guesses from 200 addresses): ${(attacked.ok / seconds).toFixed(1)} sign-ins/s (${attacked.ok} in ${seconds} s, ${attacked.locked} refused with 429)`,
);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
