/**
 * What a sign-in or sign-up attempt resolves to: `useAuth().signIn` and `useAuth().signUp` return
 * exactly this, and so may any other function handed to the forms (a story, a test, another app).
 * The message may be missing or empty; the forms then show their own fallback.
 */
export interface AuthActionResult {
  error?: { message?: string; code?: string } | null;
}

/** Signs in or signs up with an email address and a password. */
export type AuthAction = (email: string, password: string) => Promise<AuthActionResult>;

/** Does something for an email address: asks for a password reset, sends the confirmation again. */
export type EmailAction = (email: string) => Promise<AuthActionResult>;

/**
 * Sets a new password for the signed-in reader, with the current one when the form asked for it;
 * `useAuth().updatePassword` fits.
 */
export type PasswordAction = (password: string, currentPassword?: string) => Promise<AuthActionResult>;

/** Checks a code from an email; `useAuth().verifyEmailCode` fits. */
export type CodeAction = (email: string, code: string, purpose: 'signup' | 'recovery') => Promise<AuthActionResult>;

/** The messages the forms show, word for word as the product spec's error catalogue gives them. */
export const authMessages = {
  emptyFields: 'Please fill in all fields',
  passwordMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  signUpSuccess: 'Account created successfully! Please check your email to confirm your account.',
  // Beyond the spec's catalogue: the account forms added for recovery, codes and resending.
  resetFailed: 'Failed to send the email',
  resetSent: (email: string) =>
    `If there's an account for ${email}, we've sent it an email with a link and a code to reset the password. It can take a minute to arrive.`,
  codeFailed: 'Failed to check the code',
  codeShape: (length: number) => `Enter the ${length}-digit code from the email.`,
  codeAccepted: { signup: "Code accepted: your email address is confirmed and you're signed in.", recovery: 'Code accepted. Now choose a new password.' },
  resendFailed: 'Failed to send the email',
  emailFirst: 'Enter your email address first.',
  resendSent: (email: string) => `If ${email} is waiting to be confirmed, we've sent it a new email with a new link and code.`,
  newPasswordFailed: 'Failed to save the password',
  newPasswordSaved: 'Your new password is saved.',
  currentPasswordMissing: 'Enter your current password to change it.',
} as const;

/** The shortest password the forms accept, in characters (the server may ask for more). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * A password's length as the server counts it (NIST SP 800-63B): characters (Unicode code points)
 * after NFKC normalisation, not UTF-16 units or bytes, so "😀😀😀" and "e\u0301e\u0301e\u0301"
 * are three. There is no upper limit here: the server takes at least 64.
 *
 * @example
 * passwordLength('😀😀😀'); // 3 ('😀😀😀'.length is 6)
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

/**
 * The first problem with a new password and its confirmation, in the spec's order (an empty
 * field, a mismatch, too short), or null when there is none.
 *
 * @example
 * checkNewPassword('secret1', 'secret2'); // 'Passwords do not match'
 */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return authMessages.emptyFields;
  if (password !== confirmation) return authMessages.passwordMismatch;
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  return null;
}

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

/** A failed attempt: the message to show and, when the provider gave one, its code. */
export interface AttemptFailure {
  message: string;
  code?: string;
}

/**
 * Runs one attempt (a sign-in, a reset request, a code...) and returns its failure, or null when
 * it worked. A rejected promise is a failure like any other, so a form always ends its busy state
 * with an answer.
 *
 * @example
 * const failed = await attempt(() => onSignIn(email, password), authMessages.signInFailed);
 * if (failed?.code === 'email_not_confirmed') offerToResend();
 */
export async function attempt(run: () => Promise<AuthActionResult>, fallback: string): Promise<AttemptFailure | null> {
  let error: unknown;
  try {
    error = (await run())?.error;
  } catch (thrown) {
    error = thrown ?? {};
  }
  const message = failureMessage(error, fallback);
  if (message === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? { message, code } : { message };
}
