import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail';

describe('isValidEmail', () => {
  it('accepts ordinary addresses, plus-tags and multi-part domains', () => {
    for (const email of ['user@example.com', 'first.last+clinic@example.co.uk', 'amina@mail.example.com.ng']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects addresses without @, local part, domain or dot, with spaces or markup, and empty text', () => {
    for (const email of [
      'userexample.com',
      '@example.com',
      'user@',
      'user@localhost',
      'user@example.',
      'us er@example.com',
      'user@exa mple.com',
      'user@@example.com',
      '<script>@example.com',
      'user@<b>example</b>.com',
      'user@example.com>',
      '',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('returns false for non-strings', () => {
    expect(isValidEmail(undefined as unknown as string)).toBe(false);
  });
});
