import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accountMessage, accountMessages, authServiceMessages, serviceFailureMessage } from './authErrors';
import { hasAuthWork, storageKeyFor } from './authWork';
import { createAuthStore, type AuthContextInternal, type AuthStore } from './authStore';
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

export type AuthProviderProps = {
  children?: ReactNode;
  /** Where emailed links lead; see `AuthLinks`. */
  links?: AuthLinks;
} & (
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
  const { message: raw, code: rawCode } = (error && typeof error === 'object' ? error : {}) as { message?: unknown; code?: unknown };
  const serverMessage = typeof raw === 'string' ? raw.trim() : '';
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : undefined;
  const message = accountMessage(code, serverMessage) ?? (serverMessage !== '' ? serverMessage : fallback);
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
 * Provides the signed-in state to everything inside it. Give it a `client`, or a `url` and
 * `anonKey` to create one. It is safe to render on the server: there it renders with
 * `loading: true` and touches no browser API; the client starts only in the browser.
 *
 * @example
 * <AuthProvider url={import.meta.env.VITE_SUPABASE_URL} anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}>
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({ client: givenClient, url, anonKey, timeoutMs, links, children }: AuthProviderProps) {
  if (!givenClient && (!url || !anonKey)) {
    throw new Error('AuthProvider needs either a `client`, or both `url` and `anonKey`.');
  }
  const [client, setClient] = useState<SupabaseClient | null>(givenClient ?? null);
  const [store] = useState(createAuthStore);
  // One client per url and key, even when React runs effects twice (Strict Mode): two clients
  // on one storage key would both try to refresh the same tokens.
  const created = useRef<{ key: string; client: Promise<SupabaseClient> } | null>(null);

  /** The client, downloading supabase-js the first time it is needed. */
  const loadClient = useCallback((): Promise<SupabaseClient> => {
    if (givenClient) return Promise.resolve(givenClient);
    const key = `${url}\n${anonKey}\n${timeoutMs}`;
    if (created.current?.key !== key) {
      const entry = {
        key,
        client: import('./createAuthClient').then(
          ({ createAuthClient }) => createAuthClient({ url: url as string, anonKey: anonKey as string, timeoutMs }),
          (error: unknown) => {
            // Forget the failed download, so the next attempt (back online) tries again.
            if (created.current === entry) created.current = null;
            throw new ClientLoadError(error instanceof Error ? error.message : String(error));
          },
        ),
      };
      created.current = entry;
    }
    return created.current.client.then((loaded) => {
      setClient(loaded);
      return loaded;
    });
  }, [givenClient, url, anonKey, timeoutMs]);

  useEffect(() => {
    if (!client) return;
    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (!followed.has(event)) return;
      // supabase-js calls this inside its lock: only set state here, never await the client.
      store.setState({ session: next, loading: false, recovering: recoveringAfter(event, store.getState().recovering) });
    });
    return () => data.subscription.unsubscribe();
  }, [client, store]);

  useEffect(() => {
    if (givenClient || hasAuthWork(url as string)) {
      const link = followEmailLink(store, loadClient);
      // Offline, the client cannot be downloaded: say there is no session rather than load for ever
      // (and leave no rejection unhandled); signing in later tries the download again.
      loadClient().catch(() => store.setState({ loading: false }));
      return link;
    }
    // Nothing stored and no sign-in link: the session is known to be empty.
    store.setState({ loading: false });
    // Another tab may sign in; load the client then, so this tab follows.
    const key = storageKeyFor(url as string);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue !== null) loadClient().catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [givenClient, url, loadClient, store]);

  /** Runs one action with the client, turning any failure, returned or thrown, into `{ error }`. */
  const run = useCallback(
    async (fallback: string, action: (client: SupabaseClient) => Promise<{ error: unknown }>): Promise<AuthResult> => {
      try {
        const { error } = await action(await loadClient());
        return error ? failure(error, fallback) : {};
      } catch (error) {
        return thrown(error, fallback);
      }
    },
    [loadClient],
  );

  const confirmationLink = links?.confirmation ?? '/';
  const passwordResetLink = links?.passwordReset ?? '/';

  const actions = useMemo<AuthContextInternal['actions']>(
    () => ({
      signIn: (email, password) => run('Failed to sign in', (client) => client.auth.signInWithPassword({ email, password })),
      signUp: (email, password) =>
        run('Failed to create account', (client) =>
          client.auth.signUp({ email, password, options: { emailRedirectTo: onThisSite(confirmationLink) } }),
        ),
      signOut: (options?: { scope?: SignOutScope }) => run('Failed to sign out', (client) => client.auth.signOut({ scope: options?.scope ?? 'global' })),
      refreshSession: () => run('Failed to refresh session', (client) => client.auth.refreshSession()),
      verifySession: () =>
        run('Failed to check the session', async (client) => {
          // The client signs the reader out itself when the server says the session is gone; no
          // session at all is an answer too, not a failure.
          const { error } = await client.auth.getUser();
          return { error: error && error.name !== 'AuthSessionMissingError' ? error : null };
        }),
      requestPasswordReset: (email) =>
        run('Failed to send the email', (client) => client.auth.resetPasswordForEmail(email, { redirectTo: onThisSite(passwordResetLink) })),
      verifyEmailCode: (email: string, code: string, purpose: EmailCodePurpose) =>
        run('Failed to check the code', (client) => client.auth.verifyOtp({ email, token: code, type: purpose })),
      resendConfirmation: (email) =>
        run('Failed to send the email', (client) =>
          client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: onThisSite(confirmationLink) } }),
        ),
      updatePassword: async (password) => {
        const result = await run('Failed to save the password', (client) => client.auth.updateUser({ password }));
        if (!result.error) store.setState({ recovering: false });
        return result;
      },
    }),
    [run, store, confirmationLink, passwordResetLink],
  );

  const value = useMemo<AuthContextInternal>(() => ({ store, actions }), [store, actions]);

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

/**
 * When the page was opened from an emailed link: records what the link did in `emailLink` once
 * the client has read it, then takes the link's tokens or error out of the address bar (the
 * client leaves `#` after tokens, and an error in place). Returns a clean-up for the effect.
 */
function followEmailLink(store: AuthStore, loadClient: () => Promise<SupabaseClient>): () => void {
  const link = readEmailLink(window.location.href);
  if (!link) return () => {};
  let active = true;
  store.setState({ emailLink: { status: 'checking' } });
  loadClient()
    .then(async (client) => {
      const { error } = await client.auth.initialize();
      // The client announces the session (SIGNED_IN or PASSWORD_RECOVERY) in a task of its own
      // after initialising: let it, so the outcome never shows before the session does.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return error;
    })
    .then((error) => {
      let outcome: EmailLinkOutcome;
      if (link.error || error) {
        const code = link.error?.code ?? (error as { code?: string } | null)?.code;
        outcome = { status: 'failed', message: accountMessages.linkNotAccepted, ...(code ? { code } : {}) };
      } else {
        // A PKCE link's type is known only from the event it caused.
        const type = link.type ?? (store.getState().recovering ? 'recovery' : 'signup');
        outcome = { status: 'signed-in', type: type === 'signup' || type === 'recovery' ? type : 'other' };
      }
      window.history.replaceState(window.history.state, '', addressWithoutEmailLink(window.location.href));
      if (active) store.setState({ emailLink: outcome });
    })
    .catch(() => {
      // The client could not be downloaded: the link was not used, and may be tried again.
      if (active) store.setState({ emailLink: { status: 'failed', message: authServiceMessages.unreachable } });
    });
  return () => {
    active = false;
  };
}
