import { describe, expect, it } from 'vitest';
import { attempt, authMessages, checkNewPassword, failureMessage, passwordLength } from './types';

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

describe('attempt', () => {
  it('is null when the action worked', async () => {
    expect(await attempt(async () => ({ error: null }), authMessages.signInFailed)).toBeNull();
    expect(await attempt(async () => ({}), authMessages.signInFailed)).toBeNull();
  });

  it("gives the provider's message and code, or the fallback when the action throws without one", async () => {
    const refused = await attempt(async () => ({ error: { message: 'Email not confirmed', code: 'email_not_confirmed' } }), authMessages.signInFailed);
    expect(refused).toEqual({ message: 'Email not confirmed', code: 'email_not_confirmed' });
    expect(await attempt(() => Promise.reject(new Error('Failed to fetch')), authMessages.signUpFailed)).toEqual({ message: 'Failed to fetch' });
    expect(await attempt(() => Promise.reject(undefined), authMessages.signUpFailed)).toEqual({ message: 'Failed to create account' });
  });
});

describe('checkNewPassword counts characters, as the server does', () => {
  it('counts code points after Unicode normalisation (NFKC), not UTF-16 units or bytes', () => {
    expect(passwordLength('ééé')).toBe(3);
    // "é" written as e and a combining accent: six UTF-16 units, three characters once normalised.
    expect(passwordLength('e\u0301e\u0301e\u0301')).toBe(3);
    // Three emoji: six UTF-16 units, twelve bytes, three characters.
    expect(passwordLength('😀😀😀')).toBe(3);
    expect(checkNewPassword('😀😀😀', '😀😀😀')).toBe(authMessages.passwordTooShort);
    expect(checkNewPassword('e\u0301e\u0301e\u0301', 'e\u0301e\u0301e\u0301')).toBe(authMessages.passwordTooShort);
    expect(checkNewPassword('ééé ééé', 'ééé ééé')).toBeNull();
  });

  it('accepts long passphrases: 64 characters and more', () => {
    const passphrase = 'correct horse battery staple '.repeat(4).slice(0, 64);
    expect(passwordLength(passphrase)).toBe(64);
    expect(checkNewPassword(passphrase, passphrase)).toBeNull();
    const longer = 'é'.repeat(100);
    expect(checkNewPassword(longer, longer)).toBeNull();
  });
});
