import { createHash, randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { hashParams, serverForFile, SITE_URL, uniqueEmail } from './test/harness';

const server = serverForFile();

/** A supabase-js client in the PKCE flow, keeping its verifier in memory as a browser keeps it in localStorage. */
function pkceClient(): SupabaseClient {
  const storage = new Map<string, string>();
  return server.client({
    flowType: 'pkce',
    persistSession: true,
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
}

/** The `method`s of an access token's `amr` claim: how its session came to be. */
function amrOf(accessToken: string): string[] {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { amr: Array<{ method: string }> };
  return payload.amr.map((entry) => entry.method);
}

async function latestOfKind(email: string, type: 'signup' | 'recovery') {
  const message = (await server.mailbox(email)).find((mail) => mail.type === type);
  if (!message?.confirmationUrl) throw new Error(`no ${type} email for ${email}`);
  return message;
}

/** Follows the newest emailed link of `type` and returns the `?code=` it redirects with. */
async function codeFromLink(email: string, type: 'signup' | 'recovery'): Promise<string> {
  const { status, location } = await server.follow((await latestOfKind(email, type)).confirmationUrl!);
  expect(status).toBe(303);
  expect(location.hash).toBe('');
  const code = location.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Signs up over raw HTTP with our own verifier, so a test can exchange the code with a chosen one. */
async function signUpWithChallenge(email: string, verifier: string, method: 's256' | 'plain' = 's256'): Promise<void> {
  const challenge = method === 's256' ? challengeOf(verifier) : verifier;
  const res = await server.post(`/signup?redirect_to=${encodeURIComponent(SITE_URL)}`, {
    email,
    password: 'a long enough passphrase',
    code_challenge: challenge,
    code_challenge_method: method,
  });
  expect(res.status).toBe(200);
}

function exchange(authCode: string, verifier: string) {
  return server.post('/token?grant_type=pkce', { auth_code: authCode, code_verifier: verifier });
}

const newVerifier = (): string => randomBytes(32).toString('base64url');

async function confirmedAccount(email: string, password = 'a long enough passphrase'): Promise<void> {
  await server.client().auth.signUp({ email, password });
  await server.follow((await latestOfKind(email, 'signup')).confirmationUrl!);
}

describe('the PKCE flow (flowType: pkce)', () => {
  it('sign-up: the link returns ?code=, the client exchanges it, and the session is an email/signup one', async () => {
    const client = pkceClient();
    const email = uniqueEmail('pkce-signup');
    expect((await client.auth.signUp({ email, password: 'a long enough passphrase', options: { emailRedirectTo: SITE_URL } })).error).toBeNull();
    const code = await codeFromLink(email, 'signup');
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(data.session!.user.email_confirmed_at).toBeTruthy();
    expect(amrOf(data.session!.access_token)).toEqual(['email/signup']);
  });

  it('recovery: the session records that it came from a recovery email (amr recovery)', async () => {
    const email = uniqueEmail('pkce-recovery');
    await confirmedAccount(email);
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: SITE_URL })).error).toBeNull();
    const { data, error } = await client.auth.exchangeCodeForSession(await codeFromLink(email, 'recovery'));
    expect(error).toBeNull();
    expect(amrOf(data.session!.access_token)).toEqual(['recovery']);
  });

  it('resend: a re-sent confirmation in the PKCE flow leads to a code for the new verifier', async () => {
    const email = uniqueEmail('pkce-resend');
    expect((await server.client().auth.signUp({ email, password: 'a long enough passphrase' })).error).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const client = pkceClient();
    expect((await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: SITE_URL } })).error).toBeNull();
    const { data, error } = await client.auth.exchangeCodeForSession(await codeFromLink(email, 'signup'));
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
  });

  it('an implicit-flow email sent after a PKCE one signs in through the hash, not with a code no one can exchange', async () => {
    const email = uniqueEmail('pkce-then-implicit');
    expect((await pkceClient().auth.signUp({ email, password: 'a long enough passphrase' })).error).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const { location } = await server.follow((await latestOfKind(email, 'signup')).confirmationUrl!);
    expect(location.searchParams.get('code')).toBeNull();
    expect(hashParams(location).get('access_token')).toBeTruthy();
    expect(amrOf(hashParams(location).get('access_token')!)).toEqual(['otp']);
  });

  it('a code is exchanged once, only with its verifier', async () => {
    const email = uniqueEmail('pkce-once');
    const verifier = newVerifier();
    await signUpWithChallenge(email, verifier);
    const code = await codeFromLink(email, 'signup');

    // Another browser has no verifier, or the wrong one.
    const wrong = await exchange(code, newVerifier());
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' });

    const right = await exchange(code, verifier);
    expect(right.status).toBe(200);
    expect(((await right.json()) as { user: { email: string } }).user.email).toBe(email);

    const again = await exchange(code, verifier);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('a code expires five minutes after the link was followed (GoTrue: flow state expiry)', async () => {
    const email = uniqueEmail('pkce-expiry');
    const verifier = newVerifier();
    await signUpWithChallenge(email, verifier);
    const code = await codeFromLink(email, 'signup');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    const late = await exchange(code, verifier);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' });
    // Spent by the failed attempt too.
    expect((await exchange(code, verifier)).status).toBe(404);
  });

  it('accepts the plain method, as GoTrue does', async () => {
    const email = uniqueEmail('pkce-plain');
    const verifier = newVerifier();
    await signUpWithChallenge(email, verifier, 'plain');
    const code = await codeFromLink(email, 'signup');
    expect((await exchange(code, challengeOf(verifier))).status).toBe(403);
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it('checks the challenge as GoTrue does', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code_challenge: challengeOf('x') }, 'PKCE flow requires code_challenge_method and code_challenge'],
      [{ code_challenge_method: 's256' }, 'PKCE flow requires code_challenge_method and code_challenge'],
      [{ code_challenge: challengeOf('x'), code_challenge_method: 'md5' }, 'Code challenge method must be one of s256 or plain'],
      [{ code_challenge: 'short', code_challenge_method: 's256' }, 'Code challenge has to be between 43 and 128 characters'],
    ];
    for (const [path, body] of [['/signup', { password: 'a long enough passphrase' }], ['/recover', {}], ['/resend', { type: 'signup' }]] as const) {
      for (const [fields, message] of cases) {
        const res = await server.post(path, { email: uniqueEmail('pkce-bad'), ...body, ...fields });
        expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
        expect(await res.json()).toEqual({ code: 'validation_failed', message });
      }
    }
  });

  it('sessions record how they came: password, otp (a code or the implicit link)', async () => {
    const email = uniqueEmail('amr');
    await confirmedAccount(email);
    const { data } = await server.client().auth.signInWithPassword({ email, password: 'a long enough passphrase' });
    expect(amrOf(data.session!.access_token)).toEqual(['password']);
    await server.client().auth.resetPasswordForEmail(email);
    const mail = await latestOfKind(email, 'recovery');
    const byCode = await server.client().auth.verifyOtp({ email, token: mail.code!, type: 'recovery' });
    expect(amrOf(byCode.data.session!.access_token)).toEqual(['otp']);
  });
});
