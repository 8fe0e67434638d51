import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { serverForFile, startTestServer, TEST_JWT_SECRET, type TestServer, uniqueEmail } from './test/harness';

const server = serverForFile();
const autoconfirm = serverForFile({ autoconfirm: true });

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

const secret = new TextEncoder().encode(TEST_JWT_SECRET);

async function signedAccount(target: TestServer) {
  const email = uniqueEmail();
  const { data, error } = await target.client().auth.signUp({ email, password: 'a safe secret 123' });
  expect(error).toBeNull();
  return { email, password: 'a safe secret 123', session: data.session! };
}

describe('sign-in errors', () => {
  it('wrong password and unknown email give the same answer', async () => {
    const { email } = await signedAccount(autoconfirm);
    const wrong = await autoconfirm.client().auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await autoconfirm.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever it is 1' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('an unconfirmed email is refused only once the password is right', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    const right = await server.client().auth.signInWithPassword({ email, password: 'a safe secret 123' });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrong = await server.client().auth.signInWithPassword({ email, password: 'a safe secret 124' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('needs an email or phone', async () => {
    await expectError(await server.post('/token?grant_type=password', { password: 'a safe secret 123' }), 400, 'validation_failed', 'missing email or phone');
  });

  it('rejects an unknown grant type', async () => {
    await expectError(await server.post('/token?grant_type=magic', {}), 400, 'invalid_credentials', 'unsupported_grant_type');
    await expectError(await server.post('/token', {}), 400, 'invalid_credentials', 'unsupported_grant_type');
  });
});

describe('sign-up errors', () => {
  it('an already registered address: 422 with autoconfirm', async () => {
    const { email } = await signedAccount(autoconfirm);
    const again = await autoconfirm.client().auth.signUp({ email, password: 'another-password' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('an already confirmed address with confirmation on: a look-alike user (one identity, as a new one has), no mail, no change', async () => {
    const email = uniqueEmail();
    const first = await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    await server.follow(await server.latestLink(email));
    const again = await server.client().auth.signUp({ email, password: 'attacker-password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.id).not.toBe(first.data.user!.id);
    expect(again.data.user!.identities).toHaveLength(1);
    expect(again.data.user!.email).toBe(email);
    expect(await server.mailbox(email)).toHaveLength(1);
    const signIn = await server.client().auth.signInWithPassword({ email, password: 'attacker-password' });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('an unconfirmed address: the same 200, and within 60 seconds no mail is sent (signupPrivacy.test.ts)', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    const soon = await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    expect(soon.error).toBeNull();
    expect(await server.mailbox(email)).toHaveLength(1);
  });

  it('rejects weak, missing and over-long passwords', async () => {
    const weak = await server.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const raw = await expectError(await server.post('/signup', { email: uniqueEmail(), password: 'abc' }), 422, 'weak_password');
    expect(raw.weak_password).toEqual({ reasons: ['length'] });

    const long = await server.client().auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(257) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 256 characters' });
    // Characters, not bytes (passwords.test.ts): 25 three-byte characters are 25.
    const multibyte = await server.post('/signup', { email: uniqueEmail(), password: '€'.repeat(25) });
    expect(multibyte.status).toBe(200);
    const exactly256 = await server.client().auth.signUp({ email: uniqueEmail(), password: 'y'.repeat(256) });
    expect(exactly256.error).toBeNull();

    await expectError(await server.post('/signup', { email: uniqueEmail() }), 400, 'validation_failed', 'Signup requires a valid password');
  });

  it('hashes passwords at bcrypt cost 10 (GoTrue’s) unless configured otherwise, as the tests do', async () => {
    for (const [bcryptCost, stored] of [[undefined, /^\$nfkc-sha256\$\$2[ab]\$10\$/], [4, /^\$nfkc-sha256\$\$2[ab]\$04\$/]] as const) {
      const target = await startTestServer({ bcryptCost, autoconfirm: true });
      const email = uniqueEmail('cost');
      try {
        const client = target.client();
        expect((await client.auth.signUp({ email, password: 'a safe secret 123' })).error).toBeNull();
        // A new password is hashed at the same cost.
        expect((await client.auth.updateUser({ password: 'a new one 2', current_password: 'a safe secret 123' })).error).toBeNull();
        const rows = await target.stopAndQuery<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email]);
        expect(rows[0]!.encrypted_password).toMatch(stored);
      } finally {
        await target.close();
      }
    }
  });

  it('rejects a malformed email address', async () => {
    for (const email of ['not-an-email', 'a@', '@b.org', 'a b@c.org', 'a@b..org', '<script>@x.org']) {
      const { error } = await server.client().auth.signUp({ email, password: 'a safe secret 123' });
      expect(error, email).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    }
    await expectError(await server.post('/signup', { password: 'a safe secret 123' }), 400, 'validation_failed', 'missing email or phone');
  });
});

describe('token errors', () => {
  it('401 without a bearer token', async () => {
    await expectError(await server.api('/user'), 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    await expectError(await server.api('/logout', { method: 'POST' }), 401, 'no_authorization');
    await expectError(await server.api('/user', { headers: { Authorization: 'Basic abc' } }), 401, 'no_authorization');
  });

  it('403 bad_jwt for a forged, expired, malformed or sub-less token', async () => {
    const { session } = await signedAccount(autoconfirm);
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const body = await expectError(
      await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${forged}` } }),
      403,
      'bad_jwt',
    );
    expect(body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);

    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
    const expiredBody = await expectError(await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${expired}` } }), 403, 'bad_jwt');
    expect(expiredBody.message).toContain('token is expired');
    const viaClient = await autoconfirm.client().auth.getUser(expired);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expectError(await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${unsigned}` } }), 403, 'bad_jwt');
    await expectError(await autoconfirm.api('/user', { headers: { Authorization: 'Bearer not.a.jwt' } }), 403, 'bad_jwt');

    const anon = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    await expectError(await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${anon}` } }), 403, 'bad_jwt', 'invalid claim: missing sub claim');

    const ghost = await new SignJWT({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    await expectError(
      await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${ghost}` } }),
      403,
      'user_not_found',
      'User from sub claim in JWT does not exist',
    );
  });

  it('403 bad_jwt for a validly signed token with the wrong audience or issuer, or without expiry', async () => {
    const { session } = await signedAccount(autoconfirm);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.iss).toBe(`http://localhost:${autoconfirm.port}/auth/v1`);
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    const without = (name: string) => Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));
    // The genuine claims, signed again, are accepted: only the claim changed below makes the difference.
    expect((await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${await sign(claims)}` } })).status).toBe(200);
    const forged: Record<string, Record<string, unknown>> = {
      'audience anon': { ...claims, aud: 'anon' },
      'audience of another service': { ...claims, aud: ['service_role'] },
      'no audience': without('aud'),
      'issuer elsewhere': { ...claims, iss: 'https://evil.example/auth/v1' },
      'no issuer': without('iss'),
      'no expiry': without('exp'),
    };
    for (const [label, payload] of Object.entries(forged)) {
      const token = await sign(payload);
      const body = await expectError(await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${token}` } }), 403, 'bad_jwt');
      expect(body.message, label).toMatch(/^invalid JWT: unable to parse or verify signature, token has invalid claims: /);
      const viaClient = await autoconfirm.client().auth.getUser(token);
      expect(viaClient.error, label).toMatchObject({ status: 403, code: 'bad_jwt' });
      const signOut = await autoconfirm.api('/logout?scope=global', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(signOut.status, label).toBe(403);
    }
    expect((await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${session.access_token}` } })).status).toBe(200);
  });

  it('with no reuse interval (GoTrue) a spent refresh token presented again ends the whole chain', async () => {
    const strict = await startTestServer({ autoconfirm: true, refreshTokenReuseIntervalSeconds: 0 });
    try {
      const refresh = (token: string) => strict.client().auth.refreshSession({ refresh_token: token });
      const { session } = await signedAccount(strict);
      const first = await refresh(session.refresh_token);
      expect(first.error).toBeNull();
      const reused = await refresh(session.refresh_token);
      expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
      // The thief's reuse also spends the token the rightful owner holds.
      expect((await refresh(first.data.session!.refresh_token)).error).toMatchObject({ code: 'refresh_token_already_used' });
    } finally {
      await strict.close();
    }
  });

  it('refresh tokens: unknown and malformed', async () => {
    const client = autoconfirm.client();
    const unknown = await client.auth.refreshSession({ refresh_token: 'abcdefghijklmnopqrstuvwxyz234567' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    await expectError(await autoconfirm.post('/token?grant_type=refresh_token', { refresh_token: 'short' }), 400, 'validation_failed', 'Refresh token is not valid');
    await expectError(await autoconfirm.post('/token?grant_type=refresh_token', {}), 400, 'validation_failed', 'Refresh token is not valid');
  });

  it('inside the reuse interval a spent refresh token works again, but never once its chain was ended for reuse', async () => {
    const lenient = await startTestServer({ autoconfirm: true, refreshTokenReuseIntervalSeconds: 1 });
    try {
      const refresh = (token: string) => lenient.client().auth.refreshSession({ refresh_token: token });
      const { session } = await signedAccount(lenient);
      const first = await refresh(session.refresh_token);
      expect(first.error).toBeNull();
      // The answer was lost and the client tried again at once (a gateway error, say): allowed.
      const retried = await refresh(session.refresh_token);
      expect(retried.error).toBeNull();
      // It is handed the token the first answer carried, not a second live one.
      expect(retried.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
      expect((await lenient.api('/user', { headers: { Authorization: `Bearer ${retried.data.session!.access_token}` } })).status).toBe(200);

      // After the interval the spent token is taken as stolen: the chain ends...
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await refresh(session.refresh_token)).error).toMatchObject({ code: 'refresh_token_already_used' });
      // ...and the tokens it has just revoked do not count as recently spent: none works again.
      expect((await refresh(first.data.session!.refresh_token)).error).toMatchObject({ code: 'refresh_token_already_used' });
      expect((await refresh(retried.data.session!.refresh_token)).error).toMatchObject({ code: 'refresh_token_already_used' });
    } finally {
      await lenient.close();
    }
  });

  it('logout with an unknown scope', async () => {
    const { session } = await signedAccount(autoconfirm);
    await expectError(
      await autoconfirm.api('/logout?scope=everyone', { method: 'POST', headers: { Authorization: `Bearer ${session.access_token}` } }),
      400,
      'validation_failed',
    );
    expect((await autoconfirm.api('/user', { headers: { Authorization: `Bearer ${session.access_token}` } })).status).toBe(200);
  });
});

describe('confirmation link errors', () => {
  it('a made-up link redirects with otp_expired; a made-up code is a 403', async () => {
    const { status, location } = await server.follow(`${server.url}/auth/v1/verify?token=${'0'.repeat(56)}&type=signup&redirect_to=http://localhost:4173/`);
    expect(status).toBe(303);
    expect(location.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expectError(await server.post('/verify', { token_hash: 'f'.repeat(56), type: 'signup' }), 403, 'otp_expired', 'Email link is invalid or has expired');
    await expectError(await server.post('/verify', { email: uniqueEmail(), token: '123456', type: 'email' }), 403, 'otp_expired');
    await expectError(await server.post('/verify', { token_hash: 'x' }), 400, 'validation_failed', 'Verify requires a verification type');
    await expectError(await server.api('/verify?type=signup'), 400, 'validation_failed', 'Verify requires a token or a token hash');
  });

  it('an expired link redirects with otp_expired', async () => {
    const shortLived = await startTestServer({ confirmationLinkLifetimeSeconds: 0.2 });
    try {
      const email = uniqueEmail();
      await shortLived.client().auth.signUp({ email, password: 'a safe secret 123' });
      const link = await shortLived.latestLink(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { location } = await shortLived.follow(link);
      expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
    } finally {
      await shortLived.close();
    }
  });
});

describe('request errors', () => {
  it('bad_json for bodies that are not a JSON object, and for fields of the wrong type', async () => {
    for (const body of ['{bad', '', '[]', '"text"', 'null', '42']) {
      await expectError(await server.post('/signup', body), 400, 'bad_json');
    }
    await expectError(await server.post('/signup', { email: 42, password: 'a safe secret 123' }), 400, 'bad_json');
    await expectError(await server.post('/token?grant_type=password', { email: 'a@b.org', password: ['x'] }), 400, 'bad_json');
    const invalidUtf8 = await server.api('/signup', { method: 'POST', body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
    await expectError(invalidUtf8, 400, 'bad_json');
  });

  it('a body nested deeper than 64 levels is a 400 validation_failed before anything reads it, however deep', async () => {
    // The body itself is level 1, so `data` nested n deep makes a body n + 1 deep.
    const signUpWith = (data: string) => server.post('/signup', `{"email":"${uniqueEmail('deep')}","password":"a safe secret 123","data":${data}}`);
    const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    const arrays = (depth: number) => `{"list":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    for (const depth of [64, 100, 10_000]) {
      for (const data of [objects(depth), arrays(depth)]) {
        await expectError(await signUpWith(data), 400, 'validation_failed', 'The request body is nested deeper than 64 levels');
      }
    }
    // 64 levels in all is accepted, and brackets inside strings are only text.
    expect((await signUpWith(objects(63))).status).toBe(200);
    expect((await signUpWith(arrays(63))).status).toBe(200);
    const brackets = JSON.stringify({ note: `${'['.repeat(500)}"\\${'{'.repeat(500)}` });
    const res = await signUpWith(brackets);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user_metadata: { note: string } }).user_metadata.note).toHaveLength(1002);
  });

  it('413 for a body over the limit', async () => {
    const huge = JSON.stringify({ email: uniqueEmail(), password: 'a safe secret 123', data: { note: 'x'.repeat(70 * 1024) } });
    await expectError(await server.post('/signup', huge), 413, 'request_too_large');
  });

  it('404 and 405 in the same shape', async () => {
    await expectError(await server.api('/nope'), 404, 'not_found');
    await expectError(await server.api('/signup'), 405, 'method_not_allowed');
  });
});
