import { authMessages } from './forms/types';

/*
 * The reader's words for answers about her own account. Kept apart from authErrors.ts, which every
 * page that signs in loads at once: only the code that runs once the client is here
 * (accountOutcomes.ts) needs these, so a page does not download them before then.
 */

/**
 * Plain words for the answers about a reader's own account that the server words tersely or
 * technically. `useAuth()` returns these in place of the server's message, with the server's code.
 */
export const accountMessages = {
  /** Sign-in with the right password before the address is confirmed (`email_not_confirmed`). */
  emailNotConfirmed: "Your email address isn't confirmed yet. Use the link or the code in the email we sent you, or ask for a new email.",
  /** A wrong, used or old code (`otp_expired`). */
  codeNotAccepted: "That code is wrong or has expired. Check it against the newest email, or ask for a new one.",
  /** An emailed link that was used, has expired or was altered. */
  linkNotAccepted: 'This link has expired or has already been used. Each link works once, and only for a while.',
  /** Another email asked for within the interval (`over_email_send_rate_limit` with a wait). */
  waitBeforeAnotherEmail: (seconds: number) => `Please wait ${seconds} seconds before asking for another email.`,
  /** The hourly email allowance is spent (`over_email_send_rate_limit` without a wait). */
  tooManyEmails: 'Too many emails have been sent. Please try again later.',
  /** A new password equal to the old one (`same_password`). */
  samePassword: 'Your new password must be different from your old one.',
  /**
   * A PKCE link opened in a browser other than the one that asked for it: that browser holds no
   * code verifier, so the link cannot sign in there (and is not spent trying).
   */
  linkInAnotherBrowser: "This link was opened in a different browser from the one you asked for it in, so it can't sign you in here.",
  /** A password change without the current password (GoTrue's `current_password_required`). */
  currentPasswordRequired: authMessages.currentPasswordMissing,
  /** A password change with a wrong current password (GoTrue's `current_password_invalid`). */
  currentPasswordWrong: "Your current password isn't right. Nothing was changed.",
  /** A common or breached password (`weak_password` with the reason `pwned`). */
  weakPasswordBreached:
    'This password is too common, or has appeared in a data breach, so it would be easy to guess. Please choose a different one.',
  /** Too many attempts, for this account or from this network (a 429 other than the email interval). */
  tooManyAttempts: "Too many attempts. Please wait a little, then try again. If you've forgotten your password, you can reset it.",
  /** Deleting an account needs a signed-in reader. */
  signInToDelete: 'Please sign in again, then delete your account.',
  /** Deleting an account needs the current password, and none was given. */
  deletePasswordRequired: 'Enter your current password to delete your account.',
  /** Deleting with a wrong password (the function's `invalid_credentials`): nothing happened. */
  deletePasswordWrong: "Your current password isn't right. Nothing was deleted.",
  /**
   * Deleting while the account is locked after too many wrong passwords (or this network sent
   * too many requests), with the wait when the server gave one (Retry-After).
   */
  deleteTooManyAttempts: (secondsToWait?: number) =>
    `Too many attempts. Nothing was deleted. Please ${secondsToWait ? `wait ${waitWords(secondsToWait)}` : 'wait a little'}, then try again. If you've forgotten your password, you can reset it.`,
  /** The delete-account service refused or failed in a way the reader cannot fix. */
  deleteFailed: "We couldn't delete your account. Nothing was deleted. Please try again in a few minutes.",
} as const;

/**
 * A wait in words: seconds under a minute, else whole minutes, rounded up.
 *
 * @example
 * waitWords(1); // '1 second'
 * waitWords(130); // '3 minutes'
 */
function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The reader's message for a server answer that has one in `accountMessages`, else undefined
 * (the server's own words are shown).
 *
 * @example
 * accountMessage('over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.');
 * // 'Please wait 42 seconds before asking for another email.'
 * accountMessage('weak_password', 'Password is known to be weak', { reasons: ['pwned'] }); // accountMessages.weakPasswordBreached
 */
export function accountMessage(code: string | undefined, serverMessage: string, details: { status?: number; reasons?: readonly string[] } = {}): string | undefined {
  switch (code) {
    case 'current_password_required':
      return accountMessages.currentPasswordRequired;
    case 'current_password_invalid':
      return accountMessages.currentPasswordWrong;
    case 'pkce_code_verifier_not_found':
      return accountMessages.linkInAnotherBrowser;
    case 'weak_password':
      // Too short keeps the server's own words ("Password should be at least 6 characters.").
      return details.reasons?.includes('pwned') ? accountMessages.weakPasswordBreached : undefined;
    case 'email_not_confirmed':
      return accountMessages.emailNotConfirmed;
    case 'otp_expired':
      return accountMessages.codeNotAccepted;
    case 'same_password':
      return accountMessages.samePassword;
    case 'over_email_send_rate_limit': {
      // GoTrue words it "... after 42 seconds." or "... once every 60 seconds".
      const seconds = /(?:after|every) (\d+) seconds?/.exec(serverMessage)?.[1];
      return seconds ? accountMessages.waitBeforeAnotherEmail(Number(seconds)) : accountMessages.tooManyEmails;
    }
    default:
      // Per-account and per-address throttling: GoTrue's `over_request_rate_limit`, or any other 429.
      return details.status === 429 ? accountMessages.tooManyAttempts : undefined;
  }
}
