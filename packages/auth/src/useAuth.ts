import { useContext } from 'react';
import { AuthContext } from './AuthProvider';
import type { AuthContextValue } from './types';

/**
 * Reads the auth state from the nearest `AuthProvider`.
 *
 * @example
 * function AccountLink() {
 *   const { user, loading, signOut } = useAuth();
 *   if (loading) return null;
 *   return user ? <button onClick={() => void signOut()}>Sign Out</button> : <a href="/auth">Sign In</a>;
 * }
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
