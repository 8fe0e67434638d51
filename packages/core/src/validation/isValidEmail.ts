/**
 * True when `input` looks like an email address: something without spaces,
 * an @, something without spaces, a dot, something without spaces, and no
 * angle brackets anywhere. A shape check for forms, not proof that the
 * address exists.
 *
 * @example
 * isValidEmail('amina+clinic@example.com.ng'); // true
 * isValidEmail('user@localhost'); // false (no dot after the @)
 * isValidEmail('<b>x</b>@example.com'); // false
 */
export function isValidEmail(input: string): boolean {
  return typeof input === 'string' && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(input);
}
