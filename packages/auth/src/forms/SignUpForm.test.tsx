import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './SignUpForm';
import type { AuthActionResult } from './types';

afterEach(cleanup);

type SignUp = (email: string, password: string) => Promise<AuthActionResult>;

async function setup(onSignUp: SignUp = vi.fn(async () => ({})), mailboxUrl?: string) {
  const user = userEvent.setup();
  await act(async () => {
    render(<SignUpForm onSignUp={onSignUp} mailboxUrl={mailboxUrl} />);
  });
  const fields = {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirm password', { selector: 'input' }),
  };
  const fill = async (email: string, password: string, confirm: string) => {
    if (email) await user.type(fields.email, email);
    if (password) await user.type(fields.password, password);
    if (confirm) await user.type(fields.confirm, confirm);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  };
  return { user, fields, fill, onSignUp };
}

describe('SignUpForm', () => {
  it('has a required email input of type email', async () => {
    const { fields } = await setup();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.email).toBeRequired();
  });

  it.each([
    ['an empty password', ['amina@example.com', '', 'secret1'], 'Please fill in all fields'],
    ['an empty confirmation', ['amina@example.com', 'secret1', ''], 'Please fill in all fields'],
    // Mismatch is checked before length, so a short mismatched pair reports the mismatch.
    ['a mismatch', ['amina@example.com', 'abc', 'abd'], 'Passwords do not match'],
    ['a short password', ['amina@example.com', 'abc12', 'abc12'], 'Password must be at least 6 characters long'],
  ] as const)('rejects %s with the spec’s words, without calling the provider', async (_name, [email, password, confirm], message) => {
    const onSignUp = vi.fn(async () => ({}));
    const { fill } = await setup(onSignUp);
    await fill(email, password, confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('accepts a password of exactly 6 characters', async () => {
    const onSignUp = vi.fn(async () => ({}));
    const { fill } = await setup(onSignUp);
    await fill('amina@example.com', 'abc123', 'abc123');
    expect(onSignUp).toHaveBeenCalledWith('amina@example.com', 'abc123');
  });

  it('shows "Creating Account..." while running, then the success message in place of the form, with focus on it', async () => {
    let resolve!: (value: AuthActionResult) => void;
    const { fill, fields } = await setup(() => new Promise((r) => (resolve = r)));
    await fill('amina@example.com', 'secret12', 'secret12');
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => resolve({}));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Account created successfully! Please check your email to confirm your account.');
    expect(status).toHaveTextContent('amina@example.com');
    // Where the reader is looking: the form (and the password in it) is gone, and focus is on the message.
    expect(status.contains(document.activeElement)).toBe(true);
    expect(fields.email).not.toBeInTheDocument();
    expect(fields.password).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: /mailbox/ })).toBeNull();
    // A different address: the form again, empty.
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('links to the development mailbox when given one', async () => {
    const { fill } = await setup(vi.fn(async () => ({})), 'http://localhost:54321/mailbox');
    await fill('amina@example.com', 'secret12', 'secret12');
    expect(await screen.findByRole('link', { name: /local mailbox/ })).toHaveAttribute(
      'href',
      'http://localhost:54321/mailbox',
    );
  });

  it("shows the provider's message, else 'Failed to create account', and keeps the fields", async () => {
    const { fill, fields } = await setup(vi.fn(async () => ({ error: { message: 'User already registered' } })));
    await fill('amina@example.com', 'secret12', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
    expect(fields.email).toHaveValue('amina@example.com');
    cleanup();

    const second = await setup(vi.fn(async () => ({ error: {} })));
    await second.fill('amina@example.com', 'secret12', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create account$/);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
