import { act, render, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authServiceMessages } from './authErrors';
import { AuthProvider } from './AuthProvider';
import { createAuthClient } from './createAuthClient';
import type { Fault } from './test/faultProxy';
import { setUpFaultProxy } from './test/faultSuite';
import type { AuthContextValue } from './types';
import { useAuth } from './useAuth';

/*
 * Issue 10, client faults, the refresh half: a signed-in reader whose token refresh meets a down,
 * slow or failing auth service keeps their session, the refresh is retried exactly as supabase-js
 * (auth-js 2.119) retries it, and it succeeds once the real server answers again.
 *
 * What auth-js does, from its source (GoTrueClient `_refreshAccessToken`, `_callRefreshToken`,
 * lib/fetch.ts `handleError`): a failed fetch (no connection, a timeout) and the statuses
 * 500-504 and 520-530 are an `AuthRetryableFetchError`; only that is retried, after 200, 400,
 * 800, ... ms, while the next try would start within 30 s of the first. A retryable failure never
 * removes the session. Once a refresh has failed, the same refresh token is not tried again for
 * 60 s (REFRESH_FAILURE_COOLDOWN_MS, two auto-refresh ticks): callers get that failure again.
 * Anything else (a 4xx) is not retried.
 */

const { proxy, server } = setUpFaultProxy();

let counter = 0;
const password = 'correct-horse-42';
const refreshPath = 'grant_type=refresh_token';

/** Every user the provider showed since sign-in, to prove the reader was never signed out. */
function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const value = useAuth();
  onValue(value);
  return <p>{value.loading ? 'loading' : (value.user?.email ?? 'signed out')}</p>;
}

/**
 * The client's limit for requests other than refresh: long enough for a real sign-in (bcrypt) on a
 * busy 2-core machine (at 1 s, loaded CI machines timed out the sign-in itself), and shorter than the
 * slow refresh below, so that test still proves a refresh is never given up.
 */
const requestLimitMs = 4_000;

/** A reader signed in through the provider, over the proxy, with `requestLimitMs` for requests other than refresh. */
async function signedInReader() {
  const email = `refresh.${Date.now()}.${++counter}@example.org`;
  const direct = createAuthClient({ url: server(), anonKey: 'local-anon-key', options: { auth: { persistSession: false, autoRefreshToken: false } } });
  expect((await direct.auth.signUp({ email, password })).error).toBeNull();

  const client: SupabaseClient = createAuthClient({ url: proxy.url, anonKey: 'local-anon-key', timeoutMs: requestLimitMs });
  const latest: { current: AuthContextValue | null } = { current: null };
  const usersSinceSignIn: Array<string | null> = [];
  let signedIn = false;
  await act(async () => {
    render(
      <AuthProvider client={client}>
        <Probe
          onValue={(value) => {
            latest.current = value;
            if (signedIn) usersSinceSignIn.push(value.user?.email ?? null);
          }}
        />
      </AuthProvider>,
    );
  });
  await waitFor(() => expect(screen.getByText('signed out')).toBeVisible());
  expect(await act(() => latest.current!.signIn(email, password))).toEqual({});
  await waitFor(() => expect(screen.getByText(email)).toBeVisible(), { timeout: 15_000 });
  signedIn = true;
  return {
    email,
    client,
    get auth() {
      return latest.current!;
    },
    usersSinceSignIn,
    refreshRequests: () => proxy.seen.filter((request) => request.path.includes(refreshPath)),
  };
}

/** The pauses between tries that auth-js waits for: 200 ms, doubling. */
function expectBackoff(times: number[]) {
  times.slice(1).forEach((time, i) => {
    // A timer never fires early; a few ms of slack covers clock rounding.
    expect(time - times[i]!, `pause before try ${i + 2}`).toBeGreaterThanOrEqual(200 * 2 ** i - 5);
  });
}

describe('token refresh when the auth service fails', () => {
  const transient: Array<[string, Fault, number]> = [
    ['503', { kind: 'status', status: 503 }, 3],
    ['502', { kind: 'status', status: 502 }, 2],
    ['504', { kind: 'status', status: 504 }, 2],
    // 500 is retryable too in auth-js 2.119 (NETWORK_ERROR_CODES in lib/fetch.ts), unlike a 4xx.
    ['500', { kind: 'status', status: 500 }, 2],
  ];

  it.each(transient)('%s: retried with backoff, session kept, and the try after the fault succeeds', async (_name, fault, failures) => {
    const reader = await signedInReader();
    const before = reader.auth.session!;
    const seenBefore = reader.refreshRequests().length;
    await proxy.set(fault, { match: refreshPath, times: failures });

    expect(await act(() => reader.auth.refreshSession())).toEqual({});

    const tries = reader.refreshRequests().slice(seenBefore);
    expect(tries.map((request) => request.outcome)).toEqual([
      ...Array.from({ length: failures }, () => (fault.kind === 'status' ? fault.status : 'delay')),
      'pass',
    ]);
    expectBackoff(tries.map((request) => request.at));
    await waitFor(() => expect(reader.auth.session!.refresh_token).not.toBe(before.refresh_token));
    expect(reader.auth.user!.email).toBe(reader.email);
    expect(reader.usersSinceSignIn.every((email) => email === reader.email)).toBe(true);
  });

  it('slow: waited for past the time limit, never given up and sent again with a spent token', async () => {
    const reader = await signedInReader();
    const before = reader.auth.session!;
    const seenBefore = reader.refreshRequests().length;
    // Longer than this client's limit for other requests. A refresh given up and retried here
    // would present the token the server had just spent, and the server would revoke the session.
    await proxy.set({ kind: 'delay', ms: requestLimitMs + 1_000 }, { match: refreshPath, times: 1 });

    expect(await act(() => reader.auth.refreshSession())).toEqual({});
    expect(reader.refreshRequests().slice(seenBefore).map((request) => request.outcome)).toEqual(['delay']);
    await waitFor(() => expect(reader.auth.session!.refresh_token).not.toBe(before.refresh_token));
    const { data, error } = await reader.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(reader.email);
  });

  it('down: retried until the server is back, session kept, then refreshed', async () => {
    const reader = await signedInReader();
    const before = reader.auth.session!;
    await proxy.set({ kind: 'down' });
    const refreshing = reader.auth.refreshSession();
    // Tries at 0, 0.2, 0.6, 1.4, 3.0 s...: the server comes back while the client is still trying.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(reader.auth.user!.email).toBe(reader.email);
    await proxy.set({ kind: 'pass' });
    expect(await act(() => refreshing)).toEqual({});
    await waitFor(() => expect(reader.auth.session!.refresh_token).not.toBe(before.refresh_token));
    expect(reader.usersSinceSignIn.every((email) => email === reader.email)).toBe(true);
  });

  it('a 503 that lasts: retried for up to 30 s, then a clear message, the session kept and still good', async () => {
    const reader = await signedInReader();
    const before = reader.auth.session!;
    const seenBefore = reader.refreshRequests().length;
    await proxy.set({ kind: 'status', status: 503 }, { match: refreshPath });

    expect(await act(() => reader.auth.refreshSession())).toEqual({ error: { message: authServiceMessages.unavailable } });
    const tries = reader.refreshRequests().slice(seenBefore);
    // Tries start at 0, 0.2, 0.6, 1.4, 3.0, 6.2, 12.6 and 25.4 s; the next would start after 30 s.
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries.length).toBeLessThanOrEqual(8);
    expect(tries.every((request) => request.outcome === 503)).toBe(true);
    expectBackoff(tries.map((request) => request.at));

    // Not signed out: the same session stays, in the provider and in storage.
    expect(reader.auth.session!.refresh_token).toBe(before.refresh_token);
    expect(reader.usersSinceSignIn.every((email) => email === reader.email)).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem('sb-127-auth-token') ?? 'null') as { refresh_token: string } | null;
    expect(stored?.refresh_token).toBe(before.refresh_token);

    // Within the cooldown the client answers from its last failure and sends nothing.
    const seen = proxy.seen.length;
    expect(await act(() => reader.auth.refreshSession())).toEqual({ error: { message: authServiceMessages.unavailable } });
    expect(proxy.seen.length).toBe(seen);

    // The server is back: the kept access token works against it at once.
    await proxy.set({ kind: 'pass' });
    const { data, error } = await reader.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(reader.email);
  }, 60_000);

  it('a refresh the server refuses (4xx) is not retried, gives its message, and leaks nothing', async () => {
    const reader = await signedInReader();
    // Revoke every session of the reader on the server, behind the client's back.
    const revoke = await fetch(`${server()}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader.auth.session!.access_token}`, apikey: 'local-anon-key' },
    });
    expect(revoke.status).toBe(204);
    const seenBefore = reader.refreshRequests().length;

    const result = await act(() => reader.auth.refreshSession());
    expect(result.error?.message).toMatch(/^Invalid Refresh Token/);
    expect(reader.refreshRequests().length - seenBefore).toBe(1);
  });
});
