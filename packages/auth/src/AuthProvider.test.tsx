import { act, render, screen, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { accountMessages } from './accountMessages';
import { AuthProvider, createAuthSession } from './AuthProvider';
import { createAuthClient } from './createAuthClient';
import type { AuthContextValue } from './types';
import { useAuth } from './useAuth';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.org`;

/** Renders the state as text and hands the hook's value to the test. */
function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const value = useAuth();
  onValue(value);
  return (
    <p>
      {value.loading ? 'loading' : 'ready'} / {value.user?.email ?? 'signed out'}
    </p>
  );
}

async function renderProvider(props: { url: string } | { client: SupabaseClient }) {
  const latest: { current: AuthContextValue | null } = { current: null };
  const providerProps = 'client' in props ? { client: props.client } : { url: props.url, anonKey: 'local-anon-key' };
  await act(async () => {
    render(
      <AuthProvider {...providerProps}>
        <Probe onValue={(value) => (latest.current = value)} />
      </AuthProvider>,
    );
  });
  await waitFor(() => expect(screen.getByText(/^ready/)).toBeVisible());
  return {
    get auth(): AuthContextValue {
      if (!latest.current) throw new Error('not rendered');
      return latest.current;
    },
  };
}

describe('AuthProvider with the local auth server', () => {
  it('starts loading, then knows there is no session', async () => {
    const view = await renderProvider({ url: inject('autoconfirmAuthServerUrl') });
    expect(view.auth.user).toBeNull();
    expect(view.auth.session).toBeNull();
    expect(screen.getByText('ready / signed out')).toBeVisible();
  });

  it('signs in, refreshes and signs out, following each event', async () => {
    const url = inject('autoconfirmAuthServerUrl');
    const email = uniqueEmail('provider');
    await createAuthClient({ url, anonKey: 'x', options: { auth: { persistSession: false } } }).auth.signUp({ email, password: 'a safe secret 123' });
    const view = await renderProvider({ url });

    let result = await act(() => view.auth.signIn(email, 'a safe secret 123'));
    expect(result).toEqual({});
    await waitFor(() => expect(screen.getByText(`ready / ${email}`)).toBeVisible());
    const firstToken = view.auth.session!.access_token;
    const firstRefresh = view.auth.session!.refresh_token;

    result = await act(() => view.auth.refreshSession());
    expect(result).toEqual({});
    await waitFor(() => expect(view.auth.session!.refresh_token).not.toBe(firstRefresh));
    expect(view.auth.user!.email).toBe(email);
    expect(typeof firstToken).toBe('string');

    result = await act(() => view.auth.signOut());
    expect(result).toEqual({});
    await waitFor(() => expect(screen.getByText('ready / signed out')).toBeVisible());
  });

  it('passes on the server message when sign-in fails', async () => {
    const view = await renderProvider({ url: inject('autoconfirmAuthServerUrl') });
    const result = await act(() => view.auth.signIn(uniqueEmail('nobody'), 'wrong-password'));
    expect(result).toEqual({ error: { message: 'Invalid login credentials', code: 'invalid_credentials' } });
    expect(view.auth.user).toBeNull();
  });

  it('sign-up with autoconfirm signs the person in', async () => {
    const view = await renderProvider({ url: inject('autoconfirmAuthServerUrl') });
    const email = uniqueEmail('instant');
    const result = await act(() => view.auth.signUp(email, 'a safe secret 123'));
    expect(result).toEqual({});
    await waitFor(() => expect(screen.getByText(`ready / ${email}`)).toBeVisible());
  });

  it('sign-up with confirmation leaves the person signed out and links back to the site root', async () => {
    const url = inject('authServerUrl');
    const view = await renderProvider({ url });
    const email = uniqueEmail('confirm');
    const result = await act(() => view.auth.signUp(email, 'a safe secret 123'));
    expect(result).toEqual({});
    expect(view.auth.user).toBeNull();
    const res = await fetch(`${url}/mailbox?to=${encodeURIComponent(email)}`, { headers: { Accept: 'application/json' } });
    const { messages } = (await res.json()) as { messages: Array<{ confirmationUrl: string }> };
    expect(messages).toHaveLength(1);
    expect(new URL(messages[0]!.confirmationUrl).searchParams.get('redirect_to')).toBe(`${window.location.origin}/`);

    const unconfirmed = await act(() => view.auth.signIn(email, 'a safe secret 123'));
    expect(unconfirmed).toEqual({ error: { message: accountMessages.emailNotConfirmed, code: 'email_not_confirmed' } });
    const weak = await act(() => view.auth.signUp(uniqueEmail('weak'), '123'));
    expect(weak).toEqual({ error: { message: 'Password should be at least 6 characters.', code: 'weak_password' } });
  });

  it('restores a stored session on the next visit', async () => {
    const url = inject('autoconfirmAuthServerUrl');
    const email = uniqueEmail('returning');
    const first = await renderProvider({ url });
    await act(() => first.auth.signUp(email, 'a safe secret 123'));
    await waitFor(() => expect(first.auth.user?.email).toBe(email));
    cleanup();
    const second = await renderProvider({ url });
    expect(second.auth.user?.email).toBe(email);
  });

  it('gives a clear message when the auth server cannot be reached', async () => {
    const view = await renderProvider({ url: 'http://127.0.0.1:9' });
    const signIn = await act(() => view.auth.signIn('ada@example.org', 'a safe secret 123'));
    expect(signIn.error?.message).toEqual(expect.any(String));
    expect(signIn.error!.message.length).toBeGreaterThan(0);
    const signUp = await act(() => view.auth.signUp('ada@example.org', 'a safe secret 123'));
    expect(signUp.error!.message.length).toBeGreaterThan(0);
  });
});

describe('AuthProvider events', () => {
  /*
   * The local server cannot produce password-recovery or MFA events (it implements neither), so
   * this client stand-in emits each event the spec lists, through the same subscription API.
   */
  function emittingClient() {
    let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
    const client = {
      auth: {
        onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void) {
          listener = callback;
          return { data: { subscription: { unsubscribe: () => (listener = null) } } };
        },
      },
    } as unknown as SupabaseClient;
    return { client, emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener?.(event, session)) };
  }

  const sessionFor = (email: string) => ({ access_token: email, refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id: email, email } }) as unknown as Session;

  it('stays loading until the first event, then follows every listed event', async () => {
    const { client, emit } = emittingClient();
    const latest: { current: AuthContextValue | null } = { current: null };
    await act(async () => {
      render(
        <AuthProvider client={client}>
          <Probe onValue={(value) => (latest.current = value)} />
        </AuthProvider>,
      );
    });
    expect(screen.getByText('loading / signed out')).toBeVisible();
    await emit('INITIAL_SESSION', null);
    expect(screen.getByText('ready / signed out')).toBeVisible();
    const steps: Array<[AuthChangeEvent, string | null]> = [
      ['SIGNED_IN', 'a@example.org'],
      ['TOKEN_REFRESHED', 'b@example.org'],
      ['USER_UPDATED', 'c@example.org'],
      ['PASSWORD_RECOVERY', 'd@example.org'],
      ['MFA_CHALLENGE_VERIFIED', 'e@example.org'],
      ['SIGNED_OUT', null],
    ];
    for (const [event, email] of steps) {
      await emit(event, email ? sessionFor(email) : null);
      expect(screen.getByText(`ready / ${email ?? 'signed out'}`), event).toBeVisible();
      expect(latest.current!.session?.access_token ?? null).toBe(email);
    }
  });

  it('useAuth outside a provider says so', () => {
    const spy = () => render(<Probe onValue={() => {}} />);
    expect(spy).toThrow('useAuth() must be used inside <AuthProvider>.');
  });
});

describe('a session shared by several React roots (createAuthSession)', () => {
  it('gives every root one client and one state: a sign-in in one shows in the other', async () => {
    const url = inject('autoconfirmAuthServerUrl');
    const email = uniqueEmail('shared');
    await createAuthClient({ url, anonKey: 'x', options: { auth: { persistSession: false } } }).auth.signUp({ email, password: 'a safe secret 123' });
    const session = createAuthSession({ url, anonKey: 'local-anon-key' });
    // Two separate roots, as two islands of one page are.
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    const latest: { current: AuthContextValue | null } = { current: null };
    await act(async () => {
      render(
        <AuthProvider session={session}>
          <Probe onValue={(value) => (latest.current = value)} />
        </AuthProvider>,
        { container: first },
      );
      render(
        <AuthProvider session={session}>
          <Probe onValue={() => {}} />
        </AuthProvider>,
        { container: second },
      );
    });
    await waitFor(() => expect(second.textContent).toBe('ready / signed out'));

    expect(await act(() => latest.current!.signIn(email, 'a safe secret 123'))).toEqual({});
    await waitFor(() => expect(second.textContent).toBe(`ready / ${email}`));
    expect(first.textContent).toBe(`ready / ${email}`);

    expect(await act(() => latest.current!.signOut())).toEqual({});
    await waitFor(() => expect(second.textContent).toBe('ready / signed out'));
  });
});
