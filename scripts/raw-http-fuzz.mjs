/**
 * A raw-socket HTTP/1.1 fuzz kit shared by the servers' tests: it writes
 * hostile requests (malformed request lines, odd methods, bad percent-encoding,
 * broken or oversized headers, broken bodies, truncated requests) byte for byte
 * over fresh `node:net` sockets, and after every case checks that the server
 * still answers a normal request.
 *
 * Cases come from a seeded generator, so a failure can be replayed with the
 * same seed; nothing is sent anywhere but loopback, and every run is bounded
 * in cases and time.
 *
 *   const summary = await fuzzRawHttp({ port, cases: 10_000, seed: 15, paths: ['/about'], hosts: ['localhost'] });
 *   // summary: { cases, statuses: { '400': 5012, '200': 812, ... }, failures: [], ms }
 */
import { request, Agent } from 'node:http';
import { connect } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A small seeded PRNG (mulberry32): enough to make cases repeatable, no dependency.
 * @param {number} seed
 */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** @param {number} n */
    int: (n) => Math.floor(next() * n),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** @param {number} p */
    chance: (p) => next() < p,
  };
}

/** Bytes written as latin1 so each char code 0-255 is exactly one byte on the wire. */
const bytesOf = (/** @type {string} */ text) => Buffer.from(text, 'latin1');

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT',
  'PROPFIND', 'MKCOL', 'BREW', 'get', 'Get', 'hEaD', 'G E T', 'GET\0', 'GÉT', '', 'M'.repeat(300), '-', '\x01'];

const HOSTILE_TARGETS = ['//[', 'http://[', '*', 'http://localhost/', 'http://evil.example/x', 'https://[::1]:99999/',
  'localhost:80', 'evil.example:443', '/%', '/%zz', '/%2', '/%c0%ae%c0%ae/', '/%c0%af', '/%00', '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/\\..\\..\\windows', '/\x00', '/\x7f', '/\xc0\xae\xc0\xae/',
  '/\xff\xfe', '/%E2%82', '/%ed%a0%80', '/?%', '/?a=%zz', '/#frag', '/a b', '', ' ', '/;', '//', '///', '/./.',
  '\t/', 'ÿ', '/%25', '/%252e%252e/', '/%u002e', `/${'a'.repeat(8000)}`, `/${'%41'.repeat(3000)}`, `/${'a/'.repeat(2000)}`,
  `/${'a'.repeat(70000)}`];

const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', 'HTTP/0.9', 'HTTP/2.0', 'http/1.1', 'HTTP/1',
  'HTTP/1.1 extra', 'HTTP/1.1\0', 'HTTP/', ''];

const HOSTILE_HOSTS = ['[', '', ' ', '[::1', 'a b', 'localhost:99999', 'localhost:-1', '\x00', '@evil.example',
  'evil.example', 'x'.repeat(300), 'ÿ.example', 'localhost\r', '..', '.'];

const OTHER_HEADERS = ['Accept-Encoding: br', 'Accept-Encoding: gzip', 'Accept-Encoding: br, gzip', 'Accept-Encoding: ***',
  'Accept-Encoding: identity;q=0', 'Connection: close', 'Connection: keep-alive', 'Connection: upgrade',
  'Upgrade: websocket', 'Upgrade: h2c', 'Expect: 100-continue', 'Expect: nonsense', 'Range: bytes=0-0', 'Range: bytes=-5',
  'Range: bytes=99999999-', 'Range: bytes=5-1', 'Range: bytes=abc', 'Range: bytes=0-1,2-3,4-5', 'If-None-Match: *',
  'If-None-Match: "x"', 'If-Modified-Since: yesterday', 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT',
  'Accept: */*', 'Accept: ', 'Cookie: a=b; c', 'Origin: null', 'Origin: http://evil.example', 'Authorization: Bearer x.y.z',
  'Content-Type: application/json', 'Content-Type: text/plain; charset=\xff', 'X-Forwarded-For: 1.2.3.4',
  'X-Forwarded-Host: evil.example', 'X-HTTP-Method-Override: DELETE', 'User-Agent: \x00\x01\x02', 'Via: \xff'];

const BROKEN_HEADERS = ['NoColonHere', 'Host : localhost', ' Folded: value', '\tstill folded', 'Bad Name: x', ': empty name',
  'X-Nul: a\0b', 'X-Cr: a\rb', 'X-Ctl: \x1b[31m', '\x00: x', 'X-Utf8: ÿÿ', 'Content-Length: abc', 'Content-Length: -1',
  'Content-Length: 1e3', 'Content-Length: 99999999999999999999', 'Content-Length: 0, 5', 'Transfer-Encoding: gzip',
  'Transfer-Encoding: chunked, identity', 'Transfer-Encoding: xchunked', 'Transfer-Encoding:\tchunked'];

const BROKEN_BODIES = ['zz\r\n', 'ffffffffffffffff\r\n', '5\r\nab', '3\r\nabc', '3\r\nabc\r\n', '-1\r\n\r\n', '0\r\n',
  '0\r\nX-Trailer: \x00\r\n\r\n', '1;ext="\r\n', 'a'.repeat(5)];

/**
 * A caller's path as an attacker would spell it: percent-encoded or double-encoded
 * characters, other case, extra or trailing slashes, encoded-file suffixes.
 * @param {ReturnType<typeof randomSource>} random
 * @param {string} path
 */
function mutatePath(random, path) {
  const encodeOne = (/** @type {string} */ text, /** @type {boolean} */ twice) => {
    if (text.length < 2) return text;
    const at = 1 + random.int(text.length - 1);
    const hex = `%${text.charCodeAt(at).toString(16).padStart(2, '0').toUpperCase()}`;
    return text.slice(0, at) + (twice ? hex.replace('%', '%25') : hex) + text.slice(at + 1);
  };
  switch (random.int(12)) {
    case 0: return encodeOne(path, false);
    case 1: return encodeOne(path, true);
    case 2: return path.toUpperCase();
    case 3: return `${path}/`;
    case 4: return `/${path}`;
    case 5: return `${path}.br`;
    case 6: return `${path}.gz`;
    case 7: return `${path}%00`;
    case 8: return `${path}?${random.pick(['', 'a=1', '%', '%zz', '\xff'])}`;
    case 9: return path.replaceAll('/', random.pick(['//', '/./', '\\', '%2f', '%2F', '/%2e/']));
    case 10: return `${path}/..${random.pick(['', '/', '%2f'])}`;
    default: return `${path}${random.pick(['%', '%2', '%zz', '\x00', '\x7f', '\xc0\xae', ';a', '#x'])}`;
  }
}

/**
 * @typedef {object} FuzzCase
 * @property {string} kind     what the case mainly tests, e.g. `"request line"`, `"headers"`, `"valid"`
 * @property {Buffer} bytes    exactly what is written to the socket
 * @property {number} splitAt  write the bytes in two pieces at this offset (0: in one piece)
 * @property {boolean} endAfterWrite  half-close the socket after writing (a request cut short, then closed)
 */

/**
 * Generates `count` hostile (and some valid) HTTP/1.1 requests from `seed`.
 * The same seed, count and options always give the same cases.
 * @param {number} seed
 * @param {number} count
 * @param {{ paths?: string[], hosts?: string[] }} [options]  paths and Host values the server knows (default `/` and `localhost`)
 * @returns {FuzzCase[]}
 */
export function generateCases(seed, count, { paths = ['/'], hosts = ['localhost'] } = {}) {
  const random = randomSource(seed);
  /** @type {FuzzCase[]} */
  const cases = [];
  for (let index = 0; index < count; index += 1) {
    const kind = random.pick(['valid', 'request line', 'request line', 'target', 'target', 'headers', 'headers', 'host',
      'body', 'size', 'truncated']);
    const hostile = kind !== 'valid';
    const method = kind === 'request line' || (hostile && random.chance(0.2)) ? random.pick(METHODS) : random.pick(['GET', 'GET', 'HEAD']);
    const target = kind === 'target' || (kind === 'request line' && random.chance(0.5))
      ? (random.chance(0.5) ? random.pick(HOSTILE_TARGETS) : mutatePath(random, random.pick(paths)))
      : random.pick(paths);
    const version = kind === 'request line' && random.chance(0.5) ? random.pick(VERSIONS) : 'HTTP/1.1';
    const eol = kind === 'request line' && random.chance(0.2) ? random.pick(['\n', '\r', '\r\r\n', '']) : '\r\n';
    const requestLine = kind === 'request line' && random.chance(0.15)
      ? random.pick(['', ' ', 'GET', 'GET /', `GET  / HTTP/1.1`, 'GET / HTTP/1.1 GET / HTTP/1.1', '\x16\x03\x01\x02\x00\x01\x00'])
      : `${method} ${target} ${version}`.replace(/ $/, '');

    /** @type {string[]} */
    const headers = [];
    const hostHeader = random.pick(hosts);
    if (kind === 'host') {
      const form = random.int(5);
      if (form === 1) headers.push(`Host: ${hostHeader}`, `Host: ${random.pick(hosts)}`);
      else if (form === 2) headers.push(`Host: ${random.pick(HOSTILE_HOSTS)}`);
      else if (form === 3) headers.push(`host:${hostHeader}`, `HOST: ${random.pick(HOSTILE_HOSTS)}`);
      else if (form === 4) headers.push(`Host: ${hostHeader}${random.pick(['', ':', ':0', ':abc', '.', '..evil'])}`);
      // form 0: no Host at all.
    } else {
      headers.push(`Host: ${hostHeader}`);
    }
    for (let n = random.int(4); n > 0; n -= 1) headers.push(random.pick(OTHER_HEADERS));
    if (kind === 'headers') for (let n = 1 + random.int(3); n > 0; n -= 1) headers.push(random.pick(BROKEN_HEADERS));

    let body = '';
    if (kind === 'body') {
      const form = random.int(4);
      if (form === 0) headers.push('Transfer-Encoding: chunked', 'Content-Length: 5');
      else if (form === 1) headers.push('Transfer-Encoding: chunked');
      else if (form === 2) headers.push(`Content-Length: ${random.pick(['5', '10', '0', '1'])}`, `Content-Length: ${random.pick(['6', '0'])}`);
      else headers.push(`Content-Length: ${random.pick(['3', '100', '0'])}`);
      body = random.chance(0.3)
        // A smuggled-looking second request after the body: parsed as a pipelined request.
        ? `0\r\n\r\nGET ${random.pick(HOSTILE_TARGETS.slice(0, 12))} HTTP/1.1\r\nHost: ${hostHeader}\r\n\r\n`
        : random.pick(BROKEN_BODIES);
    }
    if (kind === 'size') {
      const form = random.int(4);
      if (form === 0) headers.push(`X-Big: ${'a'.repeat(17_000 + random.int(50_000))}`);
      else if (form === 1) for (let n = 0; n < 150 + random.int(2_000); n += 1) headers.push(`X-Many-${n}: ${n}`);
      else if (form === 2) headers.push(`Cookie: ${'c=1; '.repeat(4_000)}`);
      else headers.push(`${'X'.repeat(20_000)}: y`);
    }
    if (!hostile && random.chance(0.5)) headers.push('Connection: close');

    let text = `${requestLine}${eol}${headers.map((header) => `${header}${eol}`).join('')}${eol}${body}`;
    let endAfterWrite = false;
    if (kind === 'truncated') {
      text = text.slice(0, 1 + random.int(Math.max(1, text.length - 2)));
      endAfterWrite = true;
    } else if (random.chance(0.03)) {
      endAfterWrite = true;
    }
    const bytes = bytesOf(text);
    cases.push({ kind, bytes, splitAt: random.chance(0.2) ? random.int(bytes.length) : 0, endAfterWrite });
  }
  return cases;
}

/**
 * A case as readable text for a report: control bytes escaped, long runs cut short.
 * @param {FuzzCase | Buffer} fuzzCase
 */
export function describeCase(fuzzCase) {
  const bytes = Buffer.isBuffer(fuzzCase) ? fuzzCase : fuzzCase.bytes;
  const text = JSON.stringify(bytes.toString('latin1'));
  const shown = text.length > 400 ? `${text.slice(0, 300)} ... ${text.slice(-60)} (${bytes.length} bytes)` : text;
  return Buffer.isBuffer(fuzzCase) ? shown : `[${fuzzCase.kind}] ${shown}`;
}

/** @param {string} host */
function assertLoopback(host) {
  if (!LOOPBACK.has(host)) throw new Error(`raw-http-fuzz only talks to loopback; refusing host ${JSON.stringify(host)}.`);
}

/**
 * @typedef {object} RawResponse
 * @property {number | undefined} status  the first status line's code, if one came back
 * @property {string} head     the first bytes that came back (latin1), up to 2 KiB
 * @property {'status' | 'closed' | 'reset' | 'timeout'} outcome  how the exchange ended
 */

/**
 * Writes raw bytes to a fresh loopback socket and reads the first status line.
 * The socket is destroyed once a status line has arrived, when the server closes
 * or resets it, or after `timeoutMs`.
 * @param {{ host?: string, port: number, bytes: Buffer | string, splitAt?: number, endAfterWrite?: boolean, timeoutMs?: number }} options
 * @returns {Promise<RawResponse>}
 */
export function sendRawRequest({ host = '127.0.0.1', port, bytes, splitAt = 0, endAfterWrite = false, timeoutMs = 1_000 }) {
  assertLoopback(host);
  const data = typeof bytes === 'string' ? bytesOf(bytes) : bytes;
  return new Promise((resolve) => {
    let received = '';
    let settled = false;
    const socket = connect({ host, port });
    const finish = (/** @type {RawResponse['outcome']} */ outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/\d\.\d (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : undefined, head: received.slice(0, 2048), outcome: match ? 'status' : outcome });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('connect', () => {
      const write = () => {
        if (splitAt > 0 && splitAt < data.length) {
          socket.write(data.subarray(0, splitAt));
          setImmediate(() => !socket.destroyed && socket.write(data.subarray(splitAt), () => endAfterWrite && socket.end()));
        } else {
          socket.write(data, () => endAfterWrite && socket.end());
        }
      };
      write();
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/\d\.\d \d{3}[^\r\n]*\r?\n/.test(received) || received.length > 4096) finish('status');
    });
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) => finish(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'closed'));
  });
}

/**
 * A probe that sends a normal `GET path` with the given Host over a keep-alive
 * connection and resolves if a 2xx, 3xx or 4xx status comes back in time;
 * otherwise it rejects. Call `close()` when finished to free its sockets.
 * @param {{ host?: string, port: number, path?: string, hostHeader?: string, timeoutMs?: number }} options
 * @returns {(() => Promise<number>) & { close: () => void }}
 */
export function httpProbe({ host = '127.0.0.1', port, path = '/', hostHeader = 'localhost', timeoutMs = 2_000 }) {
  assertLoopback(host);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const probe = () =>
    new Promise((resolve, reject) => {
      const req = request({ host, port, path, agent, headers: { host: hostHeader }, timeout: timeoutMs }, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 500) resolve(status);
        else reject(new Error(`probe GET ${path} answered ${status}`));
      });
      req.on('timeout', () => req.destroy(new Error(`probe GET ${path} had no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
  return Object.assign(probe, { close: () => agent.destroy() });
}

/**
 * @typedef {object} FuzzSummary
 * @property {number} cases  cases sent
 * @property {Record<string, number>} statuses  how many cases got each status code, or `closed`, `reset`, `timeout` with no status line
 * @property {{ case: string, error: string, concurrent: string[] }[]} failures  probes that failed, with the case sent just before (and any cases in flight at the same time)
 * @property {number} ms  how long the run took
 * @property {boolean} stoppedEarly  true if the time limit or the failure limit ended the run
 */

/**
 * Sends generated cases to a loopback server, one fresh socket each, and runs
 * `probe` after every case; a probe that fails is recorded with the case that
 * preceded it. With `concurrency` above 1, that many workers each alternate
 * case, probe, case, probe, so every case is still followed by a probe.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host]  loopback only (default 127.0.0.1)
 * @param {number} [options.cases]  how many cases (default 1000)
 * @param {number} [options.seed]  default 1
 * @param {string[]} [options.paths]  paths the server serves, for valid and mutated targets
 * @param {string[]} [options.hosts]  Host values the server knows
 * @param {() => Promise<unknown>} [options.probe]  rejects if the server does not answer normally (default: `httpProbe` for the first path and host)
 * @param {number} [options.concurrency]  workers (default 4)
 * @param {number} [options.caseTimeoutMs]  how long to wait for a case's answer (default 500)
 * @param {number} [options.maxMs]  stop starting new cases after this long (default 120 000)
 * @param {number} [options.maxFailures]  stop after this many failed probes (default 10)
 * @returns {Promise<FuzzSummary>}
 */
export async function fuzzRawHttp({
  host = '127.0.0.1',
  port,
  cases = 1_000,
  seed = 1,
  paths = ['/'],
  hosts = ['localhost'],
  probe,
  concurrency = 4,
  caseTimeoutMs = 500,
  maxMs = 120_000,
  maxFailures = 10,
}) {
  assertLoopback(host);
  const started = Date.now();
  const generated = generateCases(seed, cases, { paths, hosts });
  const defaultProbe = probe ? undefined : httpProbe({ host, port, path: paths[0], hostHeader: hosts[0] });
  const check = probe ?? defaultProbe;
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {FuzzSummary['failures']} */
  const failures = [];
  /** @type {Set<FuzzCase>} */
  const inFlight = new Set();
  let next = 0;
  let sent = 0;
  let stoppedEarly = false;

  const worker = async () => {
    while (next < generated.length) {
      if (Date.now() - started > maxMs || failures.length >= maxFailures) {
        stoppedEarly = true;
        return;
      }
      const fuzzCase = /** @type {FuzzCase} */ (generated[next]);
      next += 1;
      inFlight.add(fuzzCase);
      const answer = await sendRawRequest({ host, port, ...fuzzCase, timeoutMs: caseTimeoutMs });
      sent += 1;
      const key = answer.status === undefined ? answer.outcome : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      try {
        await check();
      } catch (error) {
        failures.push({
          case: describeCase(fuzzCase),
          error: error instanceof Error ? error.message : String(error),
          concurrent: [...inFlight].filter((other) => other !== fuzzCase).map(describeCase),
        });
      } finally {
        inFlight.delete(fuzzCase);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    defaultProbe?.close();
  }
  return { cases: sent, statuses, failures, ms: Date.now() - started, stoppedEarly };
}
