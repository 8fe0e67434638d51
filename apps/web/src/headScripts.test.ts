import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { emailLinkAttribute } from './pageMarks';
import { emailLinkScript, signInFirstScript } from './headScripts';

/** Runs an inline script as the browser would, with just the globals it may use. */
function runInPage(script: string, { href, stored = {} }: { href: string; stored?: Record<string, string> }) {
  const marks = new Map<string, string>();
  const replacedWith: string[] = [];
  runInNewContext(script, {
    URL,
    URLSearchParams,
    location: { href, replace: (to: string) => replacedWith.push(to) },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: { documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) } },
  });
  return { marks, replacedWith };
}

describe('emailLinkScript', () => {
  it('marks a page opened from an emailed link: its tokens, its PKCE code or its error', () => {
    for (const href of [
      'http://localhost:4173/auth/confirm#access_token=a&refresh_token=b&type=signup',
      'http://localhost:4173/auth/reset?code=1234',
      'http://localhost:4173/auth/confirm#error=access_denied&error_code=otp_expired&error_description=Link+expired',
    ]) {
      expect(runInPage(emailLinkScript, { href }).marks.has(emailLinkAttribute), href).toBe(true);
    }
  });

  it('leaves a page opened without one as it is', () => {
    for (const href of ['http://localhost:4173/auth/confirm', 'http://localhost:4173/auth/reset?next=/account#top']) {
      expect(runInPage(emailLinkScript, { href }).marks.size, href).toBe(0);
    }
  });
});

describe('signInFirstScript', () => {
  const script = signInFirstScript({ storageKey: 'sb-localhost-auth-token', signInPage: '/auth?next=/account' });

  it('sends a reader with no stored session to sign in', () => {
    expect(runInPage(script, { href: 'http://localhost:4173/account' }).replacedWith).toEqual(['/auth?next=/account']);
  });

  it('leaves a reader with a stored session on the page, whose code checks it is still good', () => {
    const stored = { 'sb-localhost-auth-token': '{"access_token":"x"}' };
    expect(runInPage(script, { href: 'http://localhost:4173/account', stored }).replacedWith).toEqual([]);
  });

  it('keeps "</script>" out of the page', () => {
    expect(signInFirstScript({ storageKey: 'k', signInPage: '/auth?next=</script>' })).not.toContain('</script>');
  });
});
