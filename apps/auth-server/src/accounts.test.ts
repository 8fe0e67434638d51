import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { EMAIL_ANSWER_FLOOR_MS } from './mail';
import { hashParams, postFrom, serverForFile, SITE_URL, startTestServer, type TestServer, uniqueEmail } from './test/harness';

/*
 * Password recovery, codes, resend, password change and sign-out scopes, each through the
 * unmodified supabase-js client against the real server, as the site uses them.
 */

const server = serverForFile();
/** Emails may follow each other at once here, so a test can ask twice without waiting a minute. */
const quick = serverForFile({ rateLimits: { emailMinIntervalSeconds: 0 } });

const RESET_TO = 'http://nigeria.localhost:4173/auth/reset';

/** Signs up and confirms through the emailed link. */
async function confirmedAccount(target: TestServer, email = uniqueEmail(), password = 'old password 1') {
  expect((await target.client().auth.signUp({ email, password })).error).toBeNull();
  expect((await target.follow(await target.latestLink(email))).status).toBe(303);
  return { email, password };
}

async function signedIn(target: TestServer, email: string, password: string): Promise<SupabaseClient> {
  const client = target.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

async function latestOf(target: TestServer, email: string, type: 'signup' | 'recovery') {
  const mail = (await target.mailbox(email)).find((message) => message.type === type);
  if (!mail) throw new Error(`no ${type} email for ${email}`);
  return mail;
}

/** A code that is not `code`. */
const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** The status `GET /user` gives a token: 200 while its session lives. */
async function userStatus(target: TestServer, accessToken: string): Promise<number> {
  return (await target.api('/user', { headers: { Authorization: `Bearer ${accessToken}` } })).status;
}

describe('password recovery (resetPasswordForEmail)', () => {
  it('answers {} for any address and mails a link and a code only to an account', async () => {
    const { email } = await confirmedAccount(server);
    const nobody = uniqueEmail('nobody');
    const known = await server.client().auth.resetPasswordForEmail(email, { redirectTo: RESET_TO });
    const unknown = await server.client().auth.resetPasswordForEmail(nobody, { redirectTo: RESET_TO });
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await server.mailbox(nobody)).toEqual([]);

    const mail = await latestOf(server, email, 'recovery');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.confirmationUrl!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_TO);
    // The email links to the reset page itself (emailLinks.test.ts), not to the server's link.
    expect(mail.html).toContain(`href="${mail.emailLink!.replace('&type=', '&amp;type=')}"`);
    expect(mail.emailLink!.startsWith(`${RESET_TO}?token_hash=`)).toBe(true);
    expect(mail.text).toContain(`Choose a new password: ${mail.emailLink}`);
  });

  it('a second request within the interval gets the same {} and sends nothing, whether or not the address has an account', async () => {
    const { email } = await confirmedAccount(server);
    const nobody = uniqueEmail('nobody');
    for (const address of [email, nobody]) {
      expect((await server.client().auth.resetPasswordForEmail(address)).error).toBeNull();
      expect(await server.client().auth.resetPasswordForEmail(address)).toEqual({ data: {}, error: null });
    }
    expect((await server.mailbox(email)).filter((message) => message.type === 'recovery')).toHaveLength(1);
  });

  it('takes as long for an unknown address as for an account', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { email } = await confirmedAccount(quick);
      for (const [address, times] of [[email, known], [uniqueEmail('nobody'), unknown]] as const) {
        const started = performance.now();
        const res = await quick.post('/recover', { email: address });
        expect(await res.json()).toEqual({});
        times.push(performance.now() - started);
      }
    }
    // Without the floor every answer came in 2 to 3 ms on a quiet machine, an account's a little
    // later (it writes the email), and more so on a busy one.
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(EMAIL_ANSWER_FLOOR_MS - 1);
    // The floor covers the work: the quickest answer of each kind is the floor itself. (The
    // quickest, not the median, because it is the one least disturbed by whatever else the
    // machine is doing; medians differed by 22 ms on a 2-core machine at load 16.)
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(10);
  });

  it('the link signs in with type=recovery; the new password replaces the old and other sessions end', async () => {
    const { email, password } = await confirmedAccount(server);
    // Signed in elsewhere with the old password (a phone, say).
    const elsewhere = await signedIn(server, email, password);
    const elsewhereSession = (await elsewhere.auth.getSession()).data.session!;

    await server.client().auth.resetPasswordForEmail(email, { redirectTo: RESET_TO });
    const { status, location } = await server.follow((await latestOf(server, email, 'recovery')).confirmationUrl!);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(RESET_TO);
    const params = hashParams(location);
    expect(params.get('type')).toBe('recovery');

    const resetting = server.client();
    const events: AuthChangeEvent[] = [];
    resetting.auth.onAuthStateChange((event) => void events.push(event));
    expect((await resetting.auth.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! })).error).toBeNull();
    const updated = await resetting.auth.updateUser({ password: 'new password 2' });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.email).toBe(email);
    expect(events).toContain('USER_UPDATED');

    expect((await server.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.signInWithPassword({ email, password: 'new password 2' })).error).toBeNull();
    // The session that changed the password goes on; the other one is over, refresh token too.
    expect((await resetting.auth.getUser()).error).toBeNull();
    expect(await userStatus(server, elsewhereSession.access_token)).toBe(403);
    expect((await server.client().auth.refreshSession({ refresh_token: elsewhereSession.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    // A used link is spent.
    const again = await server.follow((await latestOf(server, email, 'recovery')).confirmationUrl!);
    expect(hashParams(again.location).get('error_code')).toBe('otp_expired');
  });

  it('the code signs in too (verifyOtp type recovery), with the PASSWORD_RECOVERY event; the old password and other sessions end', async () => {
    const { email, password } = await confirmedAccount(server);
    const elsewhere = (await (await signedIn(server, email, password)).auth.getSession()).data.session!;
    await server.client().auth.resetPasswordForEmail(email);
    const { code } = await latestOf(server, email, 'recovery');
    const client = server.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const wrong = await client.auth.verifyOtp({ email, token: otherCode(code!), type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    // A sign-up code is not a recovery code.
    expect((await client.auth.verifyOtp({ email, token: code!, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(events.filter((event) => event !== 'INITIAL_SESSION')).toEqual(['PASSWORD_RECOVERY']);
    expect((await client.auth.updateUser({ password: 'chosen by code' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'chosen by code' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    // The session signed in elsewhere with the old password is over, refresh token too.
    expect(await userStatus(server, elsewhere.access_token)).toBe(403);
    expect((await server.client().auth.refreshSession({ refresh_token: elsewhere.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
    // Used once.
    expect((await server.client().auth.verifyOtp({ email, token: code!, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('five wrong codes spend the recovery code; the link still works', async () => {
    const { email } = await confirmedAccount(server);
    await server.client().auth.resetPasswordForEmail(email);
    const mail = await latestOf(server, email, 'recovery');
    for (let i = 1; i <= 5; i++) {
      expect((await server.client().auth.verifyOtp({ email, token: otherCode(mail.code!, i), type: 'recovery' })).error).toMatchObject({ status: 403 });
    }
    expect((await server.client().auth.verifyOtp({ email, token: mail.code!, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
    expect(hashParams((await server.follow(mail.confirmationUrl!)).location).get('type')).toBe('recovery');
  });

  it('the PKCE flow: the link returns ?code=, and exchanging it is a PASSWORD_RECOVERY', async () => {
    const storage = new Map<string, string>();
    const client = server.client({
      flowType: 'pkce',
      persistSession: true,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    });
    const { email } = await confirmedAccount(server);
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: SITE_URL })).error).toBeNull();
    const { location } = await server.follow((await latestOf(server, email, 'recovery')).confirmationUrl!);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('recovery confirms an address that was never confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await quick.client().auth.signUp({ email, password: 'a safe secret 123' });
    await quick.client().auth.resetPasswordForEmail(email);
    const { data, error } = await quick.client().auth.verifyOtp({ email, token: (await latestOf(quick, email, 'recovery')).code!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    // Its confirmation link is spent with it.
    expect(hashParams((await quick.follow((await latestOf(quick, email, 'signup')).confirmationUrl!)).location).get('error_code')).toBe('otp_expired');
  });

  it('a recovery link and code last as long as otp_expiry', async () => {
    const target = await startTestServer({ otpLifetimeSeconds: 0.3 });
    try {
      const { email } = await confirmedAccount(target);
      await target.client().auth.resetPasswordForEmail(email);
      const mail = await latestOf(target, email, 'recovery');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await target.client().auth.verifyOtp({ email, token: mail.code!, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
      expect(hashParams((await target.follow(mail.confirmationUrl!)).location).get('error_code')).toBe('otp_expired');
    } finally {
      await target.close();
    }
  });

  it('checks the request as GoTrue does', async () => {
    const missing = await server.post('/recover', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'Password recovery requires an email' });
    const bad = await server.client().auth.resetPasswordForEmail('not an address');
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });
});

describe('links that no longer work', () => {
  const CONFIRM_TO = 'http://nigeria.localhost:4173/auth/confirm';
  /** GoTrue's answer to a used, expired or altered link, word for word, as supabase-js and @wh/auth read it. */
  const LINK_ERROR = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

  /**
   * A sign-up's confirmation link and a recovery link (an account need not be confirmed to
   * recover it), both leading back to their own pages. Nothing waits between making them and
   * returning, so a short lifetime cannot run out before the caller's own wait starts.
   */
  async function links(target: TestServer) {
    const [signup, recovering] = [uniqueEmail('landing'), uniqueEmail('landing.recovery')];
    expect((await target.client().auth.signUp({ email: signup, password: 'a safe secret 123', options: { emailRedirectTo: CONFIRM_TO } })).error).toBeNull();
    expect((await target.client().auth.signUp({ email: recovering, password: 'a safe secret 123' })).error).toBeNull();
    expect((await target.client().auth.resetPasswordForEmail(recovering, { redirectTo: RESET_TO })).error).toBeNull();
    return {
      signup: (await latestOf(target, signup, 'signup')).confirmationUrl!,
      recovery: (await latestOf(target, recovering, 'recovery')).confirmationUrl!,
    };
  }

  /** Follows a link that must fail: back to `page`, with the error in the hash and no token, code or query. */
  async function expectRefused(target: TestServer, link: string, page: string, what: string) {
    const { status, location } = await target.follow(link);
    expect({ status, page: `${location.origin}${location.pathname}`, search: location.search, hash: location.hash }, what).toEqual({
      status: 303,
      page,
      search: '',
      hash: LINK_ERROR,
    });
  }

  it('a used, altered or mistyped link of either kind returns to its own page with GoTrue’s error, and nothing else', async () => {
    const { signup, recovery } = await links(server);
    for (const [link, page] of [[signup, CONFIRM_TO], [recovery, RESET_TO]] as const) {
      const altered = new URL(link);
      const token = altered.searchParams.get('token')!;
      altered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
      await expectRefused(server, altered.href, page, `altered ${page}`);
      const mistyped = new URL(link);
      mistyped.searchParams.set('type', page === RESET_TO ? 'signup' : 'recovery');
      await expectRefused(server, mistyped.href, page, `mistyped ${page}`);
      // Neither try used it up: it works once, then never again.
      const first = await server.follow(link);
      expect(hashParams(first.location).get('access_token'), page).toBeTruthy();
      await expectRefused(server, link, page, `used ${page}`);
    }
  });

  it('an expired link of either kind returns to its own page with GoTrue’s error', async () => {
    const target = await startTestServer({ confirmationLinkLifetimeSeconds: 1, otpLifetimeSeconds: 1 });
    try {
      const { signup, recovery } = await links(target);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await expectRefused(target, signup, CONFIRM_TO, 'expired confirmation');
      await expectRefused(target, recovery, RESET_TO, 'expired recovery');
    } finally {
      await target.close();
    }
  });
});

describe('confirming by code (verifyOtp)', () => {
  it('type signup and type email both take the sign-up code; a wrong one is refused', async () => {
    for (const type of ['signup', 'email'] as const) {
      const email = uniqueEmail(type);
      await server.client().auth.signUp({ email, password: 'a safe secret 123' });
      const { code } = await latestOf(server, email, 'signup');
      expect((await server.client().auth.verifyOtp({ email, token: otherCode(code!), type })).error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
      const { data, error } = await server.client().auth.verifyOtp({ email, token: code!, type });
      expect(error).toBeNull();
      expect(data.user!.email_confirmed_at).toBeTruthy();
    }
  });

  it('five wrong sign-up codes (type signup) spend the code', async () => {
    const email = uniqueEmail('guessed');
    await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    const { code } = await latestOf(server, email, 'signup');
    for (let i = 1; i <= 5; i++) await server.client().auth.verifyOtp({ email, token: otherCode(code!, i), type: 'signup' });
    expect((await server.client().auth.verifyOtp({ email, token: code!, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
  });
});

describe('resend', () => {
  it('within the interval: the same {} and nothing sent; after it, a new email whose code replaces the old', async () => {
    const email = uniqueEmail('resend');
    await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    expect(await server.client().auth.resend({ type: 'signup', email })).toEqual({ data: { user: null, session: null }, error: null });
    expect(await server.mailbox(email)).toHaveLength(1);

    const other = uniqueEmail('resend');
    await quick.client().auth.signUp({ email: other, password: 'a safe secret 123' });
    const first = await latestOf(quick, other, 'signup');
    const again = await quick.client().auth.resend({ type: 'signup', email: other, options: { emailRedirectTo: RESET_TO } });
    expect(again.error).toBeNull();
    const second = await latestOf(quick, other, 'signup');
    expect(second.id).not.toBe(first.id);
    expect(new URL(second.confirmationUrl!).searchParams.get('redirect_to')).toBe(RESET_TO);
    expect((await quick.client().auth.verifyOtp({ email: other, token: first.code!, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await quick.client().auth.verifyOtp({ email: other, token: second.code!, type: 'signup' })).error).toBeNull();
  });

  it('the interval is the recipient’s: asking from another address within it sends nothing either', async () => {
    const email = uniqueEmail('resend.elsewhere');
    expect((await postFrom('127.0.0.2', server, '/signup', { email, password: 'a safe secret 123' })).status).toBe(200);
    for (const from of ['127.0.0.3', '127.0.0.4']) {
      const again = await postFrom(from, server, '/resend', { type: 'signup', email });
      expect(again, from).toEqual({ status: 200, body: {} });
    }
    expect(await server.mailbox(email)).toHaveLength(1);
  });

  it('answers {} and sends nothing for an unknown or an already confirmed address, as GoTrue does', async () => {
    const nobody = uniqueEmail('nobody');
    const { email } = await confirmedAccount(quick);
    for (const address of [nobody, email]) {
      const res = await quick.post('/resend', { type: 'signup', email: address });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
    expect(await quick.mailbox(nobody)).toEqual([]);
    expect(await quick.mailbox(email)).toHaveLength(1);
  });

  it('checks the request as GoTrue does', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'a@example.org' }, 'Missing one of these types: signup, email_change, sms, phone_change'],
      [{ type: 'recovery', email: 'a@example.org' }, 'Missing one of these types: signup, email_change, sms, phone_change'],
      [{ type: 'signup' }, 'Type provided requires an email address'],
      [{ type: 'signup', email: 'nope' }, 'Unable to validate email address: invalid format'],
    ];
    for (const [body, message] of cases) {
      const res = await server.post('/resend', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'validation_failed', message });
    }
  });
});

describe('changing the password (updateUser)', () => {
  it('checks the new password, refuses the same one, and ends the other sessions only', async () => {
    const { email, password } = await confirmedAccount(server);
    const [here, phone, tablet] = [await signedIn(server, email, password), await signedIn(server, email, password), await signedIn(server, email, password)];
    const others = await Promise.all([phone, tablet].map(async (client) => (await client.auth.getSession()).data.session!));

    expect((await here.auth.updateUser({ password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await here.auth.updateUser({ password, current_password: password })).error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    for (const session of others) expect(await userStatus(server, session.access_token)).toBe(200);

    expect((await here.auth.updateUser({ password: 'a brand new one', current_password: password })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    for (const session of others) {
      expect(await userStatus(server, session.access_token)).toBe(403);
      expect((await server.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
    }
    expect((await here.auth.refreshSession()).error).toBeNull();
  });

  it('spends a pending recovery email, as GoTrue does', async () => {
    const { email, password } = await confirmedAccount(quick);
    await quick.client().auth.resetPasswordForEmail(email);
    const mail = await latestOf(quick, email, 'recovery');
    expect((await (await signedIn(quick, email, password)).auth.updateUser({ password: 'changed meanwhile', current_password: password })).error).toBeNull();
    expect((await quick.client().auth.verifyOtp({ email, token: mail.code!, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
    expect(hashParams((await quick.follow(mail.confirmationUrl!)).location).get('error_code')).toBe('otp_expired');
  });

  it('updates user metadata; refuses app_metadata and needs a token', async () => {
    const { email, password } = await confirmedAccount(server);
    const client = await signedIn(server, email, password);
    const { data, error } = await client.auth.updateUser({ data: { display_name: 'Ada' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ display_name: 'Ada', email, email_verified: true });
    const token = (await client.auth.getSession()).data.session!.access_token;
    const admin = await server.api('/user', { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"app_metadata":{"role":"admin"}}' });
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({ code: 'not_admin' });
    const anonymous = await server.api('/user', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"password":"whatever it is 1"}' });
    expect(anonymous.status).toBe(401);
  });

  it('follows minimum_password_length', async () => {
    const strict = await startTestServer({ minimumPasswordLength: 10, autoconfirm: true });
    try {
      const email = uniqueEmail('strict');
      expect((await strict.client().auth.signUp({ email, password: 'nine char' })).error).toMatchObject({
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 10 characters.',
      });
      const client = strict.client();
      expect((await client.auth.signUp({ email, password: 'ten chars!' })).error).toBeNull();
      expect((await client.auth.updateUser({ password: 'too short' })).error).toMatchObject({ code: 'weak_password' });
    } finally {
      await strict.close();
    }
  });
});

describe('sign-out scopes', () => {
  it('no scope, or an empty one, signs out on every device; an unknown one is refused', async () => {
    const { email, password } = await confirmedAccount(server);
    for (const query of ['', '?scope=']) {
      const [a, b] = [await signedIn(server, email, password), await signedIn(server, email, password)];
      const [tokenA, tokenB] = await Promise.all([a, b].map(async (client) => (await client.auth.getSession()).data.session!.access_token));
      const res = await server.api(`/logout${query}`, { method: 'POST', headers: { Authorization: `Bearer ${tokenA}` } });
      expect(res.status).toBe(204);
      expect(await userStatus(server, tokenB!)).toBe(403);
    }
    const client = await signedIn(server, email, password);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const bad = await server.api('/logout?scope=everywhere', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' });
  });

  it('signOut() with supabase-js’s default scope (global) ends the sessions on other devices', async () => {
    const { email, password } = await confirmedAccount(server);
    const [laptop, phone] = [await signedIn(server, email, password), await signedIn(server, email, password)];
    const phoneSession = (await phone.auth.getSession()).data.session!;
    expect((await laptop.auth.signOut()).error).toBeNull();
    expect(await userStatus(server, phoneSession.access_token)).toBe(403);
    expect((await phone.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
