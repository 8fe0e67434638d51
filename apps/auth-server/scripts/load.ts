/*
 * Issue 10, load: the auth server at its measured capacity for a minute with zero errors.
 *
 *   pnpm --filter @wh/auth-server build && pnpm --filter @wh/auth-server bench:load
 *   (or `pnpm bench:load` at the root, which builds and runs the site's load test first)
 *
 * 1. Measure: each endpoint alone, then the mix, with LOAD_CLIENTS (default 16) clients sending
 *    back to back for LOAD_MEASURE_SECONDS (default 10) after a 2 s warm-up; capacity is the
 *    requests per second they achieve.
 * 2. Hold: the mix at LOAD_HOLD_FRACTION (default 0.8) of its measured capacity for
 *    LOAD_HOLD_SECONDS (default 60) at a fixed rate. Fails (exit 1) on any error, timeout or
 *    non-2xx answer, or when under 98 % of the target rate was sent and answered.
 *
 * The mix is one sign-in (password grant, bcrypt-bound by design), eight user look-ups
 * (GET /user, what a signed-in page load costs) and three token refreshes (rotation) in every
 * twelve requests. All traffic stays on loopback and the whole run is bounded (LOAD_MAX_SECONDS,
 * default 420): past it the server is stopped and the script exits 2.
 *
 * Every request comes from 127.0.0.1, so the per-IP rate limits (150 /token requests per five
 * minutes) would turn nearly all of them into 429s: the server is started with
 * AUTH_RATE_LIMIT_TOKEN, AUTH_RATE_LIMIT_SIGNUP and AUTH_RATE_LIMIT_BURST raised to 100,000,000.
 * The point is what the server's work costs; the limiter's own cost (a map look-up) stays in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 16);
const MEASURE_SECONDS = Number(process.env.LOAD_MEASURE_SECONDS ?? 10);
const HOLD_SECONDS = Number(process.env.LOAD_HOLD_SECONDS ?? 60);
const HOLD_FRACTION = Number(process.env.LOAD_HOLD_FRACTION ?? 0.8);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 420);
const HOLD_CONNECTIONS = Number(process.env.LOAD_HOLD_CONNECTIONS ?? 48);
const MIN_ACHIEVED = 0.98;
const PASSWORD = 'load-test-password';
const raisedLimits = {
  AUTH_RATE_LIMIT_TOKEN: '100000000',
  AUTH_RATE_LIMIT_SIGNUP: '100000000',
  AUTH_RATE_LIMIT_BURST: '100000000',
};

const appDir = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(appDir, 'dist', 'index.js');

interface Session {
  access_token: string;
  refresh_token: string;
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: appDir,
    env: { ...process.env, AUTH_PORT: '0', AUTH_HOST: '127.0.0.1', AUTH_DATA_DIR: dataDir, AUTH_AUTOCONFIRM: 'true', ...raisedLimits },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)\/auth\/v1/.exec(output);
      if (match) {
        // From here on the request log (one line per request, as in production) is drained unread.
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`auth server exited with ${code}: ${output}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Everything that counts as a failure in a run: connection errors, timeouts, non-2xx answers. */
function failuresOf(result: Result): number {
  return result.errors + result.timeouts + result.non2xx + result.mismatches;
}

function line(name: string, result: Result, extra = ''): string {
  const perSecond = result.requests.total / result.duration;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}x${count}`)
    .join(' ');
  return `| ${name.padEnd(30)} | ${String(result.requests.total).padStart(8)} | ${perSecond.toFixed(1).padStart(7)} | ${String(result.latency.p50).padStart(6)} | ${String(result.latency.p97_5).padStart(6)} | ${String(result.latency.p99).padStart(6)} | ${String(failuresOf(result)).padStart(6)} | ${statuses}${extra}`;
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error('Build the auth server first: pnpm --filter @wh/auth-server build');
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-auth-load-'));
  const { child, url } = await startServer(dataDir);
  // However the script ends (an exception inside the load generator too), the server goes with it.
  process.once('exit', () => child.kill('SIGKILL'));
  const watchdog = setTimeout(() => {
    console.error(`\nLoad test stopped: it ran past its ${MAX_SECONDS} s bound.`);
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(2);
  }, MAX_SECONDS * 1000);
  watchdog.unref();
  const stopOnSignal = () => {
    child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  let failed = false;
  try {
    const api = `${url}/auth/v1`;
    const json = { 'content-type': 'application/json' };

    // Accounts (bcrypt on sign-up too), and a pool of live sessions, four per client, so that every
    // refresh presents a token no other request holds: a spent token would be refused as theft.
    const accounts = await Promise.all(
      Array.from({ length: CLIENTS * 4 }, async (_, i) => {
        const email = `load.${i}.${Date.now()}@example.org`;
        const res = await fetch(`${api}/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD }) });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        return { email, session: (await res.json()) as Session };
      }),
    );
    const refreshPool: string[] = accounts.map((account) => account.session.refresh_token);
    const accessTokens = accounts.map((account) => account.session.access_token);
    let nextAccount = 0;
    let nextToken = 0;

    /** Tokens built into a request whose answer has not come: a client stopped at the end of a run holds one unsent. */
    const outstanding = new Set<string>();
    type Context = { refreshToken?: string };
    const signIn: Request = {
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: json,
      setupRequest: (request) => {
        const { email } = accounts[nextAccount++ % accounts.length]!;
        return { ...request, body: JSON.stringify({ email, password: PASSWORD }) };
      },
    };
    const getUser: Request = {
      method: 'GET',
      path: '/auth/v1/user',
      setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${accessTokens[nextToken++ % accessTokens.length]}` } }),
    };
    const refresh: Request = {
      method: 'POST',
      path: '/auth/v1/token?grant_type=refresh_token',
      headers: json,
      setupRequest: (request, context) => {
        const token = refreshPool.shift();
        if (!token) throw new Error('refresh token pool ran dry: refreshes failed or timed out');
        outstanding.add(token);
        (context as Context).refreshToken = token;
        return { ...request, body: JSON.stringify({ refresh_token: token }) };
      },
      onResponse: (status, body, context) => {
        outstanding.delete((context as Context).refreshToken ?? '');
        // The rotated token goes back into the pool; a failed refresh is counted as a failure anyway.
        if (status === 200) refreshPool.push((JSON.parse(body) as Session).refresh_token);
      },
    };
    /**
     * A run stops with one refresh per client built or in flight, its answer never read: the token
     * may or may not have been spent, so it is dropped (presenting it again could count as theft),
     * and a fresh session from a sign-in takes its place.
     */
    const replaceUnanswered = async () => {
      const lost = outstanding.size;
      outstanding.clear();
      await Promise.all(
        Array.from({ length: lost }, async (_, i) => {
          const { email } = accounts[i % accounts.length]!;
          const res = await fetch(`${api}/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD }) });
          if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
          refreshPool.push(((await res.json()) as Session).refresh_token);
        }),
      );
    };
    const mix: Request[] = [signIn, getUser, getUser, getUser, refresh, getUser, getUser, getUser, refresh, getUser, getUser, refresh];
    /**
     * Each connection starts the mix at a different place, as real readers arrive at different
     * moments; started in step, every connection would sign in (bcrypt) in the same instant.
     */
    const staggered = (requests: Request[]) => {
      let connection = 0;
      return (client: autocannon.Client) => {
        const shift = connection++ % requests.length;
        if (shift > 0) client.setRequests([...requests.slice(shift), ...requests.slice(0, shift)]);
      };
    };

    const base = { url, connections: CLIENTS, timeout: 10 } as const;
    const scenarios: Array<[string, Request[]]> = [
      ['sign-in (password, bcrypt)', [signIn]],
      ['refresh (token rotation)', [refresh]],
      ['get user (JWT + session check)', [getUser]],
      ['mix 1 : 8 : 3', mix],
    ];

    console.log(`\nAuth server load test: loopback, Node ${process.version}, ${cpus().length} CPU cores shared with the load generator`);
    console.log(`Rate limits raised for the run (every request comes from 127.0.0.1): ${Object.entries(raisedLimits).map(([k, v]) => `${k}=${v}`).join(', ')}`);
    console.log(`\nCapacity: ${CLIENTS} clients back to back, ${MEASURE_SECONDS} s each, after a 2 s warm-up with the mix\n`);
    // JIT, Postgres caches and connection set-up first, for every request kind.
    await run({ ...base, duration: 2, requests: mix, setupClient: staggered(mix) });
    await replaceUnanswered();
    const header = `| ${'scenario'.padEnd(30)} | requests |   req/s | p50 ms | p97.5  | p99 ms | errors | statuses`;
    console.log(header);
    console.log(`|${'-'.repeat(32)}|---------:|--------:|-------:|-------:|-------:|-------:|---------`);
    const capacity = new Map<string, number>();
    for (const [name, requests] of scenarios) {
      const result = await run({ ...base, duration: MEASURE_SECONDS, requests, setupClient: staggered(requests) });
      await replaceUnanswered();
      capacity.set(name, result.requests.total / result.duration);
      console.log(line(name, result));
      if (failuresOf(result) > 0) failed = true;
    }

    const mixCapacity = capacity.get('mix 1 : 8 : 3')!;
    const target = Math.max(1, Math.floor(mixCapacity * HOLD_FRACTION));
    console.log(`\nHold: the mix at ${target} req/s (${Math.round(HOLD_FRACTION * 100)} % of ${mixCapacity.toFixed(1)}) for ${HOLD_SECONDS} s over ${HOLD_CONNECTIONS} connections\n`);
    // More connections than when measuring: at a fixed rate each sends a few requests a second, so one
    // waiting for its sign-in (bcrypt) does not hold back the rest of its share.
    const held = await run({ url, connections: HOLD_CONNECTIONS, timeout: 10, duration: HOLD_SECONDS, overallRate: target, requests: mix, setupClient: staggered(mix) });
    const achieved = held.requests.total / held.duration;
    console.log(header);
    console.log(`|${'-'.repeat(32)}|---------:|--------:|-------:|-------:|-------:|-------:|---------`);
    console.log(line(`hold at ${target} req/s`, held));
    const problems: string[] = [];
    if (failuresOf(held) > 0) problems.push(`${failuresOf(held)} failed requests (errors ${held.errors}, timeouts ${held.timeouts}, non-2xx ${held.non2xx})`);
    if (achieved < target * MIN_ACHIEVED) problems.push(`achieved ${achieved.toFixed(1)} req/s, under ${MIN_ACHIEVED * 100} % of ${target}`);
    if (failed) problems.push('failures while measuring capacity (see the table)');
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nPASSED: ${achieved.toFixed(1)} req/s held for ${held.duration} s with zero errors.`);
    }
  } finally {
    clearTimeout(watchdog);
    // Let the server finish what it accepted before the load generator stopped reading.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
