import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { FREE_FAILURES, lockSecondsAfter } from './accountThrottle';
import { serverForFile, uniqueEmail } from './test/harness';

/**
 * "Delete my account" as a Supabase project does it: the admin API's DELETE
 * /auth/v1/admin/users/{id} with the service-role key, called by the Edge Function in
 * supabase/functions/delete-account, which the local server runs under Deno (from npm, no Docker)
 * at /functions/v1/delete-account. The function deletes only with the account's current password,
 * checked by a real sign-in, so a stolen access token alone deletes nothing and wrong passwords
 * count against the account's sign-in throttling.
 */
const server = serverForFile({ autoconfirm: true });

const PASSWORD = 'a long enough passphrase';

async function signedInAccount(password = PASSWORD) {
  const email = uniqueEmail('delete');
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { email, client, session: data.session! };
}

/** What the site sends: the reader's token (supabase-js adds it) and her password in the body. */
function deleteWithPassword(client: SupabaseClient, password: string) {
  return client.functions.invoke('delete-account', { body: { password } });
}

/** A raw call with this token and body, for what supabase-js would never send. */
function callFunction(accessToken: string, body?: string) {
  return fetch(`${server.url}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, apikey: server.anonKey, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
}

/** Whether the user is still there, asked of the admin API. */
async function exists(id: string): Promise<boolean> {
  const res = await server.api(`/admin/users/${id}`, { headers: { Authorization: `Bearer ${server.serviceRoleKey}`, apikey: server.serviceRoleKey } });
  expect([200, 404]).toContain(res.status);
  return res.status === 200;
}

function deleteRequest(id: string, token?: string) {
  return server.api(`/admin/users/${id}`, { method: 'DELETE', headers: token ? { Authorization: `Bearer ${token}`, apikey: token } : {} });
}

describe('DELETE /auth/v1/admin/users/{id}', () => {
  it('with the service-role key: deletes the user, whose sessions and refresh tokens go too', async () => {
    const { email, session } = await signedInAccount();
    const res = await deleteRequest(session.user.id, server.serviceRoleKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await server.api('/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'user_not_found' });
  });

  it('through supabase-js auth.admin.deleteUser, as a server would call it', async () => {
    const { email, session } = await signedInAccount();
    const admin = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } });
    expect((await admin.auth.admin.deleteUser(session.user.id)).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).not.toBeNull();
  });

  it("refuses without the key, with a user's own token or the anon key (GoTrue's answers), and an unknown id is a 404", async () => {
    const { session } = await signedInAccount();
    const none = await deleteRequest(session.user.id);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    for (const token of [session.access_token, server.anonKey]) {
      const res = await deleteRequest(session.user.id, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const forged = server.serviceRoleKey.slice(0, -4) + 'AAAA';
    expect((await deleteRequest(session.user.id, forged)).status).toBe(403);
    const unknown = await deleteRequest('00000000-0000-4000-8000-000000000000', server.serviceRoleKey);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'user_not_found' });
    expect((await deleteRequest('not-a-uuid', server.serviceRoleKey)).status).toBe(404);
    // Still there after all of that.
    expect((await server.client().auth.signInWithPassword({ email: session.user.email!, password: PASSWORD })).error).toBeNull();
  });
});

describe('the delete-account Edge Function, run locally under Deno', () => {
  it('supabase.functions.invoke("delete-account") with her password deletes the signed-in reader, and only her', async () => {
    const { email, client } = await signedInAccount();
    const bystander = await signedInAccount();
    const { data, error } = await deleteWithPassword(client, PASSWORD);
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.signInWithPassword({ email: bystander.email, password: PASSWORD })).error).toBeNull();
    // Her old session can do nothing more, not even delete again.
    const again = await deleteWithPassword(client, PASSWORD);
    expect(again.error).not.toBeNull();
    expect((again.error as { context?: Response }).context?.status).toBe(401);
  }, 60_000);

  it('refuses a caller who is not signed in (the anon key is not a user)', async () => {
    const anonymous = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } });
    const { error } = await deleteWithPassword(anonymous, PASSWORD);
    expect((error as { context?: Response }).context?.status).toBe(401);
  }, 60_000);

  it('a stolen access token alone deletes nothing: no password, an empty one, a body that is not JSON or not a string is a 400', async () => {
    const { session } = await signedInAccount();
    const bodies = [undefined, '', '{}', '{"password":""}', '{"password":12345678}', 'password=a long enough passphrase', `{"password":"${'x'.repeat(20_000)}"}`];
    for (const body of bodies) {
      const res = await callFunction(session.access_token, body);
      expect(res.status, String(body).slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({ code: 'current_password_required', message: 'Enter your current password to delete your account.' });
    }
    expect(await exists(session.user.id)).toBe(true);
  }, 60_000);

  it('a wrong password is refused in plain words and deletes nothing; her session goes on working', async () => {
    const { email, client, session } = await signedInAccount();
    const { error } = await deleteWithPassword(client, 'not her passphrase');
    const refused = (error as { context: Response }).context;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'invalid_credentials', message: 'That password is not right. Nothing was deleted.' });
    expect(await exists(session.user.id)).toBe(true);
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  }, 60_000);

  it("the token of one account with the password of another deletes neither: the check is always the token's own account", async () => {
    const first = await signedInAccount();
    const second = await signedInAccount('the second person passphrase');
    const res = await callFunction(first.session.access_token, JSON.stringify({ password: 'the second person passphrase' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials' });
    // Naming another account in the body changes nothing either: only the password is read.
    const named = await callFunction(first.session.access_token, JSON.stringify({ password: 'the second person passphrase', email: second.email }));
    expect(named.status).toBe(400);
    expect(await exists(first.session.user.id)).toBe(true);
    expect(await exists(second.session.user.id)).toBe(true);
  }, 60_000);

  it(`wrong passwords lock the account as sign-in does (${FREE_FAILURES} free, then locked), the right one is refused too until the lock ends, with sign-in's own answer`, async () => {
    const { email, session } = await signedInAccount();
    for (let i = 0; i <= FREE_FAILURES; i++) {
      const res = await callFunction(session.access_token, JSON.stringify({ password: `guess number ${i}` }));
      expect(res.status).toBe(400);
    }
    const locked = await callFunction(session.access_token, JSON.stringify({ password: PASSWORD }));
    const atSignIn = await server.post('/token?grant_type=password', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(atSignIn.status).toBe(429);
    const [lockedBody, signInBody] = [(await locked.json()) as { message: string }, await atSignIn.json()];
    expect(lockedBody).toMatchObject({ code: 'over_request_rate_limit' });
    expect(lockedBody).toEqual(signInBody);
    expect(String(lockedBody.message)).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?, or reset your password by email\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await exists(session.user.id)).toBe(true);

    // The lock (2 s after the sixth wrong password) ends; then the right password deletes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + lockSecondsAfter(FREE_FAILURES + 1) * 1000 + 100 });
    const res = await callFunction(session.access_token, JSON.stringify({ password: PASSWORD }));
    expect(res.status).toBe(200);
    expect(await exists(session.user.id)).toBe(false);
  }, 60_000);

  it('one count for both doors: wrong passwords at sign-in and here add up, so guessing here is never faster', async () => {
    const { email, session } = await signedInAccount();
    for (let i = 0; i < 3; i++) expect((await server.post('/token?grant_type=password', { email, password: `sign-in guess ${i}` })).status).toBe(400);
    for (let i = 0; i < FREE_FAILURES - 3; i++) expect((await callFunction(session.access_token, JSON.stringify({ password: `delete guess ${i}` }))).status).toBe(400);
    // The sixth wrong password, wherever it comes from, starts the lock.
    expect((await callFunction(session.access_token, JSON.stringify({ password: 'one more guess' }))).status).toBe(400);
    expect((await server.post('/token?grant_type=password', { email, password: PASSWORD })).status).toBe(429);
    expect((await callFunction(session.access_token, JSON.stringify({ password: PASSWORD }))).status).toBe(429);
    expect(await exists(session.user.id)).toBe(true);
  }, 60_000);

  it('answers a browser preflight from the site with the headers functions.invoke sends', async () => {
    const res = await fetch(`${server.url}/functions/v1/delete-account`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(res.headers.get('access-control-allow-headers')).toContain(header);
  }, 60_000);

  it('a function the project does not have is a 404, as on a hosted project', async () => {
    const res = await fetch(`${server.url}/functions/v1/no-such-function`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    expect((await fetch(`${server.url}/functions/v1/..%2f..%2fetc`, { method: 'POST' })).status).toBe(404);
  });
});
