import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthContext } from './AuthProvider';
import { serverAuthState } from './authStore';
import type { AuthContextValue } from './types';

const getServerState = () => serverAuthState;

/**
 * Reads the auth state from the nearest `AuthProvider`. A component re-renders
 * when the state changes; hydration starts from the server's state (loading).
 *
 * @example
 * function AccountLink() {
 *   const { user, loading, signOut } = useAuth();
 *   if (loading) return null;
 *   return user ? <button onClick={() => void signOut()}>Sign Out</button> : <a href="/auth">Sign In</a>;
 * }
 */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth() must be used inside <AuthProvider>.');
  const { store, actions } = context;
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerState);
  return useMemo(
    () => ({ user: state.session?.user ?? null, ...state, ...actions }),
    [state, actions],
  );
}
