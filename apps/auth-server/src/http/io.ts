import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, badJson, validationFailed } from './errors';

/** The API version header GoTrue sends; supabase-js reads error codes only when it can see it. */
export const API_VERSION = '2024-01-01';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-client-ip',
  'x-jwt-aud',
  'accept',
];

/** Requests whose answers must carry no CORS headers at all (the mailbox's). */
const sameOriginOnly = new WeakSet<IncomingMessage>();

/**
 * Marks a request so that nothing sent in answer to it, errors included, invites other origins
 * to read it.
 *
 * @example
 * withoutCors(req); // before the mailbox handler runs
 */
export function withoutCors(req: IncomingMessage): void {
  sameOriginOnly.add(req);
}

/**
 * CORS for a token-based API: any origin may call it, because no cookies are involved and every
 * user request carries its own bearer token. The API version header is exposed so that the
 * browser client can read error codes. Requests marked with `withoutCors` get none.
 *
 * @example
 * res.writeHead(204, corsHeaders(req));
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (sameOriginOnly.has(req)) return { 'Cross-Origin-Resource-Policy': 'same-origin' };
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
    Vary: 'Origin',
  };
  if (req.method === 'OPTIONS') {
    const requested = String(req.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      // Only plain header names are echoed back: nothing odd is reflected into our response.
      .filter((name) => /^[a-z0-9-]{1,64}$/.test(name));
    headers['Access-Control-Allow-Headers'] = [...new Set([...ALLOWED_HEADERS, ...requested])].join(', ');
    headers['Access-Control-Allow-Methods'] = 'GET, POST, PUT, DELETE, OPTIONS';
    headers['Access-Control-Max-Age'] = '86400';
  }
  return headers;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Sends a JSON body with the headers every GoTrue response carries.
 *
 * @example
 * sendJson(req, res, 200, { ok: true });
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'X-Supabase-Api-Version': API_VERSION,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Sends an error in the contract's shape: `{ code, message }` plus any extra fields.
 *
 * @example
 * sendError(req, res, invalidCredentials());
 */
export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  sendJson(req, res, error.status, { code: error.code, message: error.message, ...error.extra });
}

/**
 * Sends an empty response (logout's 204, preflight's 204).
 *
 * @example
 * sendEmpty(req, res, 204);
 */
export function sendEmpty(req: IncomingMessage, res: ServerResponse, status: number): void {
  res.writeHead(status, { ...corsHeaders(req), ...SECURITY_HEADERS, 'X-Supabase-Api-Version': API_VERSION });
  res.end();
}

/**
 * Sends a 303 See Other, the status GoTrue uses after following a confirmation link.
 *
 * @example
 * sendRedirect(req, res, 'http://localhost:4173/#access_token=...');
 */
export function sendRedirect(req: IncomingMessage, res: ServerResponse, location: string): void {
  res.writeHead(303, { ...corsHeaders(req), ...SECURITY_HEADERS, Location: location, 'X-Supabase-Api-Version': API_VERSION });
  res.end();
}

/**
 * Sends an HTML page with a strict policy: no scripts at all, styles only inline in the page.
 *
 * @example
 * sendHtml(req, res, 200, '<!doctype html><title>Mailbox</title>');
 */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...corsHeaders(req),
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'X-Frame-Options': 'DENY',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

export const tooLarge = (limit: number): AuthError =>
  new AuthError(413, 'request_too_large', `Request body is larger than ${limit} bytes`);

/**
 * Reads the whole request body, refusing anything over `limit` bytes as soon as it is known
 * (from Content-Length, or while streaming), so an oversized body is never buffered.
 *
 * @example
 * const body = parseJsonObject(await readBody(req, 65536));
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null, body?: Buffer): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) reject(error);
      else resolve(body ?? Buffer.alloc(0));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        // Stop buffering; the rest of the upload is read and dropped so the 413 can still be sent.
        req.resume();
        finish(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => finish(null, Buffer.concat(chunks));
    // The client hung up mid-body: nobody is left to answer, and it is no fault of the server's.
    const onError = (): void => finish(new AuthError(400, 'bad_json', 'Could not parse request body as JSON: the body was cut short'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * How deeply a request body may nest objects and arrays, the body itself being level 1. What
 * people send is flat (sign-up metadata from a form), so 64 is far beyond any real use, while
 * everything that later walks the value recursively stays far from its limit: JSON.stringify
 * here (V8 overflows at some thousands of levels), Postgres's jsonb, and every client that
 * decodes the `user_metadata` claim of an access token.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text nests objects and arrays deeper than `limit`, counted in one pass without
 * recursion (and without parsing), so no depth can overflow the stack. Brackets inside strings
 * are text and do not count.
 *
 * @example
 * nestsDeeperThan('{"a":[1]}', 2);   // false
 * nestsDeeperThan('[[[]]]', 2);      // true
 * nestsDeeperThan('{"a":"[[["}', 1); // false
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses a request body as a JSON object. Like GoTrue, any content type is read as JSON; a body
 * that is not valid UTF-8 JSON, or is JSON but not an object, is a 400 `bad_json`. One nested
 * deeper than `MAX_JSON_DEPTH` is a 400 `validation_failed`, before it is even parsed.
 *
 * @example
 * parseJsonObject(Buffer.from('{"email":"a@b.org"}')); // { email: 'a@b.org' }
 */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw badJson('invalid UTF-8');
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw validationFailed(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson(text.trim() === '' ? 'empty body' : 'invalid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badJson('expected a JSON object');
  }
  if (!isStorableJson(value)) throw badJson('text contains a NUL character or an unpaired surrogate');
  return value as Record<string, unknown>;
}

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when text can be stored in Postgres: it refuses NUL characters in text and JSON, and
 * unpaired surrogates (which JSON escapes such as "\ud800" can smuggle in) are not Unicode.
 *
 * @example
 * isStorableText('a\u0000b'); // false
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** Checks every key and string in a parsed JSON value, without recursion, so depth cannot overflow the stack. */
function isStorableJson(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (!isStorableText(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}

/**
 * The caller's address, for rate limits and the log. Proxy headers are not trusted: anyone can send them.
 *
 * @example
 * rateLimitKey(clientIp(req));
 */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * True when the request comes from this machine.
 *
 * @example
 * if (!isLoopbackRequest(req)) throw new AuthError(404, 'not_found', 'Not found');
 */
export function isLoopbackRequest(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
