import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeCase, fuzzRawHttp, httpProbe, sendRawRequest } from '../../../scripts/raw-http-fuzz.mjs';
import { startTestServer, type TestServer } from './test/harness';

/*
 * Hostile HTTP written byte for byte to the real server on loopback (the workspace's shared kit,
 * scripts/raw-http-fuzz.mjs). After every case the server must still answer GET /auth/v1/health
 * with 200; no case may get a 5xx.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
