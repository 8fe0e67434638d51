/**
 * What a sign-in or sign-up attempt resolves to: `useAuth().signIn` and `useAuth().signUp` return
 * exactly this, and so may any other function handed to the forms (a story, a test, another app).
 * The message may be missing or empty; the forms then show their own fallback.
 */
export interface AuthActionResult {
  error?: { message?: string } | null;
}

/** Signs in or signs up with an email address and a password. */
export type AuthAction = (email: string, password: string) => Promise<AuthActionResult>;

/** The messages the forms show, word for word as the product spec's error catalogue gives them. */
export const authMessages = {
  emptyFields: 'Please fill in all fields',
  passwordMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  signUpSuccess: 'Account created successfully! Please check your email to confirm your account.',
} as const;

/** The shortest password the forms accept (the server may ask for more). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The message to show for a failed attempt: the provider's own words when it gave any, else the
 * form's fallback. A thrown error (the auth server is down, say) counts as a failure too.
 *
 * @example
 * failureMessage(undefined, 'Failed to sign in'); // null: no failure
 * failureMessage({ message: 'Invalid login credentials' }, 'Failed to sign in'); // 'Invalid login credentials'
 * failureMessage({ message: '' }, 'Failed to sign in'); // 'Failed to sign in'
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (error === null || error === undefined) return null;
  const message = typeof error === 'object' && 'message' in error ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/**
 * Runs a sign-in or sign-up and returns the message to show, or null when it worked. A rejected
 * promise is a failure like any other, so the form always ends its busy state with an answer.
 *
 * @example
 * const message = await attemptAuth(signIn, email, password, authMessages.signInFailed);
 */
export async function attemptAuth(action: AuthAction, email: string, password: string, fallback: string): Promise<string | null> {
  try {
    const result = await action(email, password);
    return failureMessage(result?.error, fallback);
  } catch (thrown) {
    return failureMessage(thrown ?? {}, fallback);
  }
}
