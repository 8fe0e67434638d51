/*
 * Throughput and latency of the auth server on loopback: sign-in, refresh and user look-up,
 * each with 16 concurrent clients for BENCH_SECONDS (default 10) seconds, plus the server's
 * memory. Runs the built server (`node dist/index.js`) as its own process so that the load
 * generator does not share its CPU time slice accounting or its memory figure.
 *
 *   pnpm --filter @wh/auth-server bench
 *   BENCH_SECONDS=60 pnpm --filter @wh/auth-server bench
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const appDir = fileURLToPath(new URL('..', import.meta.url));

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  peakRss: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-auth-bench-'));
  const env = {
    ...process.env,
    AUTH_PORT: '0',
    AUTH_DATA_DIR: dataDir,
    AUTH_AUTOCONFIRM: 'true',
    // The point is to measure the server's work, not its limiter.
    AUTH_RATE_LIMIT_TOKEN: '100000000',
    AUTH_RATE_LIMIT_SIGNUP: '100000000',
    AUTH_RATE_LIMIT_BURST: '100000000',
  };
  const startServer = async () => {
    const child = spawn(process.execPath, ['dist/index.js'], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready at (http:\/\/\S+)\/auth\/v1/.exec(output);
        if (match) {
          // From here on the request log is drained unread.
          child.stdout!.off('data', onData);
          child.stdout!.resume();
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    return { child, url };
  };
  const stopServer = (child: ReturnType<typeof spawn>) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  // The first start creates the database (initdb), which briefly needs far more memory than
  // normal running; measure a server as people run it day to day: started on an existing one.
  const first = await startServer();
  const firstRss = rssMb(first.child.pid!);
  await stopServer(first.child);
  const { child, url } = await startServer();
  process.on('SIGINT', () => {
    child.kill('SIGTERM');
    process.exit(130);
  });

  try {
    const api = `${url}/auth/v1`;
    const idleRss = rssMb(child.pid!);
    const post = (path: string, body: unknown) =>
      fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    // One account per client.
    const accounts = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const email = `bench.${i}.${Date.now()}@example.org`;
        const res = await post('/signup', { email, password: 'benchmark-password' });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        const session = (await res.json()) as { access_token: string; refresh_token: string };
        return { email, refreshToken: session.refresh_token, accessToken: session.access_token };
      }),
    );

    async function run(name: string, request: (client: number) => Promise<boolean>): Promise<Result> {
      const latencies: number[] = [];
      let errors = 0;
      let peakRss = rssMb(child.pid!);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(child.pid!))), 250);
      const started = performance.now();
      const deadline = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            const ok = await request(client).catch(() => false);
            latencies.push(performance.now() - t0);
            if (!ok) errors += 1;
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      clearInterval(sampler);
      latencies.sort((a, b) => a - b);
      return {
        name,
        requests: latencies.length,
        errors,
        perSecond: latencies.length / elapsed,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        peakRss,
      };
    }

    const results: Result[] = [];
    results.push(
      await run('sign-in (password grant)', async (client) => {
        const res = await post('/token?grant_type=password', { email: accounts[client]!.email, password: 'benchmark-password' });
        await res.arrayBuffer();
        return res.status === 200;
      }),
    );
    results.push(
      await run('refresh (token rotation)', async (client) => {
        const account = accounts[client]!;
        const res = await post('/token?grant_type=refresh_token', { refresh_token: account.refreshToken });
        if (res.status !== 200) {
          await res.arrayBuffer();
          return false;
        }
        const session = (await res.json()) as { refresh_token: string; access_token: string };
        account.refreshToken = session.refresh_token;
        account.accessToken = session.access_token;
        return true;
      }),
    );
    results.push(
      await run('get user (JWT check)', async (client) => {
        const res = await fetch(`${api}/user`, { headers: { Authorization: `Bearer ${accounts[client]!.accessToken}` } });
        await res.arrayBuffer();
        return res.status === 200;
      }),
    );

    const pad = (value: string, width: number) => value.padStart(width);
    console.log(`\nAuth server benchmark: ${CLIENTS} concurrent clients, ${SECONDS} s per scenario, loopback, Node ${process.version}`);
    console.log(`Server memory (RSS): ${firstRss.toFixed(0)} MB right after the very first start (database creation), ${idleRss.toFixed(0)} MB idle after a normal start\n`);
    console.log(`| scenario                 | requests |    req/s | p50 ms | p99 ms | errors | peak RSS MB |`);
    console.log(`|--------------------------|---------:|---------:|-------:|-------:|-------:|------------:|`);
    for (const r of results) {
      console.log(
        `| ${r.name.padEnd(24)} | ${pad(String(r.requests), 8)} | ${pad(r.perSecond.toFixed(1), 8)} | ${pad(r.p50.toFixed(1), 6)} | ${pad(
          r.p99.toFixed(1),
          6,
        )} | ${pad(String(r.errors), 6)} | ${pad(r.peakRss.toFixed(0), 11)} |`,
      );
    }
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
