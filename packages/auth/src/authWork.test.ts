import { afterEach, describe, expect, it } from 'vitest';
import { hasAuthWork } from './authWork';

const url = 'http://localhost:54321';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('hasAuthWork', () => {
  it('is false for a reader with nothing stored and no sign-in link', () => {
    expect(hasAuthWork(url)).toBe(false);
  });

  it('is true when supabase-js has a session stored for this project', () => {
    window.localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(hasAuthWork(url)).toBe(true);
    // Another project's session is not ours to restore.
    expect(hasAuthWork('https://abcd.supabase.co')).toBe(false);
  });

  it('is true when the address carries a sign-in link’s tokens, error or code', () => {
    for (const address of ['/#access_token=abc&type=signup', '/#error_description=Link+expired', '/?code=123', '/?error=access_denied&error_code=otp_expired&error_description=x', '/?token_hash=abc&type=recovery']) {
      window.history.replaceState(null, '', address);
      expect(hasAuthWork(url), address).toBe(true);
    }
    window.history.replaceState(null, '', '/#section-access_token=abc');
    expect(hasAuthWork(url)).toBe(false);
  });
});
