import { describe, expect, inject, it } from 'vitest';
import { createAuthClient } from './createAuthClient';

describe('createAuthClient', () => {
  it('signs in against the real server and keeps the session in localStorage', async () => {
    const url = inject('autoconfirmAuthServerUrl');
    const client = createAuthClient({ url, anonKey: 'local-anon-key' });
    const email = `client.${Date.now()}@example.org`;
    const { error } = await client.auth.signUp({ email, password: 'a safe secret 123' });
    expect(error).toBeNull();
    const key = `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { user: { email: string } } | null;
    expect(stored?.user.email).toBe(email);
    await client.auth.signOut();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('lets callers override single auth options', () => {
    const client = createAuthClient({
      url: 'http://localhost:54321',
      anonKey: 'anon',
      options: { auth: { persistSession: false } },
    });
    expect(typeof client.auth.signInWithPassword).toBe('function');
  });
});
