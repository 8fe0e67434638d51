/**
 * What the site server's tests share: a tiny pair of prerendered sites shaped
 * like the real build output, a server for them on a loopback port, and a
 * request helper that can set any Host header (fetch cannot).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { headersFile } from './securityPolicy';
import { createSiteServer } from './siteServer';

/** The one policy each fixture site gives every response (different per country, so a mix-up shows). */
export const fixturePolicy = (country: string) => `script-src 'self' 'sha256-${country}site'`;

/** Writes `uk/` and `ng/` sites (with precompressed copies, a `_headers` file and a dotfile) and returns their folder. */
export function makeSites(): string {
  const root = mkdtempSync(join(tmpdir(), 'wh-sites-'));
  const sitesDir = join(root, 'sites');
  // The build writes nginx configs beside the sites, never inside them.
  mkdirSync(join(root, 'deploy'), { recursive: true });
  writeFileSync(join(root, 'deploy', 'uk.nginx.conf'), 'server { }');
  for (const country of ['uk', 'ng']) {
    const dir = join(sitesDir, country);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const write = (file: string, text: string, compressed = false) => {
      writeFileSync(join(dir, file), text);
      if (!compressed) return;
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
    };
    write('index.html', `<h1>${country} home</h1>`, true);
    write('about.html', `<h1>${country} about</h1>`, true);
    write('tools.html', `<h1>${country} tools</h1>`, true);
    write('404.html', `<h1>${country} not found</h1>`, true);
    write('assets/app-abc123.js', 'console.log(1)', true);
    write('assets/_topic._slug-abc123.js', 'console.log(2)');
    // Larger than one read, so a reader who leaves mid-download leaves the file half read.
    write('assets/big-abc123.js', `// ${'x'.repeat(1_000_000)}`);
    write('.env', 'SECRET=1');
    write('assets/.hidden', 'hidden');
    const headers = headersFile({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' }, fixturePolicy(country));
    // Compressed too, so the test can show no encoded copy of it is served either.
    write('_headers', headers, true);
  }
  return sitesDir;
}

/** Starts a site server for `sitesDir` on a free loopback port. */
export async function startSiteServer(sitesDir: string): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createSiteServer({ sitesDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends a request with a chosen Host header and method and collects the answer. */
export function send(
  port: number,
  path: string,
  { host = 'localhost', method = 'GET', headers = {} }: { host?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
