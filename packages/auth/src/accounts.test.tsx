import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { accountMessages } from './accountMessages';
import { AuthProvider } from './AuthProvider';
import { createAuthClient } from './createAuthClient';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { EmailCodeForm } from './forms/EmailCodeForm';
import { SetPasswordForm } from './forms/SetPasswordForm';
import { SignInForm } from './forms/SignInForm';
import { authMessages } from './forms/types';
import { landingOf, latest, mailbox } from './test/mailbox';
import { watchUnhandledRejections } from './test/unhandledRejections';
import type { AuthContextValue } from './types';
import { useAuth } from './useAuth';

/*
 * The account actions and forms against the real local auth server (email confirmation on), through
 * the real provider and the unmodified supabase-js client: recovery by link and by code, the
 * landing after an emailed link (signed in, or refused) with a clean address, confirming by code,
 * resending, and the messages each gives.
 */

const url = () => inject('authServerUrl');
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
const uniqueEmail = (label: string) => `accounts.${label}.${Date.now()}.${++counter}@example.org`;

/** An account confirmed by its code, made directly on the server. */
async function confirmedAccount(password = 'old password 1'): Promise<string> {
  const email = uniqueEmail('reader');
  const direct = createAuthClient({ url: url(), anonKey: 'local-anon-key', options: { auth: { persistSession: false, autoRefreshToken: false } } });
  expect((await direct.auth.signUp({ email, password })).error).toBeNull();
  expect((await direct.auth.verifyOtp({ email, token: (await latest(email, 'signup')).code, type: 'signup' })).error).toBeNull();
  return email;
}

const links = { confirmation: '/auth/confirm', passwordReset: '/auth/reset' };

function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const value = useAuth();
  onValue(value);
  return (
    <p>
      {value.loading ? 'loading' : value.user ? `signed in as ${value.user.email}` : 'signed out'}
      {value.recovering ? ' / recovering' : ''}
    </p>
  );
}

/** Renders the provider at `address` (as if the browser had just landed there). */
async function renderAt(address: string, children?: React.ReactNode) {
  window.history.replaceState(null, '', address);
  const latestValue: { current: AuthContextValue | null } = { current: null };
  await act(async () => {
    render(
      <AuthProvider url={url()} anonKey="local-anon-key" links={links}>
        <Probe onValue={(value) => (latestValue.current = value)} />
        {children}
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

describe('password recovery through the provider', () => {
  it('requestPasswordReset answers alike for any address; the link returns to links.passwordReset on this site', async () => {
    const email = await confirmedAccount();
    const view = await renderAt('/auth');
    expect(await act(() => view.auth.requestPasswordReset(email))).toEqual({});
    expect(await act(() => view.auth.requestPasswordReset(uniqueEmail('nobody')))).toEqual({});
    const link = new URL((await latest(email, 'recovery')).confirmationUrl);
    expect(link.searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/reset`);
    // Asking again at once: the same answer as ever (so it tells nobody the address has an
    // account), and no second email within the interval.
    expect(await act(() => view.auth.requestPasswordReset(email))).toEqual({});
    expect((await mailbox(email)).filter((mail) => mail.type === 'recovery')).toHaveLength(1);
  });

  it('the link lands signed in and recovering, leaves a clean address, and the new password replaces the old', async () => {
    const email = await confirmedAccount();
    // The provider's client asks, so this browser keeps the PKCE verifier the link's code needs.
    const asking = await renderAt('/auth/reset');
    await act(() => asking.auth.requestPasswordReset(email));
    cleanup();
    const link = new URL((await latest(email, 'recovery')).confirmationUrl);
    const redirect = new URL(link.searchParams.get('redirect_to')!);
    redirect.searchParams.set('next', '/account');
    link.searchParams.set('redirect_to', redirect.href);
    const landing = await landingOf(link.href);
    expect(landing.searchParams.get('code')).toMatch(/\S/);
    const view = await renderAt(`${landing.pathname}${landing.search}${landing.hash}`);
    await waitFor(() => expect(view.auth.emailLink).toEqual({ status: 'signed-in', type: 'recovery' }));
    expect(view.auth.user?.email).toBe(email);
    expect(view.auth.recovering).toBe(true);
    // No token, and not even a bare '#', is left in the address bar; other parameters stay.
    expect(window.location.href).toBe(`${window.location.origin}/auth/reset?next=%2Faccount`);

    expect(await act(() => view.auth.updatePassword('old password 1'))).toEqual({
      error: { message: accountMessages.samePassword, code: 'same_password' },
    });
    expect(await act(() => view.auth.updatePassword('new password 2'))).toEqual({});
    await waitFor(() => expect(view.auth.recovering).toBe(false));
    const direct = createAuthClient({ url: url(), anonKey: 'x', options: { auth: { persistSession: false } } });
    expect((await direct.auth.signInWithPassword({ email, password: 'old password 1' })).error?.code).toBe('invalid_credentials');
    expect((await direct.auth.signInWithPassword({ email, password: 'new password 2' })).error).toBeNull();
  });

  it('a used link lands signed out, says so in plain words, and leaves a clean address', async () => {
    const email = await confirmedAccount();
    await createAuthClient({ url: url(), anonKey: 'x', options: { auth: { persistSession: false } } }).auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}/auth/reset`,
    });
    const { confirmationUrl } = await latest(email, 'recovery');
    await landingOf(confirmationUrl);
    const used = await landingOf(confirmationUrl);
    expect(used.hash).toContain('error_code=otp_expired');
    const view = await renderAt(`${used.pathname}${used.hash}`);
    await waitFor(() => expect(view.auth.emailLink).toEqual({ status: 'failed', message: accountMessages.linkNotAccepted, code: 'otp_expired' }));
    expect(view.auth.user).toBeNull();
    expect(window.location.href).toBe(`${window.location.origin}/auth/reset`);
  });

  it('the code signs in recovering (PASSWORD_RECOVERY); a wrong one says so plainly', async () => {
    const email = await confirmedAccount();
    const view = await renderAt('/auth/reset');
    expect(view.auth.emailLink).toBeNull();
    await act(() => view.auth.requestPasswordReset(email));
    const { code } = await latest(email, 'recovery');
    const wrong = await act(() => view.auth.verifyEmailCode(email, code === '000000' ? '111111' : '000000', 'recovery'));
    expect(wrong).toEqual({ error: { message: accountMessages.codeNotAccepted, code: 'otp_expired' } });
    expect(await act(() => view.auth.verifyEmailCode(email, code, 'recovery'))).toEqual({});
    await waitFor(() => expect(screen.getByText(`signed in as ${email} / recovering`)).toBeInTheDocument());
  });
});

describe('confirming a sign-up', () => {
  it('the link lands signed in with type signup and no "#" left behind', async () => {
    const view = await renderAt('/auth');
    const email = uniqueEmail('link');
    expect(await act(() => view.auth.signUp(email, 'a safe secret 123'))).toEqual({});
    const mail = await latest(email, 'signup');
    expect(new URL(mail.confirmationUrl).searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/confirm`);
    cleanup();
    const landing = await landingOf(mail.confirmationUrl);
    const landed = await renderAt(`${landing.pathname}${landing.search}${landing.hash}`);
    await waitFor(() => expect(landed.auth.emailLink).toEqual({ status: 'signed-in', type: 'signup' }));
    expect(landed.auth.user?.email).toBe(email);
    expect(landed.auth.recovering).toBe(false);
    expect(window.location.href).toBe(`${window.location.origin}/auth/confirm`);
  });

  it('verifyEmailCode confirms by code; resendConfirmation is refused too soon and silent for strangers', async () => {
    const view = await renderAt('/auth');
    const email = uniqueEmail('code');
    await act(() => view.auth.signUp(email, 'a safe secret 123'));
    // Too soon: the same answer as for anyone, and no second email.
    expect(await act(() => view.auth.resendConfirmation(email))).toEqual({});
    expect((await mailbox(email)).filter((mail) => mail.type === 'signup')).toHaveLength(1);
    expect(await act(() => view.auth.resendConfirmation(uniqueEmail('nobody')))).toEqual({});
    const { code } = await latest(email, 'signup');
    expect(await act(() => view.auth.verifyEmailCode(email, code, 'signup'))).toEqual({});
    await waitFor(() => expect(view.auth.user?.email).toBe(email));
    expect(view.auth.recovering).toBe(false);
  });
});

describe('signed out elsewhere', () => {
  it('verifySession signs the reader out here once another device signed out everywhere', async () => {
    const email = await confirmedAccount();
    const view = await renderAt('/account');
    expect(await act(() => view.auth.signIn(email, 'old password 1'))).toEqual({});
    await waitFor(() => expect(view.auth.user?.email).toBe(email));
    expect(await act(() => view.auth.verifySession())).toEqual({});
    expect(view.auth.user?.email).toBe(email);

    const phone = createAuthClient({ url: url(), anonKey: 'x', options: { auth: { persistSession: false } } });
    expect((await phone.auth.signInWithPassword({ email, password: 'old password 1' })).error).toBeNull();
    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();
    // Until it asks, the page still holds its (now dead) session.
    expect(view.auth.user?.email).toBe(email);
    expect(await act(() => view.auth.verifySession())).toEqual({});
    await waitFor(() => expect(view.auth.user).toBeNull());
    expect(await act(() => view.auth.verifySession())).toEqual({});
  });
});

describe('the forms inside the provider', () => {
  function RecoveryPage() {
    const { requestPasswordReset, verifyEmailCode, updatePassword, recovering } = useAuth();
    return recovering ? (
      <SetPasswordForm onSetPassword={updatePassword} />
    ) : (
      <>
        <ForgotPasswordForm onRequest={requestPasswordReset} />
        <EmailCodeForm purpose="recovery" onVerify={verifyEmailCode} />
      </>
    );
  }

  it('forgot password, then the code, then a new password, each message announced', async () => {
    const email = await confirmedAccount();
    await renderAt('/auth/reset', <RecoveryPage />);
    const user = userEvent.setup();
    const request = screen.getByRole('form', { name: 'Reset your password' });
    await user.type(within(request).getByLabelText('Email'), email);
    await user.click(within(request).getByRole('button', { name: 'Send reset email' }));
    expect(await within(request).findByRole('status')).toHaveTextContent(authMessages.resetSent(email));

    const codeForm = screen.getByRole('form', { name: 'Reset with the code from the email' });
    await user.type(within(codeForm).getByLabelText('Email'), email);
    await user.type(within(codeForm).getByLabelText('Code from the email'), '12345');
    await user.click(within(codeForm).getByRole('button', { name: 'Continue' }));
    expect(within(codeForm).getByRole('alert')).toHaveTextContent(authMessages.codeShape(6));
    await user.clear(within(codeForm).getByLabelText('Code from the email'));
    await user.type(within(codeForm).getByLabelText('Code from the email'), (await latest(email, 'recovery')).code);
    await user.click(within(codeForm).getByRole('button', { name: 'Continue' }));

    const choose = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(choose).getByLabelText('New password', { selector: 'input' }), 'chosen again 3');
    await user.type(within(choose).getByLabelText('Confirm new password', { selector: 'input' }), 'chosen again 3');
    await user.click(within(choose).getByRole('button', { name: 'Save new password' }));
    // Saved: the reader is no longer recovering, so the page shows its request form again.
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    const direct = createAuthClient({ url: url(), anonKey: 'x', options: { auth: { persistSession: false } } });
    expect((await direct.auth.signInWithPassword({ email, password: 'chosen again 3' })).error).toBeNull();
  });

  it('sign-in before confirming offers the code, which signs the reader in', async () => {
    function SignInPage() {
      const { signIn, resendConfirmation, verifyEmailCode, user } = useAuth();
      return user ? <p>Welcome</p> : <SignInForm onSignIn={signIn} onResend={resendConfirmation} onVerifyCode={verifyEmailCode} />;
    }
    const email = uniqueEmail('early');
    await createAuthClient({ url: url(), anonKey: 'x', options: { auth: { persistSession: false } } }).auth.signUp({ email, password: 'a safe secret 123' });
    await renderAt('/auth', <SignInPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'a safe secret 123');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(accountMessages.emailNotConfirmed);

    const resend = screen.getByRole('form', { name: 'Send the confirmation email again' });
    await user.click(within(resend).getByRole('button', { name: 'Send the email again' }));
    expect(await within(resend).findByRole('status')).toHaveTextContent(authMessages.resendSent(email));

    const codeForm = screen.getByRole('form', { name: 'Confirm with the code from the email' });
    expect(within(codeForm).getByLabelText('Email')).toHaveValue(email);
    await user.type(within(codeForm).getByLabelText('Code from the email'), (await latest(email, 'signup')).code);
    await user.click(within(codeForm).getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
  });
});
