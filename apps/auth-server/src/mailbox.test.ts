import { request } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile, startTestServer, uniqueEmail } from './test/harness';

/*
 * The mailbox holds live confirmation links and codes: reading it is signing in as whoever is in
 * it. It is a tool for the developer at this computer, so no other web page may read it (no CORS,
 * and a foreign Origin is refused), a DNS-rebinding page cannot reach it under its own name (a
 * Host that is not a loopback name is refused), and a server with a public address does not have
 * it unless told to.
 */
const server = serverForFile();
let email: string;

beforeAll(async () => {
  email = uniqueEmail('mailbox');
  const { error } = await server.client().auth.signUp({ email, password: 'a safe secret 123' });
  expect(error).toBeNull();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with exactly the headers given (fetch will not let a caller choose the Host header). */
function get(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const json = { Accept: 'application/json' };
const corsHeaderNames = (answer: Answer) => Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));

describe('the mailbox, on loopback', () => {
  it('answers the developer on a loopback name, with no CORS headers at all', async () => {
    const port = server.port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `nigeria.localhost:${port}`, `[::1]:${port}`, 'localhost', `LOCALHOST:${port}`]) {
      const answer = await get(port, `/mailbox?to=${encodeURIComponent(email)}`, { ...json, Host: host });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.body).messages[0].to).toBe(email);
      expect(corsHeaderNames(answer), host).toEqual([]);
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // Its own page may ask (a same-origin request can carry an Origin).
    const sameOrigin = await get(port, '/mailbox', { ...json, Host: `localhost:${port}`, Origin: `http://localhost:${port}` });
    expect(sameOrigin.status).toBe(200);
    const html = await get(port, '/mailbox', { Host: `localhost:${port}` });
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(corsHeaderNames(html)).toEqual([]);
  });

  it('refuses another web page: a foreign Origin, and any CORS preflight', async () => {
    const port = server.port;
    for (const origin of ['https://evil.example', 'null', `http://localhost:${port + 1}`, 'http://localhost:4173', `http://127.0.0.1:${port}`]) {
      const answer = await get(port, '/mailbox', { ...json, Host: `localhost:${port}`, Origin: origin });
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'forbidden' });
      expect(answer.body).not.toContain(email);
      expect(corsHeaderNames(answer), origin).toEqual([]);
    }
    const preflight = await get(
      port,
      '/mailbox',
      { Host: `localhost:${port}`, Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'accept' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(403);
    expect(corsHeaderNames(preflight)).toEqual([]);
    // The API itself keeps its CORS: supabase-js in the browser needs it.
    const api = await get(port, '/auth/v1/health', { Host: `localhost:${port}`, Origin: 'https://evil.example' });
    expect(api.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
    const port = server.port;
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `192.168.1.20:${port}`, `localhost@evil.example`, 'localhost/x', `[::2]:${port}`, 'localhost:99999', '[::1']) {
      const answer = await get(port, '/mailbox', { ...json, Host: host });
      expect(answer.status, host).toBe(403);
      expect(answer.body).not.toContain(email);
      expect(corsHeaderNames(answer), host).toEqual([]);
    }
    // A request with no Host at all (HTTP/1.0 style) names nothing: refused as well.
    const bare = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET /mailbox HTTP/1.0\r\nAccept: application/json\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(bare).toMatch(/^HTTP\/1\.1 403 /);
  });
});

describe('where the mailbox is mounted', () => {
  it('not on a server whose public address is not loopback, unless explicitly enabled', async () => {
    const publicServer = await startTestServer({ externalUrl: 'https://auth.women.example' });
    try {
      const answer = await get(publicServer.port, '/mailbox', { ...json, Host: `localhost:${publicServer.port}` });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_found' });
    } finally {
      await publicServer.close();
    }
    const enabled = await startTestServer({ externalUrl: 'https://auth.women.example', mailbox: true });
    try {
      const port = enabled.port;
      expect((await get(port, '/mailbox', { ...json, Host: `localhost:${port}` })).status).toBe(200);
      // Under its public name too, when enabled; still never for another name or another page.
      expect((await get(port, '/mailbox', { ...json, Host: 'auth.women.example' })).status).toBe(200);
      expect((await get(port, '/mailbox', { ...json, Host: 'evil.example' })).status).toBe(403);
      expect((await get(port, '/mailbox', { ...json, Host: 'auth.women.example', Origin: 'https://evil.example' })).status).toBe(403);
    } finally {
      await enabled.close();
    }
  });

  it('can be switched off on loopback too', async () => {
    const off = await startTestServer({ mailbox: false });
    try {
      expect((await get(off.port, '/mailbox', { ...json, Host: `localhost:${off.port}` })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
