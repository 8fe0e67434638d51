import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authServiceMessages, DEFAULT_AUTH_TIMEOUT_MS } from './authErrors';
import { AuthProvider } from './AuthProvider';
import { createAuthClient } from './createAuthClient';
import { AuthCard } from './forms/AuthCard';
import type { Fault } from './test/faultProxy';
import { setUpFaultProxy } from './test/faultSuite';
import { useAuth } from './useAuth';

/*
 * Issue 10, client faults: with the auth server down, slow or answering 500/502/503/504, the forms
 * say so in plain words, keep what the reader typed, stay usable, and nothing escapes as an
 * unhandled rejection. The real supabase-js client talks over HTTP to the real local auth server
 * through a fault-injecting proxy; the forms are the real ones, inside the real provider.
 */

const { proxy, server } = setUpFaultProxy();

let counter = 0;
const uniqueEmail = (label: string) => `faults.${label}.${Date.now()}.${++counter}@example.org`;
const password = 'correct-horse-42';

/** An account made directly on the real server, so sign-in can succeed once the fault is gone. */
async function existingAccount(): Promise<string> {
  const email = uniqueEmail('reader');
  const direct = createAuthClient({ url: server(), anonKey: 'local-anon-key', options: { auth: { persistSession: false, autoRefreshToken: false } } });
  const { error } = await direct.auth.signUp({ email, password });
  expect(error).toBeNull();
  return email;
}

function Page() {
  const { user, signIn, signUp } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
      <AuthCard onSignIn={signIn} onSignUp={signUp} />
    </>
  );
}

async function renderPage(timeoutMs?: number) {
  await act(async () => {
    render(
      <AuthProvider url={proxy.url} anonKey="local-anon-key" timeoutMs={timeoutMs}>
        <Page />
      </AuthProvider>,
    );
  });
  return userEvent.setup();
}

/** The faults of the issue, with what the reader is told for each. A 10 s delay meets the 4 s client limit of these tests (`faultTimeoutMs`). */
const faults: Array<[string, Fault, string]> = [
  ['the server is down', { kind: 'down' }, authServiceMessages.unreachable],
  ['a 500 from the server', { kind: 'status', status: 500 }, authServiceMessages.unavailable],
  ['a 502 from the gateway', { kind: 'status', status: 502 }, authServiceMessages.unavailable],
  ['a 503 from the gateway', { kind: 'status', status: 503 }, authServiceMessages.unavailable],
  ['a 504 from the gateway', { kind: 'status', status: 504 }, authServiceMessages.unavailable],
  ['a 10 s wait for an answer', { kind: 'delay', ms: 10_000 }, authServiceMessages.timeout],
];

/**
 * The client's time limit in these tests: well under the 10 s delay fault, so that fault still
 * times out, but long enough for a real sign-in (bcrypt) on a busy 2-core machine once the
 * service is back. At 1 s, a loaded CI machine timed out the sign-in that should succeed.
 */
const faultTimeoutMs = 4_000;
/** How long to wait for what the page shows: a message or the signed-in state. */
const busyMachineMs = 15_000;

describe('sign-in when the auth service fails', () => {
  it.each(faults)('%s: says so, keeps the email and password, and signs in once the service is back', async (_name, fault, message) => {
    const email = await existingAccount();
    const user = await renderPage(faultTimeoutMs);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password'), password);
    await proxy.set(fault);

    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('alert', {}, { timeout: busyMachineMs })).toHaveTextContent(message);
    // Bad weather loses nothing: the button works again and what was typed is still there.
    expect(within(form).getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(within(form).getByLabelText('Email')).toHaveValue(email);
    expect(within(form).getByLabelText('Password')).toHaveValue(password);
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    await proxy.set({ kind: 'pass' });
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(`Signed in as ${email}`, {}, { timeout: busyMachineMs })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it(`gives up on a 10 s answer after the default ${DEFAULT_AUTH_TIMEOUT_MS / 1000} s, before the answer arrives`, async () => {
    const email = await existingAccount();
    const user = await renderPage();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password'), password);
    await proxy.set({ kind: 'delay', ms: 10_000 });
    const started = performance.now();
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(within(form).getByRole('button', { name: 'Signing In...' })).toHaveAttribute('aria-disabled', 'true');
    // Had the client waited for the (correct) answer, the reader would be signed in instead.
    expect(await within(form).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(authServiceMessages.timeout);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEFAULT_AUTH_TIMEOUT_MS - 5);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(within(form).getByLabelText('Password')).toHaveValue(password);
  });
});

describe('sign-up when the auth service fails', () => {
  it.each(faults)('%s: says so, keeps all three fields, and creates the account once the service is back', async (_name, fault, message) => {
    const email = uniqueEmail('new');
    const user = await renderPage(faultTimeoutMs);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password'), password);
    await user.type(within(form).getByLabelText('Confirm password'), password);
    await proxy.set(fault);

    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByRole('alert', {}, { timeout: busyMachineMs })).toHaveTextContent(message);
    expect(within(form).getByRole('button', { name: 'Create Account' })).not.toHaveAttribute('aria-disabled');
    expect(within(form).getByLabelText('Email')).toHaveValue(email);
    expect(within(form).getByLabelText('Password')).toHaveValue(password);
    expect(within(form).getByLabelText('Confirm password')).toHaveValue(password);

    await proxy.set({ kind: 'pass' });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    // This server confirms at once, so the account is made and the reader signed in.
    expect(await screen.findByText(`Signed in as ${email}`, {}, { timeout: busyMachineMs })).toBeInTheDocument();
    // The message takes the form's place.
    expect(screen.getByText('Account created successfully!', { exact: false }).closest('[role="status"]')).not.toBeNull();
    expect(form).not.toBeInTheDocument();
  });
});

describe('createAuthClient time limit', () => {
  it('leaves a fast answer whole: status, headers and body', async () => {
    const client = createAuthClient({ url: proxy.url, anonKey: 'local-anon-key', timeoutMs: 1_000, options: { auth: { persistSession: false } } });
    const { data, error } = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
    expect(data.session).toBeNull();
    // The error code is read only when the X-Supabase-Api-Version header came through.
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('0 turns the limit off', async () => {
    const client = createAuthClient({ url: proxy.url, anonKey: 'local-anon-key', timeoutMs: 0, options: { auth: { persistSession: false } } });
    await proxy.set({ kind: 'delay', ms: 300 });
    const { error } = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
    expect(error?.message).toBe('Invalid login credentials');
  });
});
