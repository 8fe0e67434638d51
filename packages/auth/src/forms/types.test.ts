import { describe, expect, it } from 'vitest';
import { authMessages, failureMessage } from './types';

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
