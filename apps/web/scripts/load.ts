/*
 * Issue 10, load: the production site server held at 1,000 requests a second for a minute with
 * zero errors.
 *
 *   pnpm --filter @wh/web build && pnpm --filter @wh/web bench:load
 *   (or `pnpm bench:load` at the root, which builds and then also runs the auth server's)
 *
 * Serves a snapshot of dist/sites (copied first, so a rebuild during the run cannot disturb it)
 * with the real server (server/siteServer.ts) in its own process on loopback, then sends
 * LOAD_RATE (default 1000) requests a second for LOAD_SECONDS (default 60) after a 3 s warm-up,
 * over LOAD_CONNECTIONS (default 20) keep-alive connections. The requests cycle through every
 * page of both countries (Host `localhost:4173` and `nigeria.localhost:4173`, as a browser sends
 * them for the public origins), a deep /tools/... address, and every built asset, sitemap and
 * robots.txt, each with `accept-encoding: br` as browsers send it. Fails (exit 1) on any
 * connection error, timeout or 4xx/5xx answer, or when fewer than 98 % of the target requests
 * were answered. The whole run is bounded by LOAD_MAX_SECONDS (default 180): past it the server
 * is stopped and the script exits 2.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import autocannon, { type Request, type Result } from 'autocannon';

const RATE = Number(process.env.LOAD_RATE ?? 1000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 180);
const MIN_ACHIEVED = 0.98;
const hosts = { uk: 'localhost:4173', ng: 'nigeria.localhost:4173' } as const;

const scriptFile = fileURLToPath(import.meta.url);
const sitesDir = fileURLToPath(new URL('../dist/sites', import.meta.url));

/** `--serve <dir>`: this same file, run as the server process. */
async function serve(dir: string): Promise<void> {
  const { createSiteServer } = await import('../server/siteServer');
  const server = createSiteServer({ sitesDir: dir });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** What a reader's browser asks one country's site for: its pages, a deep tools address, its files. */
function pathsOf(siteDir: string): string[] {
  const files = filesUnder(siteDir).filter((file) => !/\.(br|gz)$/.test(file) && file !== '_headers' && file !== '404.html');
  const pages = files.filter((file) => file.endsWith('.html')).map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`));
  const others = files.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`);
  return [...pages, '/tools/due-date-calculator', ...others];
}

/** A fixed shuffle (same order every run), so each connection meets pages and assets mixed. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 20261121;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function get(port: number, host: string, path: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function startServer(dir: string): Promise<{ child: ChildProcess; port: number }> {
  // The same Node flags (tsx's loader) as this process, so the server runs its TypeScript source.
  const child = spawn(process.execPath, [...process.execArgv, scriptFile, '--serve', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`site server exited with ${code}: ${output}`)));
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(sitesDir, 'uk', 'index.html'))) throw new Error('Build the site first: pnpm --filter @wh/web build');
  const snapshot = mkdtempSync(join(tmpdir(), 'wh-site-load-'));
  cpSync(sitesDir, snapshot, { recursive: true });
  const { child, port } = await startServer(snapshot);
  process.once('exit', () => child.kill('SIGKILL'));
  const watchdog = setTimeout(() => {
    console.error(`\nLoad test stopped: it ran past its ${MAX_SECONDS} s bound.`);
    child.kill('SIGKILL');
    rmSync(snapshot, { recursive: true, force: true });
    process.exit(2);
  }, MAX_SECONDS * 1000);
  watchdog.unref();
  const stopOnSignal = () => {
    child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    // The server must pick the country by Host and send Brotli, or the numbers mean nothing.
    for (const host of Object.values(hosts)) {
      const home = await get(port, host, '/');
      const html = home.encoding === 'br' ? brotliDecompressSync(home.body).toString() : '';
      if (home.status !== 200 || !html.includes('<html')) throw new Error(`${host}/ did not answer 200 with Brotli-compressed HTML`);
      // Each country's pages name their own origin as canonical.
      if (!html.includes(`<link rel="canonical" href="http://${host}/"/>`)) throw new Error(`${host}/ did not serve that country's site`);
    }

    const requests: Request[] = shuffled(
      (Object.entries(hosts) as Array<[keyof typeof hosts, string]>).flatMap(([country, host]) =>
        pathsOf(join(snapshot, country)).map((path) => ({
          method: 'GET' as const,
          path,
          headers: {
            host,
            'accept-encoding': 'br',
            accept: /\.[a-z0-9]+$/i.test(path) ? '*/*' : 'text/html,application/xhtml+xml',
          },
        })),
      ),
    );
    let connection = 0;
    /** Each connection starts the cycle at its own place, so the mix is the same in every second. */
    const setupClient = (client: autocannon.Client) => {
      const shift = Math.floor((connection++ * requests.length) / CONNECTIONS) % requests.length;
      client.setRequests([...requests.slice(shift), ...requests.slice(0, shift)]);
    };
    const pages = requests.filter((r) => !/\.[a-z0-9]+$/i.test(r.path ?? '')).length;
    const base = { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, overallRate: RATE, timeout: 10, requests, setupClient };

    console.log(`\nSite server load test: loopback, Node ${process.version}, ${cpus().length} CPU cores shared with the load generator`);
    console.log(`${requests.length} addresses in the cycle (${pages} pages, ${requests.length - pages} files) over both countries, accept-encoding: br`);
    console.log(`${RATE} req/s for ${SECONDS} s over ${CONNECTIONS} connections, after a 3 s warm-up\n`);
    await run({ ...base, duration: 3 });
    const result = await run({ ...base, duration: SECONDS });

    const achieved = result.requests.total / result.duration;
    const failures = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, { count }]) => sum + (count ?? 0), 0);
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status} x ${count}`)
      .join(', ');
    console.log(`| requests | req/s achieved | p50 ms | p97.5 ms | p99 ms | max ms | throughput MB/s | errors | timeouts | statuses`);
    console.log(`|---------:|---------------:|-------:|---------:|-------:|-------:|----------------:|-------:|---------:|---------`);
    console.log(
      `| ${result.requests.total} | ${achieved.toFixed(1)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.latency.max} | ${(result.throughput.average / 1e6).toFixed(2)} | ${result.errors} | ${result.timeouts} | ${statuses}`,
    );
    const problems: string[] = [];
    if (result.errors + result.timeouts + failures > 0) problems.push(`${result.errors} errors, ${result.timeouts} timeouts, ${failures} answers of 400 or more`);
    if (achieved < RATE * MIN_ACHIEVED) problems.push(`achieved ${achieved.toFixed(1)} req/s, under ${MIN_ACHIEVED * 100} % of ${RATE}`);
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nPASSED: ${achieved.toFixed(1)} req/s held for ${result.duration} s with zero errors.`);
    }
  } finally {
    clearTimeout(watchdog);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(snapshot, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();
