import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendRawRequest } from '../../../scripts/raw-http-fuzz.mjs';
import { fixturePolicy, makeSites, send, startSiteServer } from './testSites';

const sitesDir = makeSites();
let port = 0;
let close = async () => {};
beforeAll(async () => {
  ({ port, close } = await startSiteServer(sitesDir));
});
afterAll(() => close());

/** GET with a chosen Host header (fetch does not allow setting Host). */
const get = (path: string, host: string, headers: Record<string, string> = {}) => send(port, path, { host, headers });

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

  it('sends every page the one policy of its site, from the _headers file', async () => {
    for (const path of ['/', '/nope', '/tools/x']) {
      expect((await get(path, 'nigeria.localhost')).headers['content-security-policy']).toBe(fixturePolicy('ng'));
      expect((await get(path, 'localhost')).headers['content-security-policy']).toBe(fixturePolicy('uk'));
    }
  });

  it('sends the shared security headers on every page', async () => {
    for (const path of ['/', '/missing']) {
      const res = await get(path, 'localhost');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends a hashed asset only the headers that act on a script or an image', async () => {
    const res = await get('/assets/app-abc123.js', 'localhost');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('site server under hostile requests', () => {
  it('answers GET //[ HTTP/1.1 with the 404 page and keeps serving (it used to crash the process)', async () => {
    // `//[` is a path (`/[` once normalised) that names no page, as `GET /[` would.
    const answer = await sendRawRequest({ port, bytes: 'GET //[ HTTP/1.1\r\nHost: localhost\r\n\r\n' });
    expect(answer.status).toBe(404);
    expect((await get('/', 'localhost')).status).toBe(200);
  });

  it.each(['*', 'http://[', 'localhost:80', '/%', '/%zz', '/%E2%82', '/%c0%ae%c0%ae/', '/%00', '/a%0d%0ab', '/%5c..%5cx'])(
    'answers 400 to the request target %j and keeps serving',
    async (target) => {
      const answer = await sendRawRequest({ port, bytes: `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n` });
      expect(answer.status).toBe(400);
      expect((await get('/', 'localhost')).status).toBe(200);
    },
  );

  it('serves an absolute-form target as its path, for the host it names', async () => {
    const answer = await sendRawRequest({
      port,
      bytes: 'GET http://nigeria.localhost/about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    });
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('ng about');
  });

  it('ignores a Range it cannot satisfy as asked, instead of crashing on it', async () => {
    const answer = await sendRawRequest({ port, bytes: 'GET /about HTTP/1.1\r\nHost: localhost\r\nRange: bytes=5-1\r\n\r\n' });
    expect(answer.status).toBe(200);
    const part = await get('/about', 'localhost', { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('<h1>');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'])(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const res = await send(port, '/about', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.toString()).not.toContain('about');
    },
  );

  it.runIf(existsSync('/proc/self/fd'))('closes the file when a reader leaves mid-download', async () => {
    // Each file left open would hold a descriptor until the process ran out of them.
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let n = 0; n < 200; n += 1) {
      await sendRawRequest({ port, bytes: 'GET /assets/big-abc123.js HTTP/1.1\r\nHost: localhost\r\n\r\n' });
    }
    await vi.waitFor(() => expect(openFiles()).toBeLessThan(before + 20));
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await send(port, '/about', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(fixturePolicy('uk'));
    expect(res.body.length).toBe(0);
  });
});

describe('site server hidden files', () => {
  // One rule: the path is decoded once, normalised, then checked. Dotfiles, the
  // static host's configuration at the site root and precompressed copies are not addresses.
  it.each([
    '/_headers', '/%5Fheaders', '/%5fheaders', '/_headers/', '/_HEADERS', '//_headers', '/./_headers', '/x/../_headers',
    '/x/%2e%2e/_headers', '/%2e/_headers', '/x/..%2f_headers', '/_headers?x=1', '/_headers.br', '/_headers.gz',
    '/%5Fheaders.br', '/%255Fheaders', '/.env', '/%2Eenv', '/assets/.hidden', '/assets/%2ehidden', '/about.html.br',
    '/about.html.gz', '/assets/app-abc123.js.br', '/../deploy/uk.nginx.conf', '/%2e%2e/deploy/uk.nginx.conf',
    '/%2e%2e%2f%2e%2e%2fdeploy/uk.nginx.conf',
  ])('does not serve %s, whatever encoding is accepted', async (path) => {
    for (const accept of ['', 'br', 'gzip']) {
      const res = await get(path, 'localhost', accept ? { 'accept-encoding': accept } : {});
      expect(res.status, `${path} with accept-encoding ${accept || 'none'}`).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('still serves build assets whose names start with an underscore', async () => {
    expect((await get('/assets/_topic._slug-abc123.js', 'localhost')).status).toBe(200);
  });
});

describe('site server precompressed copies', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['//about', '/about'],
    ['/%61bout', '/about'],
    ['/nope', '/404'],
    ['/tools/x', '/tools'],
  ])('%s carries the same security headers plain, as brotli and as gzip', async (path, page) => {
    const answers = await Promise.all(
      ['', 'br', 'gzip'].map((encoding) => get(path, 'nigeria.localhost', encoding ? { 'accept-encoding': encoding } : {})),
    );
    expect(answers.map((res) => res.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip']);
    const heading = { '/': 'home', '/about': 'about', '/404': 'not found', '/tools': 'tools' }[page];
    expect(answers[0]!.body.toString()).toBe(`<h1>ng ${heading}</h1>`);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(fixturePolicy('ng'));
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends assets with the same headers plain and compressed', async () => {
    for (const encoding of ['', 'br', 'gzip']) {
      const res = await get('/assets/app-abc123.js', 'localhost', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('site server when its files go missing under it', () => {
  it('answers 500 for that request only, logs it, and keeps serving', async () => {
    const dir = makeSites();
    const site = await startSiteServer(dir);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const suffix of ['', '.br', '.gz']) rmSync(join(dir, 'uk', `404.html${suffix}`));
      expect((await send(site.port, '/missing')).status).toBe(500);
      expect(logged).toHaveBeenCalled();
      expect((await send(site.port, '/')).status).toBe(200);
      expect((await send(site.port, '/missing', { host: 'nigeria.localhost' })).status).toBe(404);
    } finally {
      logged.mockRestore();
      await site.close();
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });

  it('cuts off a file it can no longer read, logs it, and keeps serving', async () => {
    const dir = makeSites();
    const site = await startSiteServer(dir);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // The server indexed the file at start-up; a rebuild removes it while the server runs.
      rmSync(join(dir, 'uk', 'about.html'));
      await sendRawRequest({ port: site.port, bytes: 'GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n' });
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
      expect((await send(site.port, '/')).status).toBe(200);
    } finally {
      logged.mockRestore();
      await site.close();
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
