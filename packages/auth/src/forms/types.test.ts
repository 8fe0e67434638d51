import { describe, expect, it } from 'vitest';
import { attemptAuth, authMessages, failureMessage } from './types';

describe('failureMessage', () => {
  it('is null when nothing failed', () => {
    expect(failureMessage(undefined, authMessages.signInFailed)).toBeNull();
    expect(failureMessage(null, authMessages.signInFailed)).toBeNull();
  });

  it("keeps the provider's words", () => {
    expect(failureMessage({ message: 'Email not confirmed' }, authMessages.signInFailed)).toBe('Email not confirmed');
    expect(failureMessage(new Error('Failed to fetch'), authMessages.signUpFailed)).toBe('Failed to fetch');
  });

  it('falls back when there are none', () => {
    expect(failureMessage({}, authMessages.signInFailed)).toBe('Failed to sign in');
    expect(failureMessage({ message: '   ' }, authMessages.signUpFailed)).toBe('Failed to create account');
    expect(failureMessage('offline', authMessages.signUpFailed)).toBe('Failed to create account');
    expect(failureMessage({ message: 42 }, authMessages.signInFailed)).toBe('Failed to sign in');
  });
});

describe('attemptAuth', () => {
  it('is null when the action worked, and hands it the email and password', async () => {
    const seen: string[] = [];
    const message = await attemptAuth(
      async (email, password) => {
        seen.push(email, password);
        return { error: null };
      },
      'a@example.org',
      'secret123',
      authMessages.signInFailed,
    );
    expect(message).toBeNull();
    expect(seen).toEqual(['a@example.org', 'secret123']);
  });

  it("gives the provider's message, or the fallback when the action throws without one", async () => {
    const refused = await attemptAuth(async () => ({ error: { message: 'Invalid login credentials' } }), 'a@example.org', 'x', authMessages.signInFailed);
    expect(refused).toBe('Invalid login credentials');
    const thrown = await attemptAuth(() => Promise.reject(new Error('Failed to fetch')), 'a@example.org', 'x', authMessages.signUpFailed);
    expect(thrown).toBe('Failed to fetch');
    const thrownNothing = await attemptAuth(() => Promise.reject(undefined), 'a@example.org', 'x', authMessages.signUpFailed);
    expect(thrownNothing).toBe('Failed to create account');
  });
});
