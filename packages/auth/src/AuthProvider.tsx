import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createAuthClient } from './createAuthClient';
import { FOLLOWED_AUTH_EVENTS, type AuthContextValue, type AuthResult, type Session, type SupabaseClient } from './types';

/** Holds the auth state; read it with `useAuth()`. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export type AuthProviderProps = {
  children?: ReactNode;
} & (
  | {
      /** A client made with `createAuthClient` (or `createClient` from supabase-js). */
      client: SupabaseClient;
      url?: never;
      anonKey?: never;
    }
  | {
      client?: never;
      /** The Supabase project URL or the local auth server's; the client is created in the browser. */
      url: string;
      /** The public anonymous key. */
      anonKey: string;
    }
);

const followed = new Set<string>(FOLLOWED_AUTH_EVENTS);

/** Turns whatever went wrong into `{ error: { message } }`, with a fallback when there is no message. */
function failure(error: unknown, fallback: string): AuthResult {
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message ?? '') : '';
  return { error: { message: message.trim() !== '' ? message : fallback } };
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
export function AuthProvider({ client: givenClient, url, anonKey, children }: AuthProviderProps) {
  if (!givenClient && (!url || !anonKey)) {
    throw new Error('AuthProvider needs either a `client`, or both `url` and `anonKey`.');
  }
  const [client, setClient] = useState<SupabaseClient | null>(givenClient ?? null);
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  // One client per url and key, even when React runs effects twice (Strict Mode): two clients
  // on one storage key would both try to refresh the same tokens.
  const created = useRef<{ key: string; client: SupabaseClient } | null>(null);

  useEffect(() => {
    let active: SupabaseClient;
    if (givenClient) {
      active = givenClient;
    } else {
      const key = `${url}\n${anonKey}`;
      if (created.current?.key !== key) {
        created.current = { key, client: createAuthClient({ url: url as string, anonKey: anonKey as string }) };
      }
      active = created.current.client;
    }
    setClient(active);
    const { data } = active.auth.onAuthStateChange((event, next) => {
      if (!followed.has(event)) return;
      // supabase-js calls this inside its lock: only set state here, never await the client.
      setSession(next);
      setLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, [givenClient, url, anonKey]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      if (!client) return { error: { message: 'Failed to sign in' } };
      try {
        const { error } = await client.auth.signInWithPassword({ email, password });
        return error ? failure(error, 'Failed to sign in') : {};
      } catch (error) {
        return failure(error, 'Failed to sign in');
      }
    },
    [client],
  );

  const signUp = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      if (!client) return { error: { message: 'Failed to create account' } };
      try {
        const { error } = await client.auth.signUp({
          email,
          password,
          // The confirmation link brings the reader back to the home page of the site they used.
          options: { emailRedirectTo: `${window.location.origin}/` },
        });
        return error ? failure(error, 'Failed to create account') : {};
      } catch (error) {
        return failure(error, 'Failed to create account');
      }
    },
    [client],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    if (!client) return { error: { message: 'Failed to sign out' } };
    try {
      const { error } = await client.auth.signOut();
      return error ? failure(error, 'Failed to sign out') : {};
    } catch (error) {
      return failure(error, 'Failed to sign out');
    }
  }, [client]);

  const refreshSession = useCallback(async (): Promise<AuthResult> => {
    if (!client) return { error: { message: 'Failed to refresh session' } };
    try {
      const { error } = await client.auth.refreshSession();
      return error ? failure(error, 'Failed to refresh session') : {};
    } catch (error) {
      return failure(error, 'Failed to refresh session');
    }
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, session, loading, signIn, signUp, signOut, refreshSession }),
    [session, loading, signIn, signUp, signOut, refreshSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
