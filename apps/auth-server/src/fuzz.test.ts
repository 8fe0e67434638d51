import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from './test/harness';

// A 4 KiB limit keeps the over-limit cases cheap to send.
const server = serverForFile({ maxBodyBytes: 4096 });

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', '\u202e', '\ud800', 'ﬀ', 'İ@example.org', 'a@xn--80ak6aa92e.com', '"><script>', "' or 1=1 --", '%00', '../../etc'),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const fieldNames = ['email', 'password', 'phone', 'data', 'gotrue_meta_security', 'code_challenge', 'code_challenge_method',
  'refresh_token', 'auth_code', 'code_verifier', 'token', 'token_hash', 'type', 'redirect_to', '__proto__', 'constructor'];
const plausibleObject = fc
  .array(fc.tuple(fc.constantFrom(...fieldNames), anyValue), { maxLength: 6 })
  .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`);

// Nearly valid sign-ups reach the database, so odd Unicode in metadata and passwords is stored and read back.
const nearlyValid = fc
  .record({
    email: fc.nat({ max: 1000 }).map((n) => `fuzz.${n}@example.org`),
    password: fc.string({ unit: 'grapheme', maxLength: 30 }),
    data: fc.dictionary(oddText, anyValue, { maxKeys: 4 }),
  })
  .map((value) => JSON.stringify(value));

const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  plausibleObject,
  nearlyValid,
  fc.json(),
  oddText,
  fc.uint8Array({ maxLength: 64 }),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1, max: 3000 }).map((depth) => '{"data":'.repeat(depth) + '{}' + '}'.repeat(depth)),
  fc.integer({ min: 4097, max: 40_000 }).map((size) => JSON.stringify({ email: 'big@example.org', password: 'x'.repeat(size) })),
);

const headerValue = fc.string({ maxLength: 200 });
const authorization = fc.option(
  fc.oneof(headerValue, headerValue.map((value) => `Bearer ${value}`), fc.constant('Bearer eyJhbGciOiJub25lIn0.e30.')),
  { nil: undefined },
);
const contentType = fc.option(
  fc.oneof(fc.constantFrom('application/json', 'application/json;charset=UTF-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'), headerValue),
  { nil: undefined },
);

const endpoints = [
  { method: 'POST', path: '/signup' },
  { method: 'POST', path: '/token?grant_type=password' },
  { method: 'POST', path: '/token?grant_type=refresh_token' },
  { method: 'POST', path: '/token?grant_type=pkce' },
  { method: 'POST', path: '/token?grant_type=%00' },
  { method: 'POST', path: '/verify' },
  { method: 'POST', path: '/logout?scope=local' },
  { method: 'GET', path: '/user' },
  { method: 'GET', path: '/verify' },
  { method: 'GET', path: '/settings' },
  { method: 'PUT', path: '/user' },
  { method: 'PUT', path: '/user', signedIn: true },
  { method: 'POST', path: '/recover' },
  { method: 'POST', path: '/resend' },
] as const;

/** A real session's token, so the signed-in endpoints read the body rather than stop at the token. */
let accessToken = '';
beforeAll(async () => {
  const email = 'fuzz.signed-in@example.org';
  await server.client().auth.signUp({ email, password: 'a safe secret 123' });
  const [mail] = await server.mailbox(email);
  const { data } = await server.client().auth.verifyOtp({ email, token: mail!.code!, type: 'signup' });
  accessToken = data.session!.access_token;
});

/** Percent-encodes every UTF-8 byte; lone surrogates become U+FFFD instead of throwing. */
function encodeAll(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

async function expectWellFormed(res: Response): Promise<void> {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const payload = (await res.json()) as Record<string, unknown>;
    expect(typeof payload.code).toBe('string');
    expect(typeof payload.message).toBe('string');
  } else {
    await res.arrayBuffer();
  }
}

describe('hostile input never breaks the server', () => {
  for (const endpoint of endpoints) {
    const signedIn = 'signedIn' in endpoint;
    it(`${endpoint.method} ${endpoint.path}${signedIn ? ' signed in' : ''}: malformed bodies, wrong types, odd Unicode, abused headers`, async () => {
      await fc.assert(
        fc.asyncProperty(body, contentType, authorization, async (payload, type, auth) => {
          const headers: Record<string, string> = {};
          if (type !== undefined) headers['Content-Type'] = type;
          if (auth !== undefined) headers.Authorization = auth;
          if (signedIn) headers.Authorization = `Bearer ${accessToken}`;
          const res = await server.api(endpoint.path, {
            method: endpoint.method,
            headers,
            body: endpoint.method === 'GET' ? undefined : payload,
            redirect: 'manual',
          });
          await expectWellFormed(res);
          if (typeof payload === 'string' && Buffer.byteLength(payload) > 4096 && (endpoint.method === 'POST' || signedIn)) {
            expect(res.status).toBe(413);
          }
        }),
        { numRuns: 40 },
      );
    });
  }

  it('odd query strings on the link and logout endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, oddText, oddText, async (token, type, redirect) => {
        const query = `token=${encodeAll(token)}&type=${encodeAll(type)}&redirect_to=${encodeAll(redirect)}`;
        await expectWellFormed(await server.api(`/verify?${query}`, { redirect: 'manual' }));
        await expectWellFormed(await server.api(`/logout?scope=${encodeAll(type)}`, { method: 'POST' }));
        await expectWellFormed(await fetch(`${server.url}/mailbox?to=${encodeAll(token)}&limit=${encodeAll(type)}`));
      }),
      { numRuns: 40 },
    );
  });
});
