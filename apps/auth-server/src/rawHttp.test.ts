import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeCase, fuzzRawHttp, httpProbe, sendRawRequest } from '../../../scripts/raw-http-fuzz.mjs';
import { serverForFile } from './test/harness';

/*
 * Hostile HTTP written byte for byte to the real server on loopback (the workspace's shared kit,
 * scripts/raw-http-fuzz.mjs). After every case the server must still answer GET /auth/v1/health
 * with 200; no case may get a 5xx.
 */
const server = serverForFile({ autoconfirm: true });
/** A live session's access token, so `PUT /user` reads the body instead of stopping at the token. */
let accessToken = '';
const ACCOUNT_EMAIL = 'raw.account@example.org';

beforeAll(async () => {
  const { data, error } = await server.client().auth.signUp({ email: ACCOUNT_EMAIL, password: 'a safe secret 123' });
  if (error) throw error;
  accessToken = data.session!.access_token;
});

/** A probe that insists on the health check's 200 (the kit's own accepts any 2xx-4xx). */
function healthProbe(port: number) {
  const probe = httpProbe({ port, path: '/auth/v1/health', hostHeader: `localhost:${port}` });
  const strict = async () => {
    const status = await probe();
    if (status !== 200) throw new Error(`GET /auth/v1/health answered ${status}`);
  };
  return Object.assign(strict, { close: probe.close });
}

describe('raw HTTP that a browser would never send', () => {
  it('answers each hand-picked malformed request with a 4xx and keeps serving', async () => {
    const port = server.port;
    const cases = [
      'GET //[ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET //[ HTTP/1.1\r\n\r\n',
      'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /auth/v1/%zz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /auth/v1/verify?token=%&type=%zz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /mailbox?to=%ff%fe HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n',
      'BREW /auth/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'TRACE /auth/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'PROPFIND /auth/v1/user HTTP/1.1\r\nHost: localhost\r\n\r\n',
      `GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      `GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 3000 }, (_, n) => `X-${n}: ${n}\r\n`).join('')}\r\n`,
      'GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Nul: a\u0000b\r\n\r\n',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef',
      'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999999999999\r\n\r\n',
      'GET /auth/v1/health HTTP/9.9\r\nHost: localhost\r\n\r\n',
      '\u0016\u0003\u0001\u0002\u0000\u0001\u0000',
      'NOT A REQUEST\r\n\r\n',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
      'GET //evil.example/auth/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ];
    const answers: string[] = [];
    for (const request of cases) {
      const answer = await sendRawRequest({ port, bytes: request, timeoutMs: 2_000 });
      answers.push(`${answer.status ?? answer.outcome} ${describeCase(Buffer.from(request, 'latin1'))}`);
      expect((await server.api('/health')).status).toBe(200);
    }
    // Every answer is a 4xx status line: not a 5xx, not a silently closed connection.
    expect(answers.filter((line) => !/^4\d\d /.test(line))).toEqual([]);
  });

  it('the account endpoints (/recover, /resend, PUT /user) answer broken requests with their own 4xx', async () => {
    const json = 'Content-Type: application/json';
    const bearer = `Authorization: Bearer ${accessToken}`;
    const request = (line: string, headers: string[], body: string) =>
      `${line} HTTP/1.1\r\nHost: localhost\r\n${[...headers, `Content-Length: ${Buffer.byteLength(body, 'latin1')}`].map((h) => `${h}\r\n`).join('')}\r\n${body}`;
    const cases: Array<[string, number, string]> = [
      [request('POST /auth/v1/recover', [json], '{"email":'), 400, 'bad_json'],
      [request('POST /auth/v1/recover', [json], '{"email":"a\u0000@example.org"}'), 400, 'bad_json'],
      [request('POST /auth/v1/recover', [json], `{"email":"a@example.org","gotrue_meta_security":${'['.repeat(100)}${']'.repeat(100)}}`), 400, 'validation_failed'],
      [request('POST /auth/v1/recover', [json], '{"email":7}'), 400, 'bad_json'],
      [request('POST /auth/v1/recover', [json], '{}'), 400, 'validation_failed'],
      [request('POST /auth/v1/recover', [json], `{"email":"${'a'.repeat(70_000)}@example.org"}`), 413, 'request_too_large'],
      // Bytes that are not UTF-8.
      [request('POST /auth/v1/resend', [json], '{"type":"signup","email":"\xff\xfe@example.org"}'), 400, 'bad_json'],
      [request('POST /auth/v1/resend', [json], '["signup"]'), 400, 'bad_json'],
      [request('POST /auth/v1/resend', [json], '{"type":"recovery","email":"a@example.org"}'), 400, 'validation_failed'],
      [request('PUT /auth/v1/user', [json], '{"password":"a new one 2"}'), 401, 'no_authorization'],
      [request('PUT /auth/v1/user', [json, 'Authorization: Bearer not.a.token'], '{"password":"a new one 2"}'), 403, 'bad_jwt'],
      [request('PUT /auth/v1/user', [json, bearer], '{"password":'), 400, 'bad_json'],
      [request('PUT /auth/v1/user', [json, bearer], '{"password":"x"}'), 422, 'weak_password'],
      [request('PUT /auth/v1/user', [json, bearer], '{"password":"a safe secret 123"}'), 400, 'current_password_required'],
      [request('PUT /auth/v1/user', [json, bearer], '{"password":"a safe secret 123","current_password":"a safe secret 123"}'), 422, 'same_password'],
      [request('PUT /auth/v1/user', [json, bearer], '{"data":"not an object"}'), 400, 'bad_json'],
      [request('PUT /auth/v1/user', [json, bearer], '{"app_metadata":{"role":"admin"}}'), 403, 'not_admin'],
      [request('PUT /auth/v1/user', [json, bearer], '{"email":"someone.else@example.org"}'), 400, 'validation_failed'],
      [`PUT /auth/v1/user HTTP/1.1\r\nHost: localhost\r\n${bearer}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`, 400, ''],
      ['DELETE /auth/v1/recover HTTP/1.1\r\nHost: localhost\r\n\r\n', 405, 'method_not_allowed'],
      ['GET /auth/v1/resend HTTP/1.1\r\nHost: localhost\r\n\r\n', 405, 'method_not_allowed'],
    ];
    const answers: string[] = [];
    for (const [bytes, status, code] of cases) {
      const answer = await sendRawRequest({ port: server.port, bytes, timeoutMs: 5_000 });
      const body = answer.head.slice(answer.head.indexOf('\r\n\r\n') + 4);
      const codeSeen = /"code":"([^"]+)"/.exec(body)?.[1] ?? '';
      answers.push(`${answer.status ?? answer.outcome} ${codeSeen} ${describeCase(Buffer.from(bytes, 'latin1')).slice(0, 120)}`);
      // An empty code: Node's parser answered, before the server's own code ran.
      expect({ status: answer.status, code: code === '' ? '' : codeSeen }, describeCase(Buffer.from(bytes, 'latin1'))).toEqual({ status, code });
      expect((await server.api('/health')).status).toBe(200);
    }
    // The account still works as before: its password was never changed by any of these.
    expect((await server.client().auth.signInWithPassword({ email: ACCOUNT_EMAIL, password: 'a safe secret 123' })).error).toBeNull();
  });

  it('survives 1,500 generated hostile bodies and cut-off requests to the account endpoints, answering health after every one', async () => {
    const probe = healthProbe(server.port);
    try {
      const summary = await fuzzAccountEndpoints(server.port, accessToken, { cases: 1_500, seed: 19, probe, concurrency: 8 });
      process.stdout.write(`raw HTTP fuzz (account endpoints): ${summary.cases} cases in ${summary.ms} ms, ${JSON.stringify(summary.statuses)}\n`);
      expect(summary.failures).toEqual([]);
      expect(summary.cases).toBe(1_500);
      expect(Object.keys(summary.statuses).filter((status) => /^5\d\d$/.test(status))).toEqual([]);
      // The well-formed cases reached the handlers and were served, on every endpoint.
      for (const endpoint of ACCOUNT_ENDPOINTS) expect(summary.servedByEndpoint[endpoint.line], endpoint.line).toBeGreaterThan(0);
    } finally {
      probe.close();
    }
  }, 150_000);

  it('answers a request asking to switch protocols as a plain request', async () => {
    for (const upgrade of ['websocket', 'h2c']) {
      const request = `GET /auth/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: upgrade\r\nUpgrade: ${upgrade}\r\n\r\n`;
      expect((await sendRawRequest({ port: server.port, bytes: request })).status).toBe(200);
    }
  });

  it('a fault inside a handler answers 500 for that request alone, is logged, and the server keeps serving', async () => {
    // The fault is injected: rendering the health answer throws, and in the second round so does
    // rendering the error that reports it. Nothing a caller sends should ever do this; the point is
    // that a bug costs one request, never the process (an unhandled rejection would end it).
    const stringify = JSON.stringify;
    let failErrorReport = false;
    const fault = vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown, ...rest: unknown[]) => {
      const record = (value ?? {}) as Record<string, unknown>;
      if (record.name === 'GoTrue' || (failErrorReport && record.code === 'unexpected_failure')) throw new Error('injected fault');
      return (stringify as (...args: unknown[]) => string)(value, ...rest);
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      for (const round of [1, 2]) {
        failErrorReport = round === 2;
        const res = await server.api('/health');
        expect(res.status, `round ${round}`).toBe(500);
        expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Unexpected failure' });
      }
      const logged = stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(logged).toMatch(/unexpected failure: Error: injected fault/);
    } finally {
      fault.mockRestore();
      stderr.mockRestore();
    }
    expect((await server.api('/health')).status).toBe(200);
    expect((await server.api('/settings')).status).toBe(200);
  });

  it('survives 10,000 generated hostile requests, answering health after every one', async () => {
    const port = server.port;
    const probe = healthProbe(port);
    try {
      const summary = await fuzzRawHttp({
        port,
        cases: 10_000,
        seed: 15,
        paths: [
          '/auth/v1/health',
          '/auth/v1/settings',
          '/auth/v1/user',
          '/auth/v1/signup',
          '/auth/v1/token?grant_type=password',
          '/auth/v1/verify?token=0123456789abcdef&type=signup&redirect_to=http://localhost:4173/',
          '/auth/v1/logout?scope=local',
          '/auth/v1/recover',
          '/auth/v1/recover?redirect_to=http://localhost:4173/auth/reset',
          '/auth/v1/resend',
          '/mailbox',
        ],
        hosts: [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost'],
        probe,
        concurrency: 8,
        caseTimeoutMs: 300,
        // Seconds normally; the bound is for a machine so busy that the run would prove little.
        maxMs: 100_000,
      });
      process.stdout.write(`raw HTTP fuzz (auth server): ${summary.cases} cases in ${summary.ms} ms, ${JSON.stringify(summary.statuses)}\n`);
      expect(summary.failures).toEqual([]);
      expect(summary.stoppedEarly).toBe(false);
      expect(summary.cases).toBe(10_000);
      const serverErrors = Object.keys(summary.statuses).filter((status) => /^5\d\d$/.test(status));
      expect(serverErrors).toEqual([]);
    } finally {
      probe.close();
    }
  }, 150_000);
});

/** The endpoints issue 19 added, each as its request line and whether it needs the account's token. */
const ACCOUNT_ENDPOINTS = [
  { line: 'POST /auth/v1/recover', signedIn: false, valid: (n: number) => `{"email":"raw.${n}@example.org","gotrue_meta_security":{}}` },
  { line: 'POST /auth/v1/recover?redirect_to=http://localhost:4173/auth/reset', signedIn: false, valid: () => `{"email":"${ACCOUNT_EMAIL}"}` },
  { line: 'POST /auth/v1/resend', signedIn: false, valid: (n: number) => `{"type":"signup","email":"raw.${n}@example.org"}` },
  // A fifth of these carry a broken token instead of the account's.
  { line: 'PUT /auth/v1/user', signedIn: true, valid: (n: number) => `{"data":{"n":${n}}}` },
] as const;

/** Bodies that are almost JSON, or JSON of the wrong shape, or not text at all. */
const HOSTILE_BODIES = [
  '', '{', '{"email":', '{"email":"a@example.org"', 'null', '[]', '"x"', '7', '{"email":null}', '{"email":["a@example.org"]}',
  '{"email":"a@example.org","email":"b@example.org"}', '{"type":{},"email":"a@example.org"}', '{"password":123456}',
  '{"password":"\\ud800secret"}', '{"data":[]}', '{"data":{"__proto__":{"admin":true}}}', '{"constructor":{"prototype":{}}}',
  '{"email":"a\u0000b@example.org"}', '{"email":"\xff\xfe@example.org"}', '\xef\xbb\xbf{"email":"a@example.org"}',
  `{"data":${'{"a":'.repeat(80)}1${'}'.repeat(80)}}`, `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
  `{"email":"${'x'.repeat(300)}@example.org"}`, `{"password":"${'p'.repeat(200)}"}`, `{"data":{"k":"${'v'.repeat(70_000)}"}}`,
];
const HOSTILE_TYPES = ['application/json', 'application/json;charset=UTF-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''];

/**
 * Writes seeded hostile requests to the account endpoints over raw sockets: hostile bodies, wrong
 * or missing lengths (a body cut short and the socket closed, or a length longer than what comes),
 * chunked bodies, odd content types and tokens, and well-formed requests among them; a health
 * check after every one. (The shared kit's requests carry no JSON bodies, so these endpoints' body
 * handling needs its own cases.)
 */
async function fuzzAccountEndpoints(
  port: number,
  token: string,
  { cases, seed, probe, concurrency }: { cases: number; seed: number; probe: () => Promise<void>; concurrency: number },
) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const generated = Array.from({ length: cases }, () => {
    const endpoint = pick(ACCOUNT_ENDPOINTS);
    const form = Math.floor(random() * 6);
    const valid = form === 0;
    const body = valid ? endpoint.valid(Math.floor(random() * 1e9)) : pick(HOSTILE_BODIES);
    const headers = ['Host: localhost'];
    const type = valid ? 'application/json' : pick(HOSTILE_TYPES);
    if (type) headers.push(`Content-Type: ${type}`);
    if (endpoint.signedIn) headers.push(`Authorization: Bearer ${valid || random() < 0.8 ? token : pick(['', 'x', `${token}x`, token.split('.').slice(0, 2).join('.')])}`);
    const length = Buffer.byteLength(body, 'latin1');
    let text: string;
    let endAfterWrite = false;
    if (form === 1) {
      // A body cut short, then the socket closed: the server is left waiting for the rest.
      text = `${endpoint.line} HTTP/1.1\r\n${headers.join('\r\n')}\r\nContent-Length: ${length + 10}\r\n\r\n${body}`;
      endAfterWrite = true;
    } else if (form === 2) {
      const chunk = random() < 0.5 ? `${length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : `${pick(['zz', 'ffffffff', '-1', '3'])}\r\n${body}\r\n`;
      text = `${endpoint.line} HTTP/1.1\r\n${headers.join('\r\n')}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`;
      endAfterWrite = random() < 0.5;
    } else if (form === 3) {
      // A length shorter than the body: the rest is read as the next request.
      text = `${endpoint.line} HTTP/1.1\r\n${headers.join('\r\n')}\r\nContent-Length: ${Math.floor(length / 2)}\r\n\r\n${body}`;
    } else {
      text = `${endpoint.line} HTTP/1.1\r\n${headers.join('\r\n')}\r\nContent-Length: ${length}\r\n${random() < 0.1 ? 'Expect: 100-continue\r\n' : ''}\r\n${body}`;
    }
    const bytes = Buffer.from(text, 'latin1');
    return { endpoint: endpoint.line, valid, bytes, splitAt: random() < 0.3 ? Math.floor(random() * bytes.length) : 0, endAfterWrite };
  });

  const started = Date.now();
  const statuses: Record<string, number> = {};
  const servedByEndpoint: Record<string, number> = {};
  const failures: Array<{ case: string; error: string }> = [];
  let next = 0;
  const worker = async () => {
    while (next < generated.length) {
      const fuzzCase = generated[next++]!;
      const answer = await sendRawRequest({ port, bytes: fuzzCase.bytes, splitAt: fuzzCase.splitAt, endAfterWrite: fuzzCase.endAfterWrite, timeoutMs: 1_000 });
      const key = answer.status === undefined ? answer.outcome : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (fuzzCase.valid && answer.status === 200) servedByEndpoint[fuzzCase.endpoint] = (servedByEndpoint[fuzzCase.endpoint] ?? 0) + 1;
      try {
        await probe();
      } catch (error) {
        failures.push({ case: describeCase(fuzzCase.bytes), error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { cases: generated.length, statuses, servedByEndpoint, failures, ms: Date.now() - started };
}
