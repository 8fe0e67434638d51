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
 *    LOAD_HOLD_SECONDS (default 60) at a fixed rate: requests start at evenly spaced moments
 *    whatever the answers do (an open loop, like k6's constant-arrival-rate executor), over up to
 *    64 keep-alive connections, and latency counts from each request's planned start. Fails
 *    (exit 1) on any error, timeout (10 s) or non-2xx answer, when the answers came at under 98 %
 *    of the target rate, or when the generator itself fell behind its schedule by over 250 ms.
 *    (autocannon's fixed-rate mode sends each connection's share at the start of every second
 *    and drops a share that a slow sign-in held up, which measures autocannon more than the server.)
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
import { Agent, request as httpRequest } from 'node:http';
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
const MIN_ACHIEVED = 0.98;
const MAX_LATE_MS = 250;
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

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One request of the hold: what to send, and what to do with a 200's body. */
interface Planned {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  onOk?: (body: string) => void;
}

interface HoldResult {
  sent: number;
  answered: number;
  failures: string[];
  /** Seconds from the first planned start to the last answer. */
  elapsed: number;
  /** How far behind its schedule the generator ever started a request, ms. */
  maxLateMs: number;
  latency: Map<string, number[]>;
}

/**
 * Starts `rate` requests a second at evenly spaced moments for `seconds`, whatever the answers do,
 * and waits for every answer. Latency counts from the planned start, so queueing anywhere counts.
 */
async function holdRate(origin: string, rate: number, seconds: number, plan: (i: number) => Planned): Promise<HoldResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const result: HoldResult = { sent: 0, answered: 0, failures: [], elapsed: 0, maxLateMs: 0, latency: new Map([['all', []]]) };
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  let lastAnswer = start;
  const fire = (i: number) => {
    const planned = start + (i * 1000) / rate;
    const request = plan(i);
    const done = new Promise<void>((resolve) => {
      const fail = (why: string) => {
        if (result.failures.length < 20) result.failures.push(`${request.kind}: ${why}`);
        else if (result.failures.length === 20) result.failures.push('...');
        resolve();
      };
      const req = httpRequest(`${origin}${request.path}`, { method: request.method, headers: request.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const now = performance.now();
          lastAnswer = Math.max(lastAnswer, now);
          if (res.statusCode !== 200) return fail(`${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 120)}`);
          result.answered += 1;
          for (const key of ['all', request.kind]) {
            if (!result.latency.has(key)) result.latency.set(key, []);
            result.latency.get(key)!.push(now - planned);
          }
          request.onOk?.(Buffer.concat(chunks).toString());
          resolve();
        });
        res.on('error', (error) => fail(error.message));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timed out after 10 s')));
      req.on('error', (error) => fail(error.message));
      req.end(request.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) * rate) / 1000) + 1);
      while (result.sent < due) {
        result.maxLateMs = Math.max(result.maxLateMs, now - (start + (result.sent * 1000) / rate));
        fire(result.sent++);
      }
      if (result.sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + (result.sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  while (pending.size > 0) await Promise.all(pending);
  agent.destroy();
  result.elapsed = (lastAnswer - start) / 1000;
  for (const samples of result.latency.values()) samples.sort((a, b) => a - b);
  return result;
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
    console.log(`\nHold: the mix at ${target} req/s (${Math.round(HOLD_FRACTION * 100)} % of ${mixCapacity.toFixed(1)}) for ${HOLD_SECONDS} s, evenly spaced starts\n`);
    const kinds = ['sign-in', 'get user', 'get user', 'get user', 'refresh', 'get user', 'get user', 'get user', 'refresh', 'get user', 'get user', 'refresh'];
    const held = await holdRate(url, target, HOLD_SECONDS, (i): Planned => {
      const kind = kinds[i % kinds.length]!;
      if (kind === 'sign-in') {
        const { email } = accounts[nextAccount++ % accounts.length]!;
        return { kind, method: 'POST', path: '/auth/v1/token?grant_type=password', headers: json, body: JSON.stringify({ email, password: PASSWORD }) };
      }
      if (kind === 'get user') {
        return { kind, method: 'GET', path: '/auth/v1/user', headers: { authorization: `Bearer ${accessTokens[nextToken++ % accessTokens.length]}` } };
      }
      // A pool of CLIENTS * 4 sessions is far more than the refreshes in flight at once.
      const token = refreshPool.shift() ?? 'pool-ran-dry';
      return {
        kind,
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: json,
        body: JSON.stringify({ refresh_token: token }),
        onOk: (body) => refreshPool.push((JSON.parse(body) as Session).refresh_token),
      };
    });
    const achieved = held.answered / held.elapsed;
    console.log(`| ${'requests'.padEnd(14)} | answered | p50 ms | p97.5 ms | p99 ms | max ms |`);
    console.log(`|${'-'.repeat(16)}|---------:|-------:|---------:|-------:|-------:|`);
    for (const [kind, samples] of held.latency) {
      const ms = (p: number) => percentile(samples, p).toFixed(0).padStart(6);
      console.log(`| ${kind.padEnd(14)} | ${String(samples.length).padStart(8)} | ${ms(50)} | ${ms(97.5).padStart(8)} | ${ms(99)} | ${ms(100)} |`);
    }
    console.log(`\nSent ${held.sent}, answered 200 ${held.answered}, failed ${held.sent - held.answered}; ${achieved.toFixed(1)} answers/s; the generator was at most ${held.maxLateMs.toFixed(0)} ms behind its schedule`);
    const problems: string[] = [];
    if (held.answered < held.sent) problems.push(`${held.sent - held.answered} failed requests: ${held.failures.join('; ')}`);
    if (achieved < target * MIN_ACHIEVED) problems.push(`answers came at ${achieved.toFixed(1)} req/s, under ${MIN_ACHIEVED * 100} % of ${target}`);
    if (held.maxLateMs > MAX_LATE_MS) problems.push(`the load generator fell ${held.maxLateMs.toFixed(0)} ms behind its schedule`);
    if (failed) problems.push('failures while measuring capacity (see the table)');
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nPASSED: ${target} req/s held for ${HOLD_SECONDS} s with zero errors.`);
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
