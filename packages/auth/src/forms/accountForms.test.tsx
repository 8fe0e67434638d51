import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailHelp } from './ConfirmEmailHelp';
import { CurrentPasswordField } from './CurrentPasswordField';
import { EmailCodeForm } from './EmailCodeForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResendConfirmation } from './ResendConfirmation';
import { SetPasswordForm } from './SetPasswordForm';
import { SignInForm } from './SignInForm';
import { authMessages, type AuthActionResult } from './types';

afterEach(cleanup);

/** A promise the test settles by hand, to look at a form while its request runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function show(element: React.ReactElement) {
  const user = userEvent.setup();
  await act(async () => {
    render(element);
  });
  return user;
}

describe('ForgotPasswordForm', () => {
  it('asks for the address, says "Sending..." meanwhile, then the same words for any address', async () => {
    const pending = deferred<AuthActionResult>();
    const onRequest = vi.fn(() => pending.promise);
    const onSent = vi.fn();
    const user = await show(<ForgotPasswordForm onRequest={onRequest} onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText('Email')).toBeRequired();
    await user.type(within(form).getByLabelText('Email'), 'amina@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset email' }));
    expect(within(form).getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => pending.resolve({}));
    expect(onRequest).toHaveBeenCalledWith('amina@example.com');
    expect(within(form).getByRole('status')).toHaveTextContent(authMessages.resetSent('amina@example.com'));
    expect(onSent).toHaveBeenCalledWith('amina@example.com');
  });

  it("shows the provider's message when it fails (asked too soon, say), and links the local mailbox in development", async () => {
    const onRequest = vi
      .fn<(email: string) => Promise<AuthActionResult>>()
      .mockResolvedValueOnce({ error: { message: 'Please wait 42 seconds before asking for another email.', code: 'over_email_send_rate_limit' } })
      .mockResolvedValueOnce({});
    const user = await show(<ForgotPasswordForm onRequest={onRequest} mailboxUrl="http://localhost:54321/mailbox" />);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for another email.');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    // The new attempt's message replaces the old one.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('local mailbox');
    expect(screen.getByRole('link', { name: /local mailbox/ })).toHaveAttribute('href', 'http://localhost:54321/mailbox');
  });
});

describe('SetPasswordForm', () => {
  it.each([
    ['an empty field', ['secret12', ''], authMessages.emptyFields],
    ['a mismatch', ['secret12', 'secret13'], authMessages.passwordMismatch],
    ['a short password', ['abc', 'abc'], authMessages.passwordTooShort],
  ])('refuses %s without calling the provider', async (_name, [password, confirmation], message) => {
    const onSetPassword = vi.fn(async () => ({}));
    const user = await show(<SetPasswordForm onSetPassword={onSetPassword} />);
    if (password) await user.type(screen.getByLabelText('New password', { selector: 'input' }), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), confirmation);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message!);
    expect(onSetPassword).not.toHaveBeenCalled();
  });

  it('saves, says so, clears both fields and calls onSuccess; a refusal keeps them', async () => {
    const onSetPassword = vi
      .fn<(password: string) => Promise<AuthActionResult>>()
      .mockResolvedValueOnce({ error: { message: 'Your new password must be different from your old one.', code: 'same_password' } })
      .mockResolvedValueOnce({});
    const onSuccess = vi.fn();
    const user = await show(<SetPasswordForm onSetPassword={onSetPassword} onSuccess={onSuccess} />);
    const password = screen.getByLabelText('New password', { selector: 'input' });
    const confirmation = screen.getByLabelText('Confirm new password', { selector: 'input' });
    await user.type(password, 'a new one 1');
    await user.type(confirmation, 'a new one 1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('different from your old one');
    expect(password).toHaveValue('a new one 1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.newPasswordSaved);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password).toHaveValue('');
    expect(confirmation).toHaveValue('');
    expect(onSetPassword).toHaveBeenLastCalledWith('a new one 1');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('SetPasswordForm asking for the current password', () => {
  it('asks for it first (autocomplete current-password), refuses to send without it, and sends it with the new one', async () => {
    const onSetPassword = vi.fn<(password: string, currentPassword?: string) => Promise<AuthActionResult>>(async () => ({}));
    const user = await show(<SetPasswordForm onSetPassword={onSetPassword} label="Change password" askCurrentPassword />);
    const form = screen.getByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password', { selector: 'input' });
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    const inputs = within(form).getAllByLabelText(/password/i, { selector: 'input' });
    expect(inputs[0]).toBe(current);
    await user.type(within(form).getByLabelText('New password', { selector: 'input' }), 'a new one 1');
    await user.type(within(form).getByLabelText('Confirm new password', { selector: 'input' }), 'a new one 1');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(authMessages.currentPasswordMissing);
    expect(onSetPassword).not.toHaveBeenCalled();
    await user.type(current, 'the old one 0');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(authMessages.newPasswordSaved);
    expect(onSetPassword).toHaveBeenCalledWith('a new one 1', 'the old one 0');
    expect(current).toHaveValue('');
  });

  it('without askCurrentPassword (after a reset link or code) has no such field and sends the new password alone', async () => {
    const onSetPassword = vi.fn(async () => ({}));
    const user = await show(<SetPasswordForm onSetPassword={onSetPassword} />);
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'a new one 1');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'a new one 1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(onSetPassword).toHaveBeenCalledWith('a new one 1');
  });
});

describe('EmailCodeForm', () => {
  it('fills in the address it is given, checks the code is six digits (spaces allowed) and sends it with its purpose', async () => {
    const onVerify = vi.fn(async () => ({}));
    const onSuccess = vi.fn();
    const user = await show(<EmailCodeForm purpose="recovery" email="amina@example.com" onVerify={onVerify} onSuccess={onSuccess} />);
    const form = screen.getByRole('form', { name: 'Reset with the code from the email' });
    expect(within(form).getByLabelText('Email')).toHaveValue('amina@example.com');
    const code = within(form).getByLabelText('Code from the email');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(authMessages.emptyFields);
    await user.type(code, '12a456');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the 6-digit code from the email.');
    expect(onVerify).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(onVerify).toHaveBeenCalledWith('amina@example.com', '123456', 'recovery');
    expect(within(form).getByRole('status')).toHaveTextContent(authMessages.codeAccepted.recovery);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("shows the provider's words for a refused code", async () => {
    const onVerify = vi.fn(async () => ({ error: { message: 'That code is wrong or has expired.', code: 'otp_expired' } }));
    const user = await show(<EmailCodeForm purpose="signup" onVerify={onVerify} />);
    const form = screen.getByRole('form', { name: 'Confirm with the code from the email' });
    await user.type(within(form).getByLabelText('Email'), 'amina@example.com');
    await user.type(within(form).getByLabelText('Code from the email'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm email address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
  });
});

describe('ResendConfirmation', () => {
  it('sends to a given address with one button, and answers alike for any address', async () => {
    const onResend = vi.fn(async () => ({}));
    const user = await show(<ResendConfirmation email="amina@example.com" onResend={onResend} />);
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(onResend).toHaveBeenCalledWith('amina@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.resendSent('amina@example.com'));
  });

  it('asks for the address when it has none', async () => {
    const onResend = vi.fn(async () => ({}));
    const user = await show(<ResendConfirmation onResend={onResend} />);
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    // The browser stops an empty required address before any message of ours.
    expect((screen.getByLabelText('Email') as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(onResend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(onResend).toHaveBeenCalledWith('ngozi@example.com');
  });
});

describe('ConfirmEmailHelp', () => {
  it('asks for the address once, for the code and for sending the email again', async () => {
    const onResend = vi.fn(async () => ({}));
    const onVerifyCode = vi.fn(async () => ({}));
    const user = await show(<ConfirmEmailHelp heading={null} onResend={onResend} onVerifyCode={onVerifyCode} />);
    expect(screen.getByRole('region', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.emailFirst);
    await user.type(screen.getByLabelText('Email'), 'ngozi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(onResend).toHaveBeenCalledWith('ngozi@example.com');
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(onVerifyCode).toHaveBeenCalledWith('ngozi@example.com', '123456', 'signup');
  });
});

describe('messages belong to the attempt', () => {
  it('the same error twice is a new alert each time, so it is announced again', async () => {
    const user = await show(<SignInForm onSignIn={vi.fn(async () => ({}))} />);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const first = screen.getByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent(authMessages.emptyFields);
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('a failure for another reason replaces the last one', async () => {
    const onSignIn = vi.fn(async () => ({ error: { message: 'Invalid login credentials' } }));
    const user = await show(<SignInForm onSignIn={onSignIn} />);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.emptyFields);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('SignInForm and a reader who has not confirmed', () => {
  it('offers the code and the email again only when sign-in says the address is not confirmed', async () => {
    const onSignIn = vi
      .fn<(email: string, password: string) => Promise<AuthActionResult>>()
      .mockResolvedValueOnce({ error: { message: 'Invalid login credentials', code: 'invalid_credentials' } })
      .mockResolvedValue({ error: { message: "Your email address isn't confirmed yet.", code: 'email_not_confirmed' } });
    const onResend = vi.fn(async () => ({}));
    const onVerifyCode = vi.fn(async () => ({}));
    const user = await show(<SignInForm onSignIn={onSignIn} onResend={onResend} onVerifyCode={onVerifyCode} forgotPasswordHref="/auth/reset" />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.queryByRole('button', { name: 'Send the email again' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("isn't confirmed");
    const help = screen.getByRole('region', { name: 'Confirm your email address' });
    await user.click(within(help).getByRole('button', { name: 'Send the email again' }));
    expect(onResend).toHaveBeenCalledWith('amina@example.com');
    expect(within(help).getByLabelText('Email')).toHaveValue('amina@example.com');
  });
});

describe('without JavaScript', () => {
  it('every account form is in the server HTML and posts', () => {
    const noop = async () => ({});
    const html = renderToString(
      <>
        <ForgotPasswordForm onRequest={noop} />
        <SetPasswordForm onSetPassword={noop} />
        <EmailCodeForm purpose="recovery" onVerify={noop} />
        <ConfirmEmailHelp onResend={noop} onVerifyCode={noop} />
      </>,
    );
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(5);
    expect(html.match(/<form/g)).toHaveLength(5);
  });
});

describe('CurrentPasswordField', () => {
  it('asks for the password a reader has: current-password autofill, Show password, required without the browser check, the error at the field, the ref on the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = vi.fn();
    const user = await show(
      <CurrentPasswordField ref={ref} value="" onChange={onChange} hint="To check it's you." error={authMessages.currentPasswordMissing} />,
    );
    const field = screen.getByLabelText('Current password');
    expect(ref.current).toBe(field);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('name', 'currentPassword');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).not.toHaveAttribute('required');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(new RegExp(`To check it's you\\..*${authMessages.currentPasswordMissing}`));
    await user.type(field, 'x');
    expect(onChange).toHaveBeenLastCalledWith('x');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('takes the label and name a sign-in form posts', async () => {
    await show(<CurrentPasswordField label="Password" name="password" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('name', 'password');
  });
});
