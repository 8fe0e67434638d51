import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { accountMessages } from './accountMessages';
import { AuthProvider } from './AuthProvider';
import { storageKeyFor } from './authWork';
import { createAuthClient } from './createAuthClient';
import { signedInFromEmail } from './sessionMethods';
import { landingOf, latest, type Mail } from './test/mailbox';
import { watchUnhandledRejections } from './test/unhandledRejections';
import type { AuthContextValue } from './types';
import { useAuth } from './useAuth';

/*
 * Issue 27, the client's part, against the real local auth server through the unmodified
 * supabase-js client: the PKCE flow (a code in the address, never tokens), links a mail scanner
 * cannot spend (a token hash verified only when the reader asks), a link opened in another
 * browser, tokens in the address that never replace the signed-in reader unasked, the current
 * password for a password change, and deleting the account.
 */

const url = () => inject('authServerUrl');
const anonKey = 'local-anon-key';
let rejections: ReturnType<typeof watchUnhandledRejections>;

beforeEach(() => {
  rejections = watchUnhandledRejections();
});
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  expect(await rejections.stop(), 'unhandled promise rejections').toEqual([]);
});

let counter = 0;
const uniqueEmail = (label: string) => `protection.${label}.${Date.now()}.${++counter}@example.org`;

/** The token hash an emailed link carries (what `{{ .TokenHash }}` puts in a template). */
const tokenHashOf = (mail: Mail) => new URL(mail.confirmationUrl).searchParams.get('token')!;

/** A client of its own, as another device or program would have. */
const elsewhere = () => createAuthClient({ url: url(), anonKey, options: { auth: { persistSession: false, autoRefreshToken: false } } });

/** An account confirmed by its code, made directly on the server. */
async function confirmedAccount(password = 'old password 1'): Promise<string> {
  const email = uniqueEmail('reader');
  const direct = elsewhere();
  expect((await direct.auth.signUp({ email, password })).error).toBeNull();
  expect((await direct.auth.verifyOtp({ email, token: (await latest(email, 'signup')).code, type: 'signup' })).error).toBeNull();
  return email;
}

/** A sign-up made the old way (no PKCE): its link lands with the session's tokens in the hash. */
async function implicitSignUp(email: string, password: string): Promise<void> {
  const res = await fetch(`${url()}/auth/v1/signup?redirect_to=${encodeURIComponent(`${window.location.origin}/`)}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
}

const links = { confirmation: '/auth/confirm', passwordReset: '/auth/reset' };

function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  onValue(useAuth());
  return null;
}

/** Renders the provider at `address` (as if the browser had just landed there). */
async function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  const latestValue: { current: AuthContextValue | null } = { current: null };
  await act(async () => {
    render(
      <AuthProvider url={url()} anonKey={anonKey} links={links}>
        <Probe onValue={(value) => (latestValue.current = value)} />
      </AuthProvider>,
    );
  });
  await waitFor(() => expect(latestValue.current?.loading).toBe(false));
  return {
    get auth(): AuthContextValue {
      return latestValue.current!;
    },
  };
}

const verifierKeys = () => Object.keys(window.localStorage).filter((key) => key.includes('code-verifier'));

describe('the PKCE flow', () => {
  it('sign-up keeps a verifier here; the link lands with a code, never tokens, and the code signs in once with a clean address', async () => {
    const view = await renderAt('/auth');
    const email = uniqueEmail('pkce');
    expect(await act(() => view.auth.signUp(email, 'a safe secret 123'))).toEqual({});
    expect(verifierKeys()).not.toEqual([]);
    const mail = await latest(email, 'signup');
    cleanup();

    const landing = await landingOf(mail.confirmationUrl);
    expect(landing.hash).toBe('');
    expect(landing.searchParams.get('code')).toMatch(/\S/);
    expect(landing.href).not.toContain('access_token');
    const landed = await renderAt(`${landing.pathname}${landing.search}`);
    await waitFor(() => expect(landed.auth.emailLink).toEqual({ status: 'signed-in', type: 'signup' }));
    expect(landed.auth.user?.email).toBe(email);
    expect(landed.auth.recovering).toBe(false);
    expect(window.location.href).toBe(`${window.location.origin}/auth/confirm`);
  });

  it('a reset link lands with a code that signs in to choose a new password', async () => {
    const email = await confirmedAccount();
    const view = await renderAt('/auth/reset');
    expect(await act(() => view.auth.requestPasswordReset(email))).toEqual({});
    cleanup();
    const landing = await landingOf((await latest(email, 'recovery')).confirmationUrl);
    expect(landing.searchParams.get('code')).toMatch(/\S/);
    const landed = await renderAt(`${landing.pathname}${landing.search}`);
    await waitFor(() => expect(landed.auth.emailLink).toEqual({ status: 'signed-in', type: 'recovery' }));
    expect(landed.auth.recovering).toBe(true);
    expect(window.location.href).toBe(`${window.location.origin}/auth/reset`);
  });

  it('a link opened in another browser says so in plain words and sends nothing; the visit confirmed the address, so the password signs in', async () => {
    const view = await renderAt('/auth');
    const email = uniqueEmail('elsewhere');
    await act(() => view.auth.signUp(email, 'a safe secret 123'));
    const mail = await latest(email, 'signup');
    cleanup();
    // Another browser: nothing of this one's storage.
    window.localStorage.clear();
    const landing = await landingOf(mail.confirmationUrl);
    const landed = await renderAt(`${landing.pathname}${landing.search}`);
    await waitFor(() =>
      expect(landed.auth.emailLink).toEqual({ status: 'failed', message: accountMessages.linkInAnotherBrowser, code: 'pkce_code_verifier_not_found' }),
    );
    // Nothing was sent to the server with the code (there was no verifier to send).
    expect(verifierKeys()).toEqual([]);
    expect(landed.auth.user).toBeNull();
    expect(window.location.href).toBe(`${window.location.origin}/auth/confirm`);
    // GoTrue confirms the address when the link is followed (GET /verify), before the code is
    // exchanged; the link's code (and the email's six-digit code with it) is spent there.
    expect(await act(() => landed.auth.signIn(email, 'a safe secret 123'))).toEqual({});
    await waitFor(() => expect(landed.auth.user?.email).toBe(email));
  });
});

describe('links a mail scanner cannot spend (token hash)', () => {
  it('opening the page spends nothing; the reader’s press verifies it; used again, it says so', async () => {
    const email = uniqueEmail('hash');
    const direct = elsewhere();
    await direct.auth.signUp({ email, password: 'a safe secret 123' });
    const address = `/auth/confirm?token_hash=${tokenHashOf(await latest(email, 'signup'))}&type=signup`;

    const view = await renderAt(address);
    expect(view.auth.emailLink).toEqual({ status: 'waiting', type: 'signup' });
    // The token left the address at once; the account is still waiting to be confirmed.
    expect(window.location.href).toBe(`${window.location.origin}/auth/confirm`);
    expect((await direct.auth.signInWithPassword({ email, password: 'a safe secret 123' })).error?.code).toBe('email_not_confirmed');

    expect(await act(() => view.auth.continueEmailLink())).toEqual({});
    await waitFor(() => expect(view.auth.emailLink).toEqual({ status: 'signed-in', type: 'signup' }));
    expect(view.auth.user?.email).toBe(email);
    cleanup();

    window.localStorage.clear();
    const again = await renderAt(address);
    expect(await act(() => again.auth.continueEmailLink())).toEqual({ error: { message: accountMessages.linkNotAccepted, code: 'otp_expired' } });
    expect(again.auth.emailLink).toEqual({ status: 'failed', message: accountMessages.linkNotAccepted, code: 'otp_expired' });
    expect(again.auth.user).toBeNull();
  });

  it('a recovery token hash, on any page, signs in to choose a new password, without the current one', async () => {
    const email = await confirmedAccount();
    await elsewhere().auth.resetPasswordForEmail(email);
    const view = await renderAt(`/?token_hash=${tokenHashOf(await latest(email, 'recovery'))}&type=recovery`);
    expect(view.auth.emailLink).toEqual({ status: 'waiting', type: 'recovery' });
    expect(window.location.href).toBe(`${window.location.origin}/`);
    expect(await act(() => view.auth.continueEmailLink())).toEqual({});
    await waitFor(() => expect(view.auth.recovering).toBe(true));
    expect(view.auth.emailLink).toEqual({ status: 'signed-in', type: 'recovery' });
    // After a reload the page no longer knows it was a reset; the session does.
    expect(signedInFromEmail(view.auth.session)).toBe(true);
    expect(await act(() => view.auth.updatePassword('new password 2'))).toEqual({});
    expect((await elsewhere().auth.signInWithPassword({ email, password: 'new password 2' })).error).toBeNull();
  });
});

describe('a signed-in reader is never switched to another account unasked', () => {
  it('tokens in any page’s address leave her signed in as herself until she chooses to follow the link', async () => {
    const mine = await confirmedAccount();
    const first = await renderAt('/');
    expect(await act(() => first.auth.signIn(mine, 'old password 1'))).toEqual({});
    await waitFor(() => expect(first.auth.user?.email).toBe(mine));
    cleanup();

    // Someone else's confirmation link, the implicit way: the session's tokens in the hash.
    const theirs = uniqueEmail('theirs');
    await implicitSignUp(theirs, 'their password 1');
    const landing = await landingOf((await latest(theirs, 'signup')).confirmationUrl);
    expect(landing.hash).toContain('access_token=');

    const view = await renderAt(`/faq${landing.hash}`);
    expect(view.auth.emailLink).toEqual({ status: 'waiting', type: 'signup' });
    expect(view.auth.user?.email).toBe(mine);
    expect(window.location.href).toBe(`${window.location.origin}/faq`);
    expect(JSON.parse(window.localStorage.getItem(storageKeyFor(url()))!).user.email).toBe(mine);

    expect(await act(() => view.auth.continueEmailLink())).toEqual({});
    await waitFor(() => expect(view.auth.user?.email).toBe(theirs));
  });

  it('a refused link leaves a signed-in reader signed in', async () => {
    const mine = await confirmedAccount();
    const first = await renderAt('/');
    await act(() => first.auth.signIn(mine, 'old password 1'));
    cleanup();
    const view = await renderAt('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(view.auth.emailLink).toEqual({ status: 'failed', message: accountMessages.linkNotAccepted, code: 'otp_expired' });
    expect(view.auth.user?.email).toBe(mine);
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });
});

describe('changing the password needs the current one', () => {
  it('is refused without it or with a wrong one, in plain words, and works with it', async () => {
    const email = await confirmedAccount();
    const view = await renderAt('/account');
    await act(() => view.auth.signIn(email, 'old password 1'));
    await waitFor(() => expect(view.auth.user?.email).toBe(email));
    expect(signedInFromEmail(view.auth.session)).toBe(false);

    const without = await act(() => view.auth.updatePassword('new password 2'));
    expect(without).toEqual({ error: { message: accountMessages.currentPasswordRequired, code: 'current_password_required' } });
    const wrong = await act(() => view.auth.updatePassword('new password 2', 'not my password'));
    expect(wrong.error?.message).toBe(accountMessages.currentPasswordWrong);
    expect(await act(() => view.auth.updatePassword('new password 2', 'old password 1'))).toEqual({});
    expect((await elsewhere().auth.signInWithPassword({ email, password: 'new password 2' })).error).toBeNull();
  });
});

describe('passwords the server refuses', () => {
  it('a common or breached password is refused in plain words', async () => {
    const view = await renderAt('/auth');
    const refused = await act(() => view.auth.signUp(uniqueEmail('weak'), 'password'));
    expect(refused).toEqual({ error: { message: accountMessages.weakPasswordBreached, code: 'weak_password' } });
  });
});

describe('deleting the account', () => {
  /** Signed in to a fresh account at /account. */
  async function signedInAtAccount() {
    const email = await confirmedAccount();
    const view = await renderAt('/account');
    await act(() => view.auth.signIn(email, 'old password 1'));
    await waitFor(() => expect(view.auth.user?.email).toBe(email));
    return { email, view };
  }

  it('with her current password: deletes it on the server, signs out here, and the password no longer works', async () => {
    const { email, view } = await signedInAtAccount();
    expect(await act(() => view.auth.deleteAccount('old password 1'))).toEqual({});
    await waitFor(() => expect(view.auth.user).toBeNull());
    expect(window.localStorage.getItem(storageKeyFor(url()))).toBeNull();
    expect((await elsewhere().auth.signInWithPassword({ email, password: 'old password 1' })).error?.code).toBe('invalid_credentials');
  });

  it('without a password nothing is sent or deleted; a wrong one is refused in plain words, and she stays signed in', async () => {
    const { email, view } = await signedInAtAccount();
    expect(await act(() => view.auth.deleteAccount(''))).toEqual({ error: { message: accountMessages.deletePasswordRequired, code: 'current_password_required' } });
    expect(await act(() => view.auth.deleteAccount('not my password'))).toEqual({ error: { message: accountMessages.deletePasswordWrong, code: 'invalid_credentials' } });
    expect(accountMessages.deletePasswordWrong).toBe("Your current password isn't right. Nothing was deleted.");
    expect(view.auth.user?.email).toBe(email);
    expect((await elsewhere().auth.signInWithPassword({ email, password: 'old password 1' })).error).toBeNull();
  });

  it('wrong passwords lock the account as at sign-in: then even the right one is refused, saying how long to wait', async () => {
    const { email, view } = await signedInAtAccount();
    // The server's per-account throttling: 5 wrong passwords are free, the sixth locks for 2 s.
    for (let i = 0; i < 6; i++) expect((await act(() => view.auth.deleteAccount(`wrong guess ${i}`))).error?.code).toBe('invalid_credentials');
    const locked = await act(() => view.auth.deleteAccount('old password 1'));
    expect(locked.error?.code).toBe('over_request_rate_limit');
    expect(locked.error?.message).toMatch(
      /^Too many attempts\. Nothing was deleted\. Please wait [12] seconds?, then try again\. If you've forgotten your password, you can reset it\.$/,
    );
    // The same lock as sign-in's: one count for the account.
    expect((await elsewhere().auth.signInWithPassword({ email, password: 'old password 1' })).error?.status).toBe(429);
    expect(view.auth.user?.email).toBe(email);
  });

  it('the wait in words: seconds under a minute, else minutes', () => {
    expect(accountMessages.deleteTooManyAttempts(1)).toContain('Please wait 1 second, then');
    expect(accountMessages.deleteTooManyAttempts(130)).toContain('Please wait 3 minutes, then');
    expect(accountMessages.deleteTooManyAttempts(60)).toContain('Please wait 1 minute, then');
    expect(accountMessages.deleteTooManyAttempts()).toContain('Please wait a little, then');
  });

  it('signed out, it says so and deletes nothing', async () => {
    const view = await renderAt('/account');
    const result = await act(() => view.auth.deleteAccount('old password 1'));
    expect(result.error?.message).toBe(accountMessages.signInToDelete);
  });
});
