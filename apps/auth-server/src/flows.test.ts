import { describe, expect, it } from 'vitest';
import { hashParams, serverForFile, SITE_URL, uniqueEmail } from './test/harness';

const server = serverForFile();

/** Signs up and confirms through the emailed link; returns the password used. */
async function confirmedAccount(email: string, password = 'correct horse'): Promise<string> {
  const { error } = await server.client().auth.signUp({ email, password });
  expect(error).toBeNull();
  const { status } = await server.follow(await server.latestLink(email));
  expect(status).toBe(303);
  return password;
}

describe('sign-up with email confirmation (the default)', () => {
  it('returns the user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail('Ada');
    const { data, error } = await server.client().auth.signUp({
      email: email.toUpperCase(),
      password: 'a safe secret 123',
      options: { data: { display_name: 'Ada', email_verified: 'forged' }, emailRedirectTo: SITE_URL },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email.toLowerCase());
    expect(user.phone).toBe('');
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user).not.toHaveProperty('email_confirmed_at');
    expect(user).not.toHaveProperty('last_sign_in_at');
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    // The fixed keys win over what the form sent.
    expect(user.user_metadata).toEqual({
      display_name: 'Ada',
      sub: user.id,
      email: email.toLowerCase(),
      email_verified: false,
      phone_verified: false,
    });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ id: user.id, user_id: user.id, provider: 'email', email: email.toLowerCase() });

    const [mail] = await server.mailbox(email);
    expect(mail).toMatchObject({ to: email.toLowerCase(), subject: 'Confirm your email address' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    const link = new URL(mail!.confirmationUrl!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
  });

  it('confirms through the link with a 303 carrying the session in the hash, once only', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'a safe secret 123', options: { emailRedirectTo: 'http://localhost:5173/welcome' } });
    const link = await server.latestLink(email);
    const { status, location } = await server.follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/welcome');
    const params = hashParams(location);
    expect([...params.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(params.get('expires_in')).toBe('3600');
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('type')).toBe('signup');

    const { data, error } = await server.client().auth.getUser(params.get('access_token')!);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.confirmed_at).toBe(data.user!.email_confirmed_at);
    expect(data.user!.user_metadata.email_verified).toBe(true);
    expect(data.user!.identities![0]!.identity_data!.email_verified).toBe(true);

    const again = await server.follow(link);
    expect(again.status).toBe(303);
    expect(Object.fromEntries(hashParams(again.location))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('a HEAD on the link (a mail scanner checking it) neither uses it up nor gives out a session', async () => {
    const email = uniqueEmail('scanned');
    await server.client().auth.signUp({ email, password: 'a safe secret 123' });
    const link = new URL(await server.latestLink(email));
    for (let i = 0; i < 2; i++) {
      const head = await fetch(`${server.url}${link.pathname}${link.search}`, { method: 'HEAD', redirect: 'manual' });
      // GoTrue routes only GET to the link; a HEAD is not allowed to run it.
      expect(head.status).toBe(405);
      expect(head.headers.get('allow')).toBe('GET, POST, OPTIONS');
      expect(head.headers.get('location')).toBeNull();
    }
    const { status, location } = await server.follow(link.href);
    expect(status).toBe(303);
    expect(hashParams(location).get('access_token')).toBeTruthy();
    expect(hashParams(location).get('type')).toBe('signup');
  });

  it('sends people to the site URL when the redirect is not allowed, and honours allowed ones', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({ email, password: 'a safe secret 123', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = new URL(await server.latestLink(email));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    // A tampered link is checked again when followed.
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { location } = await server.follow(link.href);
    expect(location.origin).toBe('http://localhost:4173');

    const other = uniqueEmail();
    await server.client().auth.signUp({ email: other, password: 'a safe secret 123', options: { emailRedirectTo: 'http://nigeria.localhost:4173/' } });
    expect(new URL(await server.latestLink(other)).searchParams.get('redirect_to')).toBe('http://nigeria.localhost:4173/');
  });

  it('confirms with the emailed six-digit code and with the token hash (verifyOtp)', async () => {
    const byCode = uniqueEmail();
    await server.client().auth.signUp({ email: byCode, password: 'a safe secret 123' });
    const [mail] = await server.mailbox(byCode);
    const client = server.client();
    const wrong = await client.auth.verifyOtp({ email: byCode, token: mail!.code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await client.auth.verifyOtp({ email: byCode, token: mail!.code!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const byHash = uniqueEmail();
    await server.client().auth.signUp({ email: byHash, password: 'a safe secret 123' });
    const tokenHash = new URL(await server.latestLink(byHash)).searchParams.get('token')!;
    const second = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(byHash);
  });

  it('runs the PKCE flow: the link returns ?code= and the client exchanges it', async () => {
    const storage = new Map<string, string>();
    const client = server.client({
      flowType: 'pkce',
      persistSession: true,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    });
    const email = uniqueEmail('pkce');
    const signUp = await client.auth.signUp({ email, password: 'a safe secret 123', options: { emailRedirectTo: SITE_URL } });
    expect(signUp.error).toBeNull();
    const { location } = await server.follow(await server.latestLink(email));
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(location.hash).toBe('');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // A code is good for one exchange only.
    const replay = await server.post('/token?grant_type=pkce', { auth_code: code, code_verifier: 'x'.repeat(43) });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('sign-in, user, refresh', () => {
  it('signs in, reads the user, and refreshes with rotation', async () => {
    const email = uniqueEmail();
    const password = await confirmedAccount(email);
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[a-z2-7]{32}$/);
    expect(session.user.last_sign_in_at).toBeTruthy();

    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(3600);

    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user!.id).toBe(session.user.id);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    const refreshedClaims = JSON.parse(Buffer.from(refreshed.data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(refreshedClaims.session_id).toBe(claims.session_id);
    expect((await client.auth.getUser()).data.user!.email).toBe(email);
  });
});

describe('sign-out scopes', () => {
  async function signedInClients(email: string, password: string, count: number) {
    const clients = [];
    for (let i = 0; i < count; i++) {
      const client = server.client();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      clients.push({ client, session: data.session! });
    }
    return clients;
  }

  async function userStatus(accessToken: string): Promise<number> {
    return (await server.api('/user', { headers: { Authorization: `Bearer ${accessToken}` } })).status;
  }

  it('global ends every session of the person', async () => {
    const email = uniqueEmail();
    const [a, b] = await signedInClients(email, await confirmedAccount(email), 2);
    expect((await a!.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await userStatus(a!.session.access_token)).toBe(403);
    expect(await userStatus(b!.session.access_token)).toBe(403);
    const refresh = await server.client().auth.refreshSession({ refresh_token: b!.session.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('local ends only the current session', async () => {
    const email = uniqueEmail();
    const [a, b] = await signedInClients(email, await confirmedAccount(email), 2);
    const raw = await server.api('/logout?scope=local', { method: 'POST', headers: { Authorization: `Bearer ${a!.session.access_token}` } });
    expect(raw.status).toBe(204);
    expect(await raw.text()).toBe('');
    expect(await userStatus(a!.session.access_token)).toBe(403);
    expect(await userStatus(b!.session.access_token)).toBe(200);
  });

  it('others ends every session but the current one', async () => {
    const email = uniqueEmail();
    const [a, b, c] = await signedInClients(email, await confirmedAccount(email), 3);
    expect((await a!.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userStatus(a!.session.access_token)).toBe(200);
    expect(await userStatus(b!.session.access_token)).toBe(403);
    expect(await userStatus(c!.session.access_token)).toBe(403);
    const body = await (await server.api('/user', { headers: { Authorization: `Bearer ${b!.session.access_token}` } })).json();
    expect(body).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
  });
});

describe('the service endpoints', () => {
  it('serves health and settings like GoTrue', async () => {
    const health = await server.api('/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await health.json()).toMatchObject({ name: 'GoTrue', version: expect.any(String), description: expect.any(String) });
    const settings = (await (await server.api('/settings')).json()) as { external: Record<string, boolean> };
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false });
    expect(settings.external.email).toBe(true);
    expect(settings.external.phone).toBe(false);
  });

  it('answers a browser preflight and exposes the API version header', async () => {
    const res = await server.api('/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) {
      expect(allowed).toContain(header);
    }
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const error = await server.post('/token?grant_type=password', {}, { Origin: 'http://localhost:4173' });
    expect(error.headers.get('access-control-expose-headers')).toBe('X-Supabase-Api-Version');
  });

  it('shows the mailbox to a person as escaped HTML, newest first', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await server.client().auth.signUp({ email: first, password: 'a safe secret 123' });
    await server.client().auth.signUp({ email: second, password: 'a safe secret 123' });
    const res = await fetch(`${server.url}/mailbox`);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html.indexOf(second)).toBeGreaterThan(-1);
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
    expect(html).toContain('Confirm this email address');
    expect(html).not.toMatch(/<script/i);
    const json = await server.mailbox();
    expect(json[0]!.to).toBe(second);
  });
});
