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

  it('rejects any address with a user name, a password or an empty one before the host', () => {
    for (const url of [
      'https://good@evil.example',
      'https://www.nhs.uk@evil.example/pregnancy/',
      'https://user:pass@example.org',
      'https://:pass@example.org',
      'https://user:@example.org',
      'https://@example.org',
      'https://:@example.org',
      'http://a@b@example.org',
      'https://www.nhs.uk\t@evil.example',
      'https://www.nhs.uk\n@evil.example',
    ]) {
      expect(isSafeHttpUrl(url), url).toBe(false);
    }
  });

  it('still accepts an @ after the host, in the path, query or fragment', () => {
    for (const url of [
      'https://example.org/people/@jo',
      'https://example.org/?email=jo@example.org',
      'https://example.org/#@top',
      'https://example.org\\@evil.example',
    ]) {
      expect(isSafeHttpUrl(url), url).toBe(true);
    }
  });

  it('returns false for non-strings instead of throwing', () => {
    expect(isSafeHttpUrl(undefined as unknown as string)).toBe(false);
    expect(isSafeHttpUrl(42 as unknown as string)).toBe(false);
  });
});
