import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';

export type { AuthChangeEvent, Session, SupabaseClient, User };

/**
 * What every action of `useAuth()` resolves to: nothing, or an error with a message to show
 * and, when the server gave one, its error code (`email_not_confirmed`, `otp_expired`,
 * `over_email_send_rate_limit`, ...) for a program to act on.
 */
export interface AuthResult {
  error?: { message: string; code?: string };
}

/** Which email a six-digit code came in: the sign-up confirmation or a password reset. */
export type EmailCodePurpose = 'signup' | 'recovery';

/** Who `signOut` signs out: every session of the person (the default), this one, or all but this one. */
export type SignOutScope = 'global' | 'local' | 'others';

/**
 * What the emailed link this page was opened from did. `checking` while the client reads it;
 * `waiting` for a link that signs in only when the reader asks (`continueEmailLink`): a token
 * hash, which a mail scanner's visit must not spend, or a session someone put in the address,
 * which must not replace the signed-in reader unasked; then `signed-in` (a confirmation, or a
 * password-reset link, which signs the reader in to choose a new password: `type` says which), or
 * `failed` (used, expired, altered, or opened in another browser) with the message to show and
 * the server's code. Null when the page was not opened from such a link. The link's code, token
 * or error is gone from the address bar from the start.
 */
export type EmailLinkOutcome =
  | { status: 'checking' }
  | { status: 'waiting'; type: 'signup' | 'recovery' | 'other' }
  | { status: 'signed-in'; type: 'signup' | 'recovery' | 'other' }
  | { status: 'failed'; message: string; code?: string };

/** Everything `useAuth()` gives a component. */
export interface AuthContextValue {
  /** The signed-in person, or null. */
  user: User | null;
  /** The current session (tokens and user), or null. */
  session: Session | null;
  /** True until the first session is known (always true during server rendering). */
  loading: boolean;
  /**
   * True after a password-reset link or code signed the reader in (the `PASSWORD_RECOVERY`
   * event), until they choose a new password or sign out: show them the set-a-new-password form.
   */
  recovering: boolean;
  /** What the emailed link this page was opened from did, if it was. */
  emailLink: EmailLinkOutcome | null;
  /** Signs in with email and password. */
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Creates an account; the confirmation link leads back to the provider's `links.confirmation`. */
  signUp(email: string, password: string): Promise<AuthResult>;
  /** Signs out: of every session of this person unless `scope` says otherwise. */
  signOut(options?: { scope?: SignOutScope }): Promise<AuthResult>;
  /** Gets fresh tokens now instead of waiting for the automatic refresh. */
  refreshSession(): Promise<AuthResult>;
  /**
   * Asks the server whether this session still stands: it ends when the reader signs out on every
   * device, or changes the password, elsewhere. If it has ended, the reader is signed out here too
   * (`user` becomes null). A page that shows the account calls this when it opens.
   */
  verifySession(): Promise<AuthResult>;
  /**
   * Emails a password-reset link (to the provider's `links.passwordReset`) and code. Succeeds
   * alike whether or not the address has an account.
   */
  requestPasswordReset(email: string): Promise<AuthResult>;
  /** Signs in with the code from a confirmation or password-reset email. */
  verifyEmailCode(email: string, code: string, purpose: EmailCodePurpose): Promise<AuthResult>;
  /** Emails the sign-up confirmation again, to an address that has not confirmed yet. */
  resendConfirmation(email: string): Promise<AuthResult>;
  /**
   * Sets a new password for the signed-in reader; their other sessions are signed out. The server
   * asks for `currentPassword` (GoTrue's `update_password_require_current_password`), except in a
   * session that came from an emailed link or code, as after a password reset.
   */
  updatePassword(password: string, currentPassword?: string): Promise<AuthResult>;
  /**
   * Signs in with the emailed link this page was opened from, when it waits for the reader's say
   * (`emailLink.status === 'waiting'`). Works once.
   */
  continueEmailLink(): Promise<AuthResult>;
  /**
   * Deletes the signed-in reader's account, through the project's `delete-account` Edge Function,
   * then forgets the session here. Needs her current `password`, which the function checks with a
   * real sign-in, so a stolen access token alone cannot delete an account and wrong passwords count
   * against the account's sign-in throttling. Nothing is deleted when it is missing or wrong
   * (`current_password_required`, `invalid_credentials`) or the account is locked
   * (`over_request_rate_limit`).
   */
  deleteAccount(password: string): Promise<AuthResult>;
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
