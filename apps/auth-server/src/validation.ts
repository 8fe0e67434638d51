import { validationFailed } from './http/errors';

/** The address pattern GoTrue checks (from the checkmail library it uses). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * True when `email` (already trimmed) has the shape sign-up accepts.
 *
 * @example
 * isValidEmailFormat('ada@example.org'); // true
 */
export function isValidEmailFormat(email: string): boolean {
  return email.length > 0 && email.length <= 255 && EMAIL_FORMAT.test(email);
}

/**
 * Checks an email address the way GoTrue does and returns it lower-cased.
 *
 * @example
 * normaliseEmail('Ada@Example.org'); // 'ada@example.org'
 * normaliseEmail('not an email');    // throws 400 validation_failed
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/**
 * True for a canonical UUID, the only shape of id this server issues.
 *
 * @example
 * isUuid('00000000-0000-4000-8000-000000000000'); // true
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
