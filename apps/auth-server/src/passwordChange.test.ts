import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForFile, uniqueEmail } from './test/harness';

/**
 * A password change needs proof (GoTrue's `Security.UpdatePasswordRequireCurrentPassword`): a
 * stolen access token alone cannot change the password and sign the owner out everywhere. A
 * session that came from an emailed link or code (amr `recovery`, `otp`, `magiclink`) is exempt,
 * which is how a forgotten password is replaced.
 */
const server = serverForFile();

const PASSWORD = 'the first passphrase';

async function confirmedAccount(): Promise<string> {
  const email = uniqueEmail('change');
  await server.confirmedAccount(email, PASSWORD);
  return email;
}

async function signedIn(email: string, password = PASSWORD) {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

describe('PUT /user with a new password', () => {
  it('needs the current password: 400 current_password_required', async () => {
    const email = await confirmedAccount();
    const client = await signedIn(email);
    const { error } = await client.auth.updateUser({ password: 'a brand new passphrase' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_required', message: 'Current password required when setting new password.' });
    // Nothing changed: the old password still signs in.
    await signedIn(email);
  });

  it('refuses a wrong current password (400 current_password_invalid)', async () => {
    const email = await confirmedAccount();
    const client = await signedIn(email);
    const { error } = await client.auth.updateUser({ password: 'a brand new passphrase', current_password: 'not the password' });
    expect(error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    await signedIn(email);
  });

  it('changes it with the right current password, and ends the other sessions', async () => {
    const email = await confirmedAccount();
    const other = await signedIn(email);
    const client = await signedIn(email);
    const { error } = await client.auth.updateUser({ password: 'a brand new passphrase', current_password: PASSWORD });
    expect(error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    await signedIn(email, 'a brand new passphrase');
  });

  it('a wrong current password counts as a failed sign-in for the account', async () => {
    const email = await confirmedAccount();
    const client = await signedIn(email);
    for (let i = 0; i < 6; i++) {
      await client.auth.updateUser({ password: 'a brand new passphrase', current_password: `guess ${i}` });
    }
    const { error } = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429 });
  });

  it('a session from a recovery code (amr otp) needs no current password', async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email);
    const mail = (await server.mailbox(email)).find((message) => message.type === 'recovery')!;
    const client = server.client();
    expect((await client.auth.verifyOtp({ email, token: mail.code!, type: 'recovery' })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'a brand new passphrase' })).error).toBeNull();
    await signedIn(email, 'a brand new passphrase');
  });

  it('a session from a PKCE recovery link (amr recovery) needs none, and keeps that after a refresh', async () => {
    const email = await confirmedAccount();
    const verifier = randomBytes(32).toString('base64url');
    await server.post('/recover', { email, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 's256' });
    const mail = (await server.mailbox(email)).find((message) => message.type === 'recovery')!;
    const { location } = await server.follow(mail.confirmationUrl!);
    const exchanged = (await (await server.post('/token?grant_type=pkce', { auth_code: location.searchParams.get('code'), code_verifier: verifier })).json()) as {
      refresh_token: string;
    };
    const client = server.client();
    const { error: refreshError } = await client.auth.refreshSession({ refresh_token: exchanged.refresh_token });
    expect(refreshError).toBeNull();
    expect((await client.auth.updateUser({ password: 'a brand new passphrase' })).error).toBeNull();
  });

  it('a session from a PKCE sign-up link (amr email/signup) still needs it', async () => {
    const email = uniqueEmail('change-signup');
    const verifier = randomBytes(32).toString('base64url');
    await server.post('/signup', { email, password: PASSWORD, code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 's256' });
    const [mail] = await server.mailbox(email);
    const { location } = await server.follow(mail!.confirmationUrl!);
    const session = (await (await server.post('/token?grant_type=pkce', { auth_code: location.searchParams.get('code'), code_verifier: verifier })).json()) as {
      access_token: string;
    };
    const res = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'a brand new passphrase' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'current_password_required' });
  });

  it('metadata alone needs no password', async () => {
    const email = await confirmedAccount();
    const client = await signedIn(email);
    expect((await client.auth.updateUser({ data: { display_name: 'Ada' } })).error).toBeNull();
  });
});
