import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm';
import type { AuthActionResult } from './types';

afterEach(cleanup);

type SignIn = (email: string, password: string) => Promise<AuthActionResult>;

async function setup(onSignIn: SignIn = vi.fn(async () => ({})), onSuccess = vi.fn()) {
  const user = userEvent.setup();
  await act(async () => {
    render(<SignInForm onSignIn={onSignIn} onSuccess={onSuccess} />);
  });
  return { user, onSuccess };
}

/** A promise the test settles by hand, to look at the form while a request runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SignInForm', () => {
  it('has a required email input of type email and a password input', async () => {
    await setup();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for every field before calling the provider', async () => {
    const onSignIn = vi.fn(async () => ({}));
    const { user } = await setup(onSignIn);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows "Signing In..." on a disabled button while the request runs, then reports success', async () => {
    const pending = deferred<AuthActionResult>();
    const onSignIn = vi.fn(() => pending.promise);
    const { user, onSuccess } = await setup(onSignIn);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith('amina@example.com', 'correct horse');
    await act(async () => pending.resolve({}));
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the provider's message in a destructive alert", async () => {
    const { user, onSuccess } = await setup(vi.fn(async () => ({ error: { message: 'Invalid login credentials' } })));
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it.each([
    ['an error without a message', vi.fn(async () => ({ error: { message: '' } }))],
    ['a rejected request', vi.fn(async () => Promise.reject(new Error('')))],
    ['a thrown non-error', vi.fn(async () => Promise.reject('offline'))],
  ])('falls back to "Failed to sign in" for %s', async (_name, onSignIn) => {
    const { user } = await setup(onSignIn);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to sign in$/);
  });

  it('clears an old error when the form is sent again', async () => {
    const onSignIn = vi
      .fn<(email: string, password: string) => Promise<AuthActionResult>>()
      .mockResolvedValueOnce({ error: { message: 'Invalid login credentials' } })
      .mockResolvedValueOnce({});
    const { user } = await setup(onSignIn);
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
