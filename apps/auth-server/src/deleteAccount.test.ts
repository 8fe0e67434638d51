import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { serverForFile, uniqueEmail } from './test/harness';

/**
 * "Delete my account" as a Supabase project does it: the admin API's DELETE
 * /auth/v1/admin/users/{id} with the service-role key, called by the Edge Function in
 * supabase/functions/delete-account, which the local server runs under Deno (from npm, no Docker)
 * at /functions/v1/delete-account.
 */
const server = serverForFile({ autoconfirm: true });

const PASSWORD = 'a long enough passphrase';

async function signedInAccount() {
  const email = uniqueEmail('delete');
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client, session: data.session! };
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
  it('supabase.functions.invoke("delete-account") deletes the signed-in reader, and only her', async () => {
    const { email, client } = await signedInAccount();
    const bystander = await signedInAccount();
    const { data, error } = await client.functions.invoke('delete-account');
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.signInWithPassword({ email: bystander.email, password: PASSWORD })).error).toBeNull();
    // Her old session can do nothing more, not even delete again.
    const again = await client.functions.invoke('delete-account');
    expect(again.error).not.toBeNull();
    expect((again.error as { context?: Response }).context?.status).toBe(401);
  }, 60_000);

  it('refuses a caller who is not signed in (the anon key is not a user)', async () => {
    const anonymous = createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } });
    const { error } = await anonymous.functions.invoke('delete-account');
    expect((error as { context?: Response }).context?.status).toBe(401);
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
