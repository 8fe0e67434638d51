import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authServiceMessages, serviceFailureMessage } from './authErrors';
import { hasAuthWork, storageKeyFor } from './authWork';
import { createAuthStore, type AuthContextInternal } from './authStore';
import { FOLLOWED_AUTH_EVENTS, type AuthResult, type SupabaseClient } from './types';

/** Holds the auth store and actions; read them with `useAuth()`. */
export const AuthContext = createContext<AuthContextInternal | null>(null);

export type AuthProviderProps = {
  children?: ReactNode;
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
 * Provides the signed-in state to everything inside it. Give it a `client`, or a `url` and
 * `anonKey` to create one. It is safe to render on the server: there it renders with
 * `loading: true` and touches no browser API; the client starts only in the browser.
 *
 * @example
 * <AuthProvider url={import.meta.env.VITE_SUPABASE_URL} anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}>
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({ client: givenClient, url, anonKey, timeoutMs, children }: AuthProviderProps) {
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
      store.setState({ session: next, loading: false });
    });
    return () => data.subscription.unsubscribe();
  }, [client, store]);

  useEffect(() => {
    if (givenClient || hasAuthWork(url as string)) {
      // Offline, the client cannot be downloaded: say there is no session rather than load for ever
      // (and leave no rejection unhandled); signing in later tries the download again.
      loadClient().catch(() => store.setState({ loading: false }));
      return;
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

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      try {
        const client = await loadClient();
        const { error } = await client.auth.signInWithPassword({ email, password });
        return error ? failure(error, 'Failed to sign in') : {};
      } catch (error) {
        return thrown(error, 'Failed to sign in');
      }
    },
    [loadClient],
  );

  const signUp = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      try {
        const client = await loadClient();
        const { error } = await client.auth.signUp({
          email,
          password,
          // The confirmation link brings the reader back to the home page of the site they used.
          options: { emailRedirectTo: `${window.location.origin}/` },
        });
        return error ? failure(error, 'Failed to create account') : {};
      } catch (error) {
        return thrown(error, 'Failed to create account');
      }
    },
    [loadClient],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    try {
      const client = await loadClient();
      const { error } = await client.auth.signOut();
      return error ? failure(error, 'Failed to sign out') : {};
    } catch (error) {
      return thrown(error, 'Failed to sign out');
    }
  }, [loadClient]);

  const refreshSession = useCallback(async (): Promise<AuthResult> => {
    try {
      const client = await loadClient();
      const { error } = await client.auth.refreshSession();
      return error ? failure(error, 'Failed to refresh session') : {};
    } catch (error) {
      return thrown(error, 'Failed to refresh session');
    }
  }, [loadClient]);

  const value = useMemo<AuthContextInternal>(
    () => ({ store, actions: { signIn, signUp, signOut, refreshSession } }),
    [store, signIn, signUp, signOut, refreshSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
