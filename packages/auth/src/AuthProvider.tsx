import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { accountMessage, accountMessages, authServiceMessages, serviceFailureMessage } from './authErrors';
import { hasAuthWork, storageKeyFor } from './authWork';
import { createAuthStore, type AuthContextInternal, type AuthSession, type AuthStore } from './authStore';
import { addressWithoutEmailLink, readEmailLink } from './emailLink';
import { FOLLOWED_AUTH_EVENTS, type AuthResult, type EmailCodePurpose, type EmailLinkOutcome, type SignOutScope, type SupabaseClient } from './types';

/** Holds the auth store and actions; read them with `useAuth()`. */
export const AuthContext = createContext<AuthContextInternal | null>(null);

/**
 * Where emailed links bring the reader back to: paths on the site the reader is using (so a
 * reader of the Nigeria site returns to it), or full URLs. The auth server must allow them
 * (its site URL and redirect allow-list).
 */
export interface AuthLinks {
  /** After confirming a sign-up. Default `/`. */
  confirmation?: string;
  /** After a password-reset link, to choose a new password. Default `/`. */
  passwordReset?: string;
}

/** Where the auth client comes from: a client, or the project to create one for (in the browser). */
export type AuthClientSource =
  | {
      /** A client made with `createAuthClient` (or `createClient` from supabase-js). */
      client: SupabaseClient;
      url?: never;
      anonKey?: never;
      timeoutMs?: never;
    }
  | {
      client?: never;
      /** The Supabase project URL or the local auth server's; the client is created in the browser. */
      url: string;
      /** The public anonymous key. */
      anonKey: string;
      /** How long one auth request may take before the reader is told the service is slow (ms). Default 8000. */
      timeoutMs?: number;
    };

/** What `createAuthSession` needs: where the client comes from, and where emailed links lead. */
export type AuthSessionOptions = AuthClientSource & {
  /** Where emailed links lead; see `AuthLinks`. */
  links?: AuthLinks;
};

export type AuthProviderProps = {
  children?: ReactNode;
} & (
  | (AuthSessionOptions & { session?: never })
  | {
      /** A session made with `createAuthSession`, shared with other providers (other React roots). */
      session: AuthSession;
      links?: never;
      client?: never;
      url?: never;
      anonKey?: never;
      timeoutMs?: never;
    }
);

const followed = new Set<string>(FOLLOWED_AUTH_EVENTS);

/**
 * Turns whatever went wrong into `{ error: { message } }`: plain words when the service itself
 * failed (down, slow, 5xx), the server's own message about the request otherwise, else the fallback.
 */
function failure(error: unknown, fallback: string): AuthResult {
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

/** Marks a failure to download the client itself (offline, or the site was redeployed meanwhile). */
class ClientLoadError extends Error {
  override readonly name = 'ClientLoadError';
}

/** `failure` for something thrown rather than returned. */
function thrown(error: unknown, fallback: string): AuthResult {
  if (error instanceof ClientLoadError) return { error: { message: authServiceMessages.unreachable } };
  return failure(error, fallback);
}

/**
 * The signed-in state and the actions on it, outside React, so that several React roots on one
 * page (islands, say) can share one client and one state: give each root's `AuthProvider` the same
 * session. Nothing runs until a provider mounts: then the client is created (and supabase-js
 * downloaded) only if the page has auth work (see `hasAuthWork`), or when the reader signs in or
 * up, or another tab signs in. Safe to create on the server: it touches no browser API until then.
 *
 * @example
 * export const siteAuth = createAuthSession({ url: import.meta.env.VITE_SUPABASE_URL, anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY });
 * // in each root:
 * <AuthProvider session={siteAuth}><AccountLink /></AuthProvider>
 */
export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { client: givenClient, url, anonKey, timeoutMs, links } = options;
  if (!givenClient && (!url || !anonKey)) {
    throw new Error('AuthProvider needs either a `client`, or both `url` and `anonKey`.');
  }
  const store = createAuthStore();
  let client: SupabaseClient | null = givenClient ?? null;
  // One client per session: two clients on one storage key would both try to refresh the same tokens.
  let creating: Promise<SupabaseClient> | null = null;
  let providers = 0;
  let stopFollowing: (() => void) | null = null;
  let stopListening: (() => void) | null = null;
  let stopLinkFollowing: (() => void) | null = null;
  // An emailed link that signs in only when the reader asks (`continueEmailLink`), kept here and
  // never in the address.
  let waitingLink: WaitingLink | null = null;

  /** Follows the client's session events while any provider is mounted. */
  const follow = () => {
    if (!client || stopFollowing || providers === 0) return;
    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (!followed.has(event)) return;
      // supabase-js calls this inside its lock: only set state here, never await the client.
      store.setState({ session: next, loading: false, recovering: recoveringAfter(event, store.getState().recovering) });
    });
    stopFollowing = () => data.subscription.unsubscribe();
  };

  /** The client, downloading supabase-js the first time it is needed. */
  const loadClient = (): Promise<SupabaseClient> => {
    if (client) return Promise.resolve(client);
    if (!creating) {
      const entry = import('./createAuthClient').then(
        ({ createAuthClient }) => {
          client = createAuthClient({ url: url as string, anonKey: anonKey as string, timeoutMs });
          follow();
          return client;
        },
        (error: unknown) => {
          // Forget the failed download, so the next attempt (back online) tries again.
          if (creating === entry) creating = null;
          throw new ClientLoadError(error instanceof Error ? error.message : String(error));
        },
      );
      creating = entry;
    }
    return creating;
  };

  const run = async (action: (client: SupabaseClient) => Promise<{ error: unknown }>, fallback: string): Promise<AuthResult> => {
    try {
      const { error } = await action(await loadClient());
      return error ? failure(error, fallback) : {};
    } catch (error) {
      return thrown(error, fallback);
    }
  };

  const confirmationLink = links?.confirmation ?? '/';
  const passwordResetLink = links?.passwordReset ?? '/';

  const actions: AuthContextInternal['actions'] = {
    signIn: (email, password) => run((c) => c.auth.signInWithPassword({ email, password }), 'Failed to sign in'),
    signUp: (email, password) =>
      run((c) => c.auth.signUp({ email, password, options: { emailRedirectTo: onThisSite(confirmationLink) } }), 'Failed to create account'),
    signOut: (options?: { scope?: SignOutScope }) => run((c) => c.auth.signOut({ scope: options?.scope ?? 'global' }), 'Failed to sign out'),
    refreshSession: () => run((c) => c.auth.refreshSession(), 'Failed to refresh session'),
    verifySession: () =>
      run(async (c) => {
        // The client signs the reader out itself when the server says the session is gone; no
        // session at all is an answer too, not a failure.
        const { error } = await c.auth.getUser();
        return { error: error && error.name !== 'AuthSessionMissingError' ? error : null };
      }, 'Failed to check the session'),
    requestPasswordReset: (email) =>
      run((c) => c.auth.resetPasswordForEmail(email, { redirectTo: onThisSite(passwordResetLink) }), 'Failed to send the email'),
    verifyEmailCode: (email: string, code: string, purpose: EmailCodePurpose) =>
      run((c) => c.auth.verifyOtp({ email, token: code, type: purpose }), 'Failed to check the code'),
    resendConfirmation: (email) =>
      run((c) => c.auth.resend({ type: 'signup', email, options: { emailRedirectTo: onThisSite(confirmationLink) } }), 'Failed to send the email'),
    updatePassword: async (password, currentPassword) => {
      // GoTrue asks for the current password (`update_password_require_current_password`) except
      // in a session from an emailed link or code, which is how a reset works.
      const attributes = currentPassword === undefined ? { password } : { password, current_password: currentPassword };
      const result = await run((c) => c.auth.updateUser(attributes), 'Failed to save the password');
      if (!result.error) store.setState({ recovering: false });
      return result;
    },
    continueEmailLink: async () => {
      const link = waitingLink;
      if (!link) return { error: { message: accountMessages.linkNotAccepted } };
      waitingLink = null;
      store.setState({ emailLink: { status: 'checking' } });
      let result: AuthResult;
      try {
        const { error } = await link.signIn(await loadClient());
        result = error ? linkFailure(error) : {};
      } catch (error) {
        result = error instanceof ClientLoadError ? { error: { message: authServiceMessages.unreachable } } : linkFailure(error);
      }
      if (result.error) {
        store.setState({ emailLink: { status: 'failed', ...result.error } });
      } else {
        // A recovery link's tokens sign in as any sign-in does (no PASSWORD_RECOVERY event): say so.
        if (link.type === 'recovery') store.setState({ recovering: true });
        store.setState({ emailLink: { status: 'signed-in', type: outcomeType(link.type) } });
      }
      return result;
    },
    deleteAccount: () =>
      run(async (c) => {
        const { data } = await c.auth.getSession();
        if (!data.session) return { error: { message: accountMessages.signInToDelete } };
        const { error } = await c.functions.invoke('delete-account', { method: 'POST' });
        if (error) return { error: await functionFailure(error) };
        // The account is gone on the server; forget its session here too (SIGNED_OUT follows).
        await c.auth.signOut({ scope: 'local' });
        return { error: null };
      }, accountMessages.deleteFailed),
  };

  /** Starts the session for the first provider; the last one to go stops it. */
  const connect = (): (() => void) => {
    providers += 1;
    if (providers === 1) {
      follow();
      if (client || givenClient || hasAuthWork(url as string)) {
        stopLinkFollowing = followEmailLink(store, loadClient, (link) => (waitingLink = link));
        // Offline, the client cannot be downloaded: say there is no session rather than load for ever
        // (and leave no rejection unhandled); signing in later tries the download again.
        loadClient().catch(() => store.setState({ loading: false }));
      } else {
        // Nothing stored and no sign-in link: the session is known to be empty.
        store.setState({ loading: false });
        // Another tab may sign in; load the client then, so this tab follows.
        const key = storageKeyFor(url as string);
        const onStorage = (event: StorageEvent) => {
          if (event.key === key && event.newValue !== null) loadClient().catch(() => {});
        };
        window.addEventListener('storage', onStorage);
        stopListening = () => window.removeEventListener('storage', onStorage);
      }
    }
    return () => {
      providers -= 1;
      if (providers > 0) return;
      stopFollowing?.();
      stopFollowing = null;
      stopListening?.();
      stopListening = null;
      stopLinkFollowing?.();
      stopLinkFollowing = null;
    };
  };

  return { store, actions, connect };
}

/**
 * Provides the signed-in state to everything inside it. Give it a `client`, or a `url` and
 * `anonKey` to create one, or a `session` shared with other roots (see `createAuthSession`). It is
 * safe to render on the server: there it renders with `loading: true` and touches no browser API;
 * the client starts only in the browser.
 *
 * @example
 * <AuthProvider url={import.meta.env.VITE_SUPABASE_URL} anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}>
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({ session: givenSession, client, url, anonKey, timeoutMs, links, children }: AuthProviderProps) {
  const options = (client ? { client, links } : { url, anonKey, timeoutMs, links }) as AuthSessionOptions;
  const [ownSession] = useState(() => (givenSession ? null : createAuthSession(options)));
  const session = givenSession ?? ownSession!;
  useEffect(() => session.connect(), [session]);
  const value = useMemo<AuthContextInternal>(() => ({ store: session.store, actions: session.actions }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** An address on the site the reader is using, for a path; a full URL as it is. */
function onThisSite(link: string): string {
  return new URL(link, window.location.origin).href;
}

/**
 * Whether the reader is choosing a new password after this event: from a password-reset link or
 * code until they sign out or in another way (a new password ends it, see `updatePassword`).
 */
function recoveringAfter(event: string, before: boolean): boolean {
  if (event === 'PASSWORD_RECOVERY') return true;
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') return false;
  return before;
}

/** An emailed link waiting for the reader to ask to be signed in with it. */
interface WaitingLink {
  type: string;
  signIn(client: SupabaseClient): Promise<{ error: unknown }>;
}

/** The outcome's type for a link's `type`. */
function outcomeType(type: string | undefined): 'signup' | 'recovery' | 'other' {
  return type === 'signup' || type === 'recovery' ? type : 'other';
}

/**
 * A link the server would not accept, in plain words: the service's own failure, a link opened in
 * another browser, or used, expired or altered (whatever code the server gave).
 */
function linkFailure(error: unknown): AuthResult {
  const service = serviceFailureMessage(error);
  if (service) return { error: { message: service } };
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'pkce_code_verifier_not_found') return { error: { message: accountMessages.linkInAnotherBrowser, code } };
  return { error: typeof code === 'string' && code !== '' ? { message: accountMessages.linkNotAccepted, code } : { message: accountMessages.linkNotAccepted } };
}

/**
 * What went wrong calling an Edge Function, in plain words: no connection or no answer in time, a
 * server failure, a session the function would not accept, or a refusal (with the function's own
 * `message` when it gave one in JSON).
 */
async function functionFailure(error: { name?: string; context?: unknown }): Promise<{ message: string; code?: string }> {
  if (error.name !== 'FunctionsHttpError' || !(error.context instanceof Response)) {
    const cause = error.context as { name?: string } | undefined;
    return { message: cause?.name === 'AuthTimeoutError' ? authServiceMessages.timeout : authServiceMessages.unreachable };
  }
  const response = error.context;
  if (response.status >= 500) return { message: authServiceMessages.unavailable };
  if (response.status === 401) return { message: accountMessages.signInToDelete, code: 'session_not_found' };
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return code ? { message: accountMessages.deleteFailed, code } : { message: accountMessages.deleteFailed };
}

/**
 * When the page was opened from an emailed link: takes the link's code, token or error out of
 * the address bar at once (so none stays in history, a bookmark or a Referer), then
 *
 * - a PKCE `?code=` is exchanged with this browser's verifier: this browser asked for the email,
 *   so nobody else's account can arrive this way. Without a verifier (another browser) nothing is
 *   sent and the reader is told to use the six-digit code instead;
 * - a `?token_hash=` or a session in the hash waits (`status: 'waiting'`) for the reader to ask
 *   (`continueEmailLink`): a mail scanner's visit spends nothing, and a link someone else sent
 *   never swaps the signed-in reader for another account unasked;
 * - an error says so in plain words, and whoever is signed in stays signed in.
 *
 * Returns a clean-up for the effect.
 */
function followEmailLink(store: AuthStore, loadClient: () => Promise<SupabaseClient>, wait: (link: WaitingLink) => void): () => void {
  const href = window.location.href;
  const link = readEmailLink(href);
  if (!link) return () => {};
  const address = new URL(href);
  const query = address.searchParams;
  const hash = new URLSearchParams(address.hash.slice(1));
  window.history.replaceState(window.history.state, '', addressWithoutEmailLink(href));

  if (link.error) {
    const code = link.error.code === 'access_denied' ? undefined : link.error.code;
    store.setState({ emailLink: { status: 'failed', message: accountMessages.linkNotAccepted, ...(code ? { code } : {}) } });
    return () => {};
  }
  const type = link.type ?? 'other';
  if (link.carries === 'token-hash') {
    const tokenHash = query.get('token_hash') ?? '';
    wait({ type, signIn: (client) => client.auth.verifyOtp({ token_hash: tokenHash, type: type as 'signup' }) });
    store.setState({ emailLink: { status: 'waiting', type: outcomeType(type) } });
    return () => {};
  }
  if (link.carries === 'session') {
    const tokens = { access_token: hash.get('access_token') ?? '', refresh_token: hash.get('refresh_token') ?? '' };
    wait({ type, signIn: (client) => client.auth.setSession(tokens) });
    store.setState({ emailLink: { status: 'waiting', type: outcomeType(type) } });
    return () => {};
  }

  let active = true;
  const code = query.get('code') ?? '';
  const flowId = query.get('sb_flow_id');
  store.setState({ emailLink: { status: 'checking' } });
  loadClient()
    .then((client) => client.auth.exchangeCodeForSession(code, flowId ? { flowId } : undefined))
    .then(({ error }) => {
      const failed = error ? linkFailure(error).error : undefined;
      const outcome: EmailLinkOutcome = failed
        ? { status: 'failed', ...failed }
        : // The verifier remembers a password reset, and the client announced PASSWORD_RECOVERY;
          // anything else that lands here is a sign-up.
          { status: 'signed-in', type: store.getState().recovering ? 'recovery' : 'signup' };
      if (active) store.setState({ emailLink: outcome });
    })
    .catch((error: unknown) => {
      // The client could not be downloaded: the link was not used, and may be tried again.
      if (active) store.setState({ emailLink: { status: 'failed', ...linkFailure(error instanceof ClientLoadError ? { name: 'AuthRetryableFetchError', status: 0 } : error).error! } });
    });
  return () => {
    active = false;
  };
}
