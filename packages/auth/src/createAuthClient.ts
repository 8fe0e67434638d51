import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { AuthTimeoutError, DEFAULT_AUTH_TIMEOUT_MS } from './authErrors';

export interface AuthClientOptions {
  /** The Supabase project URL, or the local auth server's (the auth API lives under `/auth/v1`). */
  url: string;
  /** The project's public anonymous key (the local server accepts any value). */
  anonKey: string;
  /**
   * How long one auth request may take, answer included, before the client gives up on it, in
   * milliseconds. Default 8000: a reader is told the service is slow instead of watching a spinner.
   * `0` or `Infinity` waits for ever, as supabase-js does by itself. Token refresh, which runs in
   * the background and is retried, always waits for its answer (see `fetchWithTimeout`).
   */
  timeoutMs?: number;
  /**
   * Further supabase-js options, merged over the defaults. Node 20 has no WebSocket, so a Node
   * program passes `{ realtime: { transport: ws } }` from the `ws` package; browsers need nothing.
   */
  options?: SupabaseClientOptions<'public'>;
}

type Fetch = typeof fetch;

/** Statuses whose response may not carry a body (the Response constructor refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

function urlOf(input: Parameters<Fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Wraps `fetch` so that auth requests (`/auth/v1/...`) are given up after `timeoutMs`, the
 * answer's body included: a gateway that sends its headers and then stalls must not hang the form
 * either. The body is read within the time limit and handed on whole; auth answers are small JSON.
 * The giving-up surfaces as an `AuthTimeoutError`, which supabase-js turns into an
 * `AuthRetryableFetchError` carrying its message, exactly as it does for any failed fetch.
 *
 * Token refresh is left alone. Nobody waits on it (it runs in the background) and supabase-js
 * retries it: a retry after giving up on a refresh that the server did carry out, only late, would
 * present a refresh token already spent, and a server past its reuse interval (GoTrue's default is
 * 0 s; hosted Supabase and the local server allow 10 s) then revokes the whole session, signing the
 * reader out.
 * The account's own Edge Function (`delete-account`) is limited too, so deleting never spins for
 * ever; other requests (storage, other functions) pass through untouched.
 */
function fetchWithTimeout(inner: Fetch, timeoutMs: number): Fetch {
  // 0 or Infinity: no limit (setTimeout would fire at once for anything above 2^31 - 1 ms).
  const limited = timeoutMs > 0 && timeoutMs <= 2 ** 31 - 1;
  return async (input, init = {}) => {
    const url = urlOf(input);
    const limitedPath = url.includes('/auth/v1/') || url.includes('/functions/v1/delete-account');
    if (!limited || !limitedPath || url.includes('grant_type=refresh_token')) return inner(input, init);
    const controller = new AbortController();
    const outer = init.signal;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new AuthTimeoutError(timeoutMs));
    }, timeoutMs);
    try {
      const response = await inner(input, { ...init, signal: controller.signal });
      const body = bodiless.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      if (timedOut) throw new AuthTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}

/**
 * Creates the Supabase client the site signs people in with: the session is kept in
 * localStorage and refreshed automatically. Emailed links use the PKCE flow (`flowType: 'pkce'`):
 * the client keeps a code verifier, and a link brings back only a one-time `?code=` that works
 * with that verifier, so no token ever appears in an address. The client does not read the
 * address itself (`detectSessionInUrl: false`): `AuthProvider` does, so that a link never signs
 * anybody in without the reader's say (see `followEmailLink`). Each auth request but token
 * refresh is given up after `timeoutMs` (default 8 s).
 *
 * @example
 * const client = createAuthClient({ url: 'http://localhost:54321', anonKey: 'public-anon-key' });
 * await client.auth.signInWithPassword({ email, password });
 */
export function createAuthClient({ url, anonKey, timeoutMs = DEFAULT_AUTH_TIMEOUT_MS, options = {} }: AuthClientOptions): SupabaseClient {
  // Looked up at call time, so a fetch installed after the client was made (a polyfill) is used.
  const inner: Fetch = options.global?.fetch ?? ((...args) => fetch(...args));
  return createClient(url, anonKey, {
    ...options,
    global: { ...options.global, fetch: fetchWithTimeout(inner, timeoutMs) },
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      flowType: 'pkce',
      detectSessionInUrl: false,
      ...options.auth,
    },
  });
}
