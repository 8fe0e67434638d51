import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl } from './isSafeHttpUrl';

describe('isSafeHttpUrl', () => {
  it('accepts absolute http and https addresses', () => {
    for (const url of [
      'https://www.nhs.uk/pregnancy/',
      'http://example.com',
      'HTTPS://EXAMPLE.ORG/a?b=c#d',
      'http://localhost:4173/tools',
      'https://nigeria.example.org/pregnancy/nutrition?tab=2',
    ]) {
      expect(isSafeHttpUrl(url), url).toBe(true);
    }
  });

  it('rejects every other scheme, relative paths, and text that is not a URL', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file.txt',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      '//example.com/path',
      '/about',
      'example.com',
      'http:example.com',
      'http://',
      'https://exa mple.com',
      '',
      'not a url',
    ]) {
      expect(isSafeHttpUrl(url), url).toBe(false);
    }
  });

  it('returns false for non-strings instead of throwing', () => {
    expect(isSafeHttpUrl(undefined as unknown as string)).toBe(false);
    expect(isSafeHttpUrl(42 as unknown as string)).toBe(false);
  });
});
