import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';

export type { AuthChangeEvent, Session, SupabaseClient, User };

/** What `signIn`, `signUp`, `signOut` and `refreshSession` resolve to: an error with a readable message, or nothing. */
export interface AuthResult {
  error?: { message: string };
}

/** Everything `useAuth()` gives a component. */
export interface AuthContextValue {
  /** The signed-in person, or null. */
  user: User | null;
  /** The current session (tokens and user), or null. */
  session: Session | null;
  /** True until the first session is known (always true during server rendering). */
  loading: boolean;
  /** Signs in with email and password. */
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Creates an account; the confirmation link leads back to the site root. */
  signUp(email: string, password: string): Promise<AuthResult>;
  /** Signs out of every session of this person. */
  signOut(): Promise<AuthResult>;
  /** Gets fresh tokens now instead of waiting for the automatic refresh. */
  refreshSession(): Promise<AuthResult>;
}

/** The session events the provider follows (SPEC section 4). */
export const FOLLOWED_AUTH_EVENTS: readonly AuthChangeEvent[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
];
