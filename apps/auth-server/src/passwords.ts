import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './http/errors';

/*
 * Password rules after NIST SP 800-63B rev. 4 (5.1.1.2), with GoTrue's answers:
 *
 * - A password is compared and stored after Unicode normalisation (NFKC), so the same password
 *   typed on two keyboards (a precomposed "é" or "e" and a combining accent) is one password.
 * - Its length is counted in characters (code points) of that form, not bytes: "ééé" is three.
 * - Up to MAX_PASSWORD_CHARACTERS are accepted. bcrypt reads only 72 bytes, so a new hash is
 *   bcrypt of the SHA-256 of the normalised password (44 base64 characters), marked by
 *   PREHASHED; hashes stored before that (bcrypt of the password's own bytes, as GoTrue stores
 *   them) are still checked as they were made, and replaced at the next sign-in.
 * - Common passwords are refused, from the list shipped with the server: the 49,233 most common
 *   passwords of @zxcvbn-ts/language-common (MIT; zxcvbn's frequency list, drawn from leaked
 *   password sets), compared without regard to case. 422 weak_password with reasons ["pwned"],
 *   as a hosted project's leaked-password protection answers.
 */

/** GoTrue's floor for `minimum_password_length`, and its default. */
export const MIN_PASSWORD_LENGTH = 6;
/** The longest password accepted, in characters. NIST asks for at least 64. */
export const MAX_PASSWORD_CHARACTERS = 256;
/** How a hash of the pre-hashed, normalised password is marked in `encrypted_password`. */
const PREHASHED = '$nfkc-sha256$';

let common: Set<string> | undefined;
/** The shipped list, as a set, built on first use (about 50,000 entries). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/**
 * The form a password is checked, counted and hashed in.
 *
 * @example
 * normalisePassword('e\u0301té') === normalisePassword('été'); // true
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * True when the password is on the shipped list of common passwords (case aside).
 *
 * @example
 * isCommonPassword('Password'); // true
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalisePassword(password).toLowerCase());
}

/**
 * Checks a new password: at most MAX_PASSWORD_CHARACTERS (400 validation_failed), at least
 * `minimum` characters (the project's `minimum_password_length`; 422 weak_password, reasons
 * ["length"], GoTrue's message), and not a common one (422 weak_password, reasons ["pwned"]).
 *
 * @example
 * checkNewPassword('a long enough passphrase'); // passes
 * checkNewPassword('ééééé');                    // throws: five characters, though ten bytes
 * checkNewPassword('password1');                // throws: reasons ["pwned"]
 */
export function checkNewPassword(password: string, minimum = MIN_PASSWORD_LENGTH): void {
  const characters = [...normalisePassword(password)].length;
  if (characters > MAX_PASSWORD_CHARACTERS) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_CHARACTERS} characters`);
  }
  if (characters < minimum) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (isCommonPassword(password)) {
    throw new AuthError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
      weak_password: { reasons: ['pwned'] },
    });
  }
}

/** 44 characters whatever the password's length, well inside bcrypt's 72 bytes. */
function preHash(password: string): string {
  return createHash('sha256').update(normalisePassword(password), 'utf8').digest('base64');
}

/**
 * A new hash: bcrypt at `cost` of the pre-hashed, normalised password.
 *
 * @example
 * const stored = await hashPassword('a long enough passphrase', 10); // '$nfkc-sha256$$2b$10$...'
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  return PREHASHED + (await bcrypt.hash(preHash(password), cost));
}

/**
 * Whether `password` matches a stored hash, of either kind, and whether that hash is of the old
 * kind (to be replaced now that the password is known).
 *
 * @example
 * const { matches, outdated } = await verifyPassword(password, user.encrypted_password);
 */
export async function verifyPassword(password: string, stored: string): Promise<{ matches: boolean; outdated: boolean }> {
  if (stored.startsWith(PREHASHED)) {
    return { matches: await bcrypt.compare(preHash(password), stored.slice(PREHASHED.length)), outdated: false };
  }
  // A hash made before: bcrypt of the password's own bytes, as GoTrue makes them.
  return { matches: await bcrypt.compare(password, stored), outdated: true };
}
