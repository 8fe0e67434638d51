import { accountMessage, accountMessages } from './accountMessages';
import { authServiceMessages, serviceFailureMessage } from './authErrors';
import type { AuthStore } from './authStore';
import { readEmailLink } from './emailLink';
import type { AuthResult, EmailLinkOutcome, SupabaseClient } from './types';

/*
 * What the account actions and emailed links come to, in the reader's words. `AuthProvider` loads
 * this module with the client (it is needed only once the client has answered), so a page that
 * signs people in downloads none of it before then.
 */

/**
 * Turns whatever went wrong into `{ error: { message } }`: plain words when the service itself
 * failed (down, slow, 5xx), the reader's words for an answer about her account (`accountMessage`),
 * the server's own message otherwise, else the fallback.
 *
 * @example
 * failure({ name: 'AuthWeakPasswordError', code: 'weak_password', reasons: ['pwned'] }, 'Failed to create account');
 * // { error: { message: accountMessages.weakPasswordBreached, code: 'weak_password' } }
 */
export function failure(error: unknown, fallback: string): AuthResult {
  const service = serviceFailureMessage(error);
  if (service) return { error: { message: service } };
  const { message: raw, code: rawCode, status, reasons } = (error && typeof error === 'object' ? error : {}) as {
    message?: unknown;
    code?: unknown;
    status?: unknown;
    reasons?: unknown;
  };
  const serverMessage = typeof raw === 'string' ? raw.trim() : '';
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : undefined;
  const details = { status: typeof status === 'number' ? status : undefined, reasons: Array.isArray(reasons) ? (reasons as string[]) : undefined };
  const message = accountMessage(code, serverMessage, details) ?? (serverMessage !== '' ? serverMessage : fallback);
  return { error: code ? { message, code } : { message } };
}

/**
 * A link the server would not accept, in plain words: the service's own failure, a link opened in
 * another browser, or used, expired or altered (whatever code the server gave).
 */
function linkFailure(error: unknown): { message: string; code?: string } {
  const service = serviceFailureMessage(error);
  if (service) return { message: service };
  const code = (error as { code?: unknown } | null)?.code;
  const message = code === 'pkce_code_verifier_not_found' ? accountMessages.linkInAnotherBrowser : accountMessages.linkNotAccepted;
  return typeof code === 'string' && code !== '' && code !== 'access_denied' ? { message, code } : { message };
}

/**
 * Deletes the signed-in reader's account through the project's `delete-account` Edge Function,
 * which checks her token and her current password (a real sign-in, so the account's lockout
 * applies) and calls the admin API with the service-role key; then forgets the session here
 * (SIGNED_OUT follows). Already in the reader's words: no password (nothing is sent), a wrong one,
 * a locked account, no connection or no answer in time, a server failure, a session the function
 * would not accept, or another refusal. Nothing is deleted unless it answers `{}`.
 */
export async function deleteAccount(client: SupabaseClient, password: string): Promise<AuthResult> {
  const { data } = await client.auth.getSession();
  if (!data.session) return { error: { message: accountMessages.signInToDelete } };
  if (password === '') return { error: { message: accountMessages.deletePasswordRequired, code: 'current_password_required' } };
  const { error } = await client.functions.invoke('delete-account', { method: 'POST', body: { password } });
  if (!error) {
    await client.auth.signOut({ scope: 'local' });
    return {};
  }
  const { name, context } = error as { name?: string; context?: unknown };
  if (name !== 'FunctionsHttpError' || !(context instanceof Response)) {
    return { error: { message: (context as { name?: string } | undefined)?.name === 'AuthTimeoutError' ? authServiceMessages.timeout : authServiceMessages.unreachable } };
  }
  if (context.status >= 500) return { error: { message: authServiceMessages.unavailable } };
  if (context.status === 401) return { error: { message: accountMessages.signInToDelete, code: 'session_not_found' } };
  const body = (await context.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (context.status === 429) {
    const wait = Number(context.headers.get('Retry-After'));
    return { error: { message: accountMessages.deleteTooManyAttempts(Number.isInteger(wait) && wait > 0 ? wait : undefined), code: code ?? 'over_request_rate_limit' } };
  }
  if (code === 'current_password_required') return { error: { message: accountMessages.deletePasswordRequired, code } };
  if (code === 'invalid_credentials') return { error: { message: accountMessages.deletePasswordWrong, code } };
  return { error: { message: accountMessages.deleteFailed, ...(code ? { code } : {}) } };
}

/** An emailed link waiting for the reader to ask to be signed in with it. */
export interface WaitingLink {
  type: string;
  signIn(client: SupabaseClient): Promise<{ error: unknown }>;
}

/** The outcome's type for a link's `type`. */
function outcomeType(type: string | undefined): 'signup' | 'recovery' | 'other' {
  return type === 'signup' || type === 'recovery' ? type : 'other';
}

/**
 * Signs in with a link that waited for the reader's press, once; a failure sets `emailLink` to
 * `failed` with plain words, and whoever was signed in stays signed in.
 */
export async function continueWaitingLink(link: WaitingLink | null, store: AuthStore, client: SupabaseClient): Promise<AuthResult> {
  if (!link) return { error: { message: accountMessages.linkNotAccepted } };
  store.setState({ emailLink: { status: 'checking' } });
  const { error } = await link.signIn(client);
  if (error) {
    const failed = linkFailure(error);
    store.setState({ emailLink: { status: 'failed', ...failed } });
    return { error: failed };
  }
  // A recovery link's tokens sign in as any sign-in does (no PASSWORD_RECOVERY event): say so.
  if (link.type === 'recovery') store.setState({ recovering: true });
  store.setState({ emailLink: { status: 'signed-in', type: outcomeType(link.type) } });
  return {};
}

/**
 * What the emailed link at `href` (the address the page was opened with; `AuthProvider` has
 * already taken the link out of the address bar) leads to:
 *
 * - a PKCE `?code=` is exchanged with this browser's verifier: this browser asked for the email,
 *   so nobody else's account can arrive this way. Without a verifier (another browser) nothing is
 *   sent, and the reader is told;
 * - a `?token_hash=` or a session in the hash waits (`status: 'waiting'`) for the reader to ask
 *   (`continueEmailLink`): a mail scanner's visit spends nothing, and a link someone else sent
 *   never swaps the signed-in reader for another account unasked;
 * - an error says so in plain words, and whoever is signed in stays signed in.
 *
 * Returns a clean-up for the effect.
 */
export function followEmailLink(href: string, store: AuthStore, client: SupabaseClient, wait: (link: WaitingLink) => void): () => void {
  const link = readEmailLink(href);
  if (!link) return () => {};
  const address = new URL(href);
  const query = address.searchParams;
  const hash = new URLSearchParams(address.hash.slice(1));
  const type = link.type ?? 'other';
  if (link.error) {
    store.setState({ emailLink: { status: 'failed', ...linkFailure({ code: link.error.code }) } });
    return () => {};
  }
  if (link.carries === 'token-hash' || link.carries === 'session') {
    const tokenHash = query.get('token_hash') ?? '';
    const tokens = { access_token: hash.get('access_token') ?? '', refresh_token: hash.get('refresh_token') ?? '' };
    wait({
      type,
      signIn: (c) => (link.carries === 'token-hash' ? c.auth.verifyOtp({ token_hash: tokenHash, type: type as 'signup' }) : c.auth.setSession(tokens)),
    });
    store.setState({ emailLink: { status: 'waiting', type: outcomeType(type) } });
    return () => {};
  }

  let active = true;
  // supabase-js 2.109 (the last for Node 20) keeps one verifier per storage key; later releases
  // also read an `sb_flow_id` beside the code, which addressWithoutEmailLink clears all the same.
  client.auth
    .exchangeCodeForSession(query.get('code') ?? '')
    .then(({ error }) => {
      const outcome: EmailLinkOutcome = error
        ? { status: 'failed', ...linkFailure(error) }
        : // The verifier remembers a password reset, and the client announced PASSWORD_RECOVERY;
          // anything else that lands here is a sign-up.
          { status: 'signed-in', type: store.getState().recovering ? 'recovery' : 'signup' };
      if (active) store.setState({ emailLink: outcome });
    })
    .catch((error: unknown) => {
      if (active) store.setState({ emailLink: { status: 'failed', ...linkFailure(error) } });
    });
  return () => {
    active = false;
  };
}
