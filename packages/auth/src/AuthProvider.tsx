import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authServiceMessages, serviceFailureMessage } from './authErrors';
import { hasAuthWork, storageKeyFor } from './authWork';
import { createAuthStore, type AuthContextInternal, type AuthSession } from './authStore';
import { FOLLOWED_AUTH_EVENTS, type AuthResult, type SupabaseClient } from './types';

/** Holds the auth store and actions; read them with `useAuth()`. */
export const AuthContext = createContext<AuthContextInternal | null>(null);

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

export type AuthProviderProps = {
  children?: ReactNode;
} & (
  | (AuthClientSource & { session?: never })
  | {
      /** A session made with `createAuthSession`, shared with other providers (other React roots). */
      session: AuthSession;
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
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message ?? '') : '';
  return { error: { message: message.trim() !== '' ? message : fallback } };
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
export function createAuthSession(source: AuthClientSource): AuthSession {
  const { client: givenClient, url, anonKey, timeoutMs } = source;
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

  /** Follows the client's session events while any provider is mounted. */
  const follow = () => {
    if (!client || stopFollowing || providers === 0) return;
    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (!followed.has(event)) return;
      // supabase-js calls this inside its lock: only set state here, never await the client.
      store.setState({ session: next, loading: false });
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

  const actions: AuthContextInternal['actions'] = {
    signIn: (email, password) => run((c) => c.auth.signInWithPassword({ email, password }), 'Failed to sign in'),
    signUp: (email, password) =>
      run(
        (c) =>
          c.auth.signUp({
            email,
            password,
            // The confirmation link brings the reader back to the home page of the site they used.
            options: { emailRedirectTo: `${window.location.origin}/` },
          }),
        'Failed to create account',
      ),
    signOut: () => run((c) => c.auth.signOut(), 'Failed to sign out'),
    refreshSession: () => run((c) => c.auth.refreshSession(), 'Failed to refresh session'),
  };

  /** Starts the session for the first provider; the last one to go stops it. */
  const connect = (): (() => void) => {
    providers += 1;
    if (providers === 1) {
      follow();
      if (client || givenClient || hasAuthWork(url as string)) {
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
export function AuthProvider({ session: givenSession, client, url, anonKey, timeoutMs, children }: AuthProviderProps) {
  const source = (client ? { client } : { url, anonKey, timeoutMs }) as AuthClientSource;
  const [ownSession] = useState(() => (givenSession ? null : createAuthSession(source)));
  const session = givenSession ?? ownSession!;
  useEffect(() => session.connect(), [session]);
  const value = useMemo<AuthContextInternal>(() => ({ store: session.store, actions: session.actions }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
