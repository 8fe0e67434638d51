/*
 * "Delete my account": a Supabase Edge Function (Deno), as GoTrue has no self-service delete.
 *
 * Called by the signed-in reader with her current password (`supabase.functions.invoke(
 * 'delete-account', { body: { password } })`, which sends her access token too):
 *
 * 1. It asks the auth API who the token belongs to (GET /auth/v1/user), so a revoked session or a
 *    deleted user is refused there.
 * 2. It checks the password by signing that user in with it (POST /auth/v1/token?grant_type=password,
 *    with the address the token's user has: the caller never names an account). A stolen access
 *    token alone (a shared computer, a leaked log) is then not enough to destroy an account, and
 *    because this is the project's own sign-in, every protection sign-in has applies here as it
 *    is: a wrong password counts against the account, a locked account is refused whatever the
 *    password, and the per-address limits hold (on a hosted project, the password verification
 *    attempt hook and GoTrue's rate limits; locally, the server's per-account throttling). So
 *    guessing through this function is never faster than guessing at sign-in. A lock is answered
 *    exactly as sign-in answers it (429, its message and Retry-After).
 * 3. It deletes that user, and only that user, with the admin API (DELETE
 *    /auth/v1/admin/users/{id}) and the service-role key, which never leaves the server. Sessions,
 *    identities and refresh tokens go with the user, the one the check opened included; if the
 *    delete fails, that session is signed out again.
 *
 * The password is never logged or stored. Nothing says whether any other account exists: the
 * only account named is the token's own.
 *
 * Hosted: `supabase functions deploy delete-account`; SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY are set by Supabase. Locally the auth server runs this same file
 * under Deno from npm and serves it at http://localhost:54321/functions/v1/delete-account.
 * No imports: it runs offline and has nothing to update. The answers are described in
 * docs/auth-contract.md, section 11.
 */

/** Browsers call it from the site: Supabase's recommended CORS headers for functions.invoke. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  // The lock's wait, for a page that wants to show it.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** A body bigger than this is not a password: refused unread. */
const MAX_BODY_BYTES = 16 * 1024;

/** GoTrue words its errors as `{ code, message }` only when asked for this API version. */
const AUTH_API_VERSION = '2024-01-01';

const SESSION_ENDED = { code: 'session_not_found', message: 'Your session has ended: sign in again to delete your account.' };
const PASSWORD_REQUIRED = { code: 'current_password_required', message: 'Enter your current password to delete your account.' };
const PASSWORD_WRONG = { code: 'invalid_credentials', message: 'That password is not right. Nothing was deleted.' };
const NOT_DELETED = { code: 'unexpected_failure', message: 'Your account could not be deleted. Please try again.' };

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers } });
}

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The password from a JSON body `{ "password": "..." }`; undefined for anything else. */
async function passwordFrom(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return undefined;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    const password = body && typeof body === 'object' ? (body as { password?: unknown }).password : undefined;
    return typeof password === 'string' && password !== '' ? password : undefined;
  } catch {
    return undefined;
  }
}

/** The error's code from a GoTrue answer, in either of the shapes GoTrue has used. */
function errorCode(body: unknown): string | undefined {
  const { code, error_code: older } = (body && typeof body === 'object' ? body : {}) as { code?: unknown; error_code?: unknown };
  if (typeof code === 'string') return code;
  return typeof older === 'string' ? older : undefined;
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return answer(405, { code: 'method_not_allowed', message: 'Use POST' });

  const authorization = request.headers.get('Authorization') ?? '';
  if (!/^Bearer\s+\S+$/i.test(authorization)) return answer(401, { code: 'no_authorization', message: 'Sign in to delete your account.' });
  const password = await passwordFrom(request);
  if (password === undefined) return answer(400, PASSWORD_REQUIRED);

  const authUrl = `${setting('SUPABASE_URL').replace(/\/+$/, '')}/auth/v1`;
  const anonKey = setting('SUPABASE_ANON_KEY');
  const who = await fetch(`${authUrl}/user`, { headers: { Authorization: authorization, apikey: anonKey } });
  if (!who.ok) return answer(401, SESSION_ENDED);
  const user = (await who.json()) as { id?: unknown; email?: unknown; phone?: unknown };
  if (typeof user.id !== 'string') return answer(401, SESSION_ENDED);
  // The token's own address (or phone): the caller cannot point the check at another account.
  const login = typeof user.email === 'string' && user.email !== '' ? { email: user.email } : typeof user.phone === 'string' && user.phone !== '' ? { phone: user.phone } : null;
  // An account with neither (an anonymous sign-in) has no password to check.
  if (!login) return answer(403, { code: 'no_password', message: 'This account has no password, so it cannot be deleted here.' });

  const signIn = await fetch(`${authUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': AUTH_API_VERSION },
    body: JSON.stringify({ ...login, password }),
  });
  const checked = (await signIn.json().catch(() => null)) as Record<string, unknown> | null;
  if (!signIn.ok) {
    const code = errorCode(checked);
    if (signIn.status === 400 && code === 'invalid_credentials') return answer(400, PASSWORD_WRONG);
    if (signIn.status >= 500 || !checked) {
      console.error(`delete-account: the password check answered ${signIn.status}`);
      return answer(502, NOT_DELETED);
    }
    // A lock, the per-address limit or anything else sign-in refuses: sign-in's own answer.
    const retryAfter = signIn.headers.get('Retry-After');
    return answer(signIn.status, { code: code ?? 'unexpected_failure', message: String(checked.message ?? checked.msg ?? 'Nothing was deleted.') }, retryAfter ? { 'Retry-After': retryAfter } : {});
  }

  const checkSession = checked as { access_token?: unknown; user?: { id?: unknown } } | null;
  const signOutCheck = async () => {
    if (typeof checkSession?.access_token !== 'string') return;
    await fetch(`${authUrl}/logout?scope=local`, { method: 'POST', headers: { Authorization: `Bearer ${checkSession.access_token}`, apikey: anonKey } }).catch(() => undefined);
  };
  // The same account as the token's, or nothing happens (its address changed in between, say).
  if (checkSession?.user?.id !== user.id) {
    await signOutCheck();
    return answer(403, { code: 'user_mismatch', message: 'That password is for a different account. Nothing was deleted.' });
  }

  const serviceRoleKey = setting('SUPABASE_SERVICE_ROLE_KEY');
  const deleted = await fetch(`${authUrl}/admin/users/${encodeURIComponent(user.id)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
  });
  if (!deleted.ok) {
    console.error(`delete-account: the admin API answered ${deleted.status}`);
    await signOutCheck();
    return answer(502, NOT_DELETED);
  }
  return answer(200, { deleted: true });
});
