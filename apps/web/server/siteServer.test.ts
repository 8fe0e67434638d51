import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from './securityPolicy.ts';
import { createSiteServer } from './siteServer.ts';

// A tiny pair of prerendered sites, shaped like the real build output.
const sitesDir = mkdtempSync(join(tmpdir(), 'wh-sites-'));
for (const country of ['uk', 'ng']) {
  const dir = join(sitesDir, country);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<h1>${country} home</h1>`);
  writeFileSync(join(dir, 'about.html'), `<h1>${country} about</h1>`);
  writeFileSync(join(dir, 'tools.html'), `<h1>${country} tools</h1>`);
  writeFileSync(join(dir, '404.html'), `<h1>${country} not found</h1>`);
  writeFileSync(join(dir, '404.html.br'), brotliCompressSync(`<h1>${country} not found</h1>`));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    join(dir, '_headers'),
    headersFile(
      { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' },
      new Map([
        ['/', `script-src 'self' 'sha256-${country}home'`],
        ['/404', `script-src 'self' 'sha256-${country}404'`],
        ['/tools', `script-src 'self' 'sha256-${country}tools'`],
      ]),
    ),
  );
}

const server = createSiteServer({ sitesDir });
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET with a chosen Host header (fetch does not allow setting Host). */
function get(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('site server', () => {
  it('serves the UK build by default and the Nigeria build for a nigeria host', async () => {
    expect((await get('/', 'localhost:4173')).body.toString()).toContain('uk home');
    expect((await get('/', 'nigeria.localhost:4173')).body.toString()).toContain('ng home');
    expect((await get('/about', 'www.NIGERIA.example')).body.toString()).toContain('ng about');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get('/no-such-page', 'localhost');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('uk not found');
  });

  it('does not serve the _headers file, as static hosts do not', async () => {
    expect((await get('/_headers', 'localhost')).status).toBe(404);
  });

  it('sends the precompressed 404 page to readers who accept brotli', async () => {
    const res = await get('/missing', 'localhost', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('shows the tools page for any deeper /tools/ path', async () => {
    const res = await get('/tools/anything-else', 'nigeria.localhost');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('ng tools');
  });

  it('caches hashed assets for a year and makes pages revalidate', async () => {
    expect((await get('/assets/app-abc123.js', 'localhost')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/about', 'localhost')).headers['cache-control']).toBe('no-cache');
  });

  it('sends each page the policy its _headers rule gives it', async () => {
    expect((await get('/', 'nigeria.localhost')).headers['content-security-policy']).toContain("'sha256-nghome'");
    expect((await get('/nope', 'localhost')).headers['content-security-policy']).toContain("'sha256-uk404'");
    expect((await get('/tools/x', 'localhost')).headers['content-security-policy']).toContain("'sha256-uktools'");
    expect((await get('/assets/app-abc123.js', 'localhost')).headers['content-security-policy']).toBeUndefined();
  });

  it('sends the shared security headers on every response', async () => {
    for (const path of ['/', '/missing', '/assets/app-abc123.js']) {
      const res = await get(path, 'localhost');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
