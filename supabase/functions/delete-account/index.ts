/*
 * "Delete my account": a Supabase Edge Function (Deno), as GoTrue has no self-service delete.
 * Called by the signed-in reader (`supabase.functions.invoke('delete-account')`, which sends her
 * access token), it asks the auth API who the token belongs to (GET /auth/v1/user, so a revoked
 * session or a deleted user is refused there), then deletes that user, and only that user, with
 * the admin API (DELETE /auth/v1/admin/users/{id}) and the service-role key, which never leaves
 * the server. Sessions, identities and refresh tokens go with the user.
 *
 * Hosted: `supabase functions deploy delete-account`; SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY are set by Supabase. Locally the auth server runs this same file
 * under Deno from npm and serves it at http://localhost:54321/functions/v1/delete-account.
 * No imports: it runs offline and has nothing to update.
 */

/** Browsers call it from the site: Supabase's recommended CORS headers for functions.invoke. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' } });
}

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return answer(405, { error: 'Use POST' });

  const authorization = request.headers.get('Authorization') ?? '';
  if (!/^Bearer\s+\S+$/i.test(authorization)) return answer(401, { error: 'Sign in to delete your account' });

  const authUrl = `${setting('SUPABASE_URL').replace(/\/+$/, '')}/auth/v1`;
  const who = await fetch(`${authUrl}/user`, { headers: { Authorization: authorization, apikey: setting('SUPABASE_ANON_KEY') } });
  if (!who.ok) return answer(401, { error: 'Your session has ended: sign in again to delete your account' });
  const { id } = (await who.json()) as { id?: unknown };
  if (typeof id !== 'string') return answer(401, { error: 'Your session has ended: sign in again to delete your account' });

  const serviceRoleKey = setting('SUPABASE_SERVICE_ROLE_KEY');
  const deleted = await fetch(`${authUrl}/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
  });
  if (!deleted.ok) {
    console.error(`delete-account: the admin API answered ${deleted.status}`);
    return answer(502, { error: 'Your account could not be deleted. Please try again.' });
  }
  return answer(200, { deleted: true });
});
