import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES } from './emailTemplates';
import { serverForFile, type TestServer, uniqueEmail } from './test/harness';

/**
 * Mail systems that scan links open them with GET before the reader does. The emails therefore
 * link to a page of the site (Supabase's advice for such systems), which spends the link with a
 * POST /verify `{ token_hash, type }` (supabase-js `verifyOtp`); no email carries a link whose GET
 * would use it up.
 */
const server = serverForFile();
const withDefaults = serverForFile({ emailTemplates: DEFAULT_EMAIL_TEMPLATES });

const NIGERIA_CONFIRM = 'http://nigeria.localhost:4173/auth/confirm';
const UK_RESET = 'http://localhost:4173/auth/reset';

async function newestMail(target: TestServer, email: string, type: 'signup' | 'recovery') {
  const mail = (await target.mailbox(email)).find((message) => message.type === type);
  if (!mail) throw new Error(`no ${type} email for ${email}`);
  return mail;
}

describe.each([
  ['the project templates (supabase/templates)', () => server],
  ["the server's own templates", () => withDefaults],
])('emailed links with %s', (_name, target) => {
  it('a confirmation links to the page it was asked from, with the token hash and type, and to nothing that a GET would spend', async () => {
    const email = uniqueEmail('scanner');
    const { error } = await target().client().auth.signUp({ email, password: 'a long enough passphrase', options: { emailRedirectTo: NIGERIA_CONFIRM } });
    expect(error).toBeNull();
    const mail = await newestMail(target(), email, 'signup');
    const link = new URL(mail.emailLink!);
    expect(link.origin + link.pathname).toBe(NIGERIA_CONFIRM);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
    expect(mail.html).not.toContain('/auth/v1/verify');
    expect(mail.text).not.toContain('/auth/v1/verify');

    // What the page does with it: a POST, once.
    const tokenHash = link.searchParams.get('token_hash')!;
    const first = await target().client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(first.error).toBeNull();
    expect(first.data.session!.user.email).toBe(email);
    const again = await target().client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a password reset links to the reset page with type=recovery; its code works too', async () => {
    const email = uniqueEmail('scanner-reset');
    await target().client().auth.signUp({ email, password: 'a long enough passphrase' });
    const confirm = new URL((await newestMail(target(), email, 'signup')).emailLink!);
    expect((await target().client().auth.verifyOtp({ token_hash: confirm.searchParams.get('token_hash')!, type: 'signup' })).error).toBeNull();

    expect((await target().client().auth.resetPasswordForEmail(email, { redirectTo: UK_RESET })).error).toBeNull();
    const mail = await newestMail(target(), email, 'recovery');
    const link = new URL(mail.emailLink!);
    expect(link.origin + link.pathname).toBe(UK_RESET);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(mail.html).not.toContain('/auth/v1/verify');
    const byHash = await target().client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(byHash.error).toBeNull();
  });
});

it('the six-digit code in the email still signs in (verifyOtp with email, token, type)', async () => {
  const email = uniqueEmail('scanner-code');
  await server.client().auth.signUp({ email, password: 'a long enough passphrase' });
  const mail = await newestMail(server, email, 'signup');
  expect(mail.html).toContain(mail.code!);
  const { data, error } = await server.client().auth.verifyOtp({ email, token: mail.code!, type: 'signup' });
  expect(error).toBeNull();
  expect(data.session!.user.email).toBe(email);
});

it('the mailbox page shows the link the email carries', async () => {
  const email = uniqueEmail('scanner-page');
  await server.client().auth.signUp({ email, password: 'a long enough passphrase', options: { emailRedirectTo: NIGERIA_CONFIRM } });
  const mail = await newestMail(server, email, 'signup');
  const page = await (await fetch(`${server.url}/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(page).not.toContain('/auth/v1/verify');
  expect(page).toContain(mail.emailLink!.replaceAll('&', '&#38;'));
});
