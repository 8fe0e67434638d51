import { describe, expect, it, vi } from 'vitest';
import { MAX_METADATA_BYTES, MAX_METADATA_KEYS } from './metadata';
import { serverForFile, uniqueEmail } from './test/harness';

/**
 * Pre-registration hijack, one answer for every address, and metadata small enough that no one
 * can lock an account with its own token.
 */
const server = serverForFile();

const LATER = 61_000;

async function signUp(email: string, password: string, data: Record<string, unknown> = {}) {
  const res = await server.post('/signup', { email, password, data });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newestSignupMail(email: string) {
  const mail = (await server.mailbox(email)).find((message) => message.type === 'signup');
  if (!mail) throw new Error(`no sign-up email for ${email}`);
  return mail;
}

/** Every value replaced by its type, keys sorted: what a stranger can compare between two answers. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

describe('a sign-up for an address registered by someone else first', () => {
  it("replaces the pending password and metadata: the owner's password works, the first one never does", async () => {
    const email = uniqueEmail('hijack');
    const squatter = await signUp(email, 'the squatter password', { display_name: 'Not her', note: 'x' });
    expect(squatter.status).toBe(200);
    const squatterMail = await newestSignupMail(email);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LATER });
    const owner = await signUp(email, 'the owner password', { display_name: 'Ada' });
    expect(owner.status).toBe(200);
    // Neither the earlier sign-up's id nor its time shows.
    expect(owner.body.id).not.toBe(squatter.body.id);
    expect(owner.body.created_at).not.toBe(squatter.body.created_at);

    // The squatter's email (which went to the owner's inbox) no longer works, by link or code.
    const oldLink = new URL(squatterMail.emailLink!);
    expect((await server.client().auth.verifyOtp({ token_hash: oldLink.searchParams.get('token_hash')!, type: 'signup' })).error).toMatchObject({ status: 403 });
    expect((await server.client().auth.verifyOtp({ email, token: squatterMail.code!, type: 'signup' })).error).toMatchObject({ status: 403 });

    const ownerMail = await newestSignupMail(email);
    expect(ownerMail.id).not.toBe(squatterMail.id);
    const confirmed = await server.client().auth.verifyOtp({ email, token: ownerMail.code!, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user!.user_metadata).toEqual({ display_name: 'Ada', sub: confirmed.data.user!.id, email, email_verified: true, phone_verified: false });

    expect((await server.client().auth.signInWithPassword({ email, password: 'the squatter password' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.signInWithPassword({ email, password: 'the owner password' })).error).toBeNull();
  });

  it('within the email interval: the answer is the same 200, nothing is sent, and the earlier link is void all the same', async () => {
    const email = uniqueEmail('hijack-soon');
    await signUp(email, 'the squatter password');
    const first = await newestSignupMail(email);
    const again = await signUp(email, 'the owner password');
    expect(again.status).toBe(200);
    expect((await server.mailbox(email)).filter((mail) => mail.type === 'signup')).toHaveLength(1);
    expect((await server.client().auth.verifyOtp({ email, token: first.code!, type: 'signup' })).error).toMatchObject({ status: 403 });
    // A resend after the interval brings a link for the owner's password.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LATER });
    expect((await server.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await server.client().auth.verifyOtp({ email, token: (await newestSignupMail(email)).code!, type: 'signup' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'the owner password' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'the squatter password' })).error).not.toBeNull();
  });
});

describe('one answer for every address', () => {
  it('sign-up: an unknown, an unconfirmed and a confirmed address get the same status and shape, each with a fresh id and time', async () => {
    const unconfirmed = uniqueEmail('same-unconfirmed');
    const confirmed = uniqueEmail('same-confirmed');
    await signUp(unconfirmed, 'a long enough passphrase');
    await signUp(confirmed, 'a long enough passphrase');
    await server.client().auth.verifyOtp({ email: confirmed, token: (await newestSignupMail(confirmed)).code!, type: 'signup' });

    const answers = [await signUp(uniqueEmail('same-unknown'), 'another passphrase'), await signUp(unconfirmed, 'another passphrase'), await signUp(confirmed, 'another passphrase')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [unknownShape, ...others] = answers.map((answer) => shapeOf(answer.body));
    for (const shape of others) expect(shape).toEqual(unknownShape);
    for (const { body } of answers) {
      expect((body.identities as unknown[]).length).toBe(1);
      expect(Date.now() - Date.parse(String(body.created_at))).toBeLessThan(30_000);
    }
  });

  it('resend and recovery: the same 200 {} for every address, and inside the interval too (silently)', async () => {
    const unconfirmed = uniqueEmail('same-resend');
    const confirmed = uniqueEmail('same-resend-confirmed');
    await signUp(unconfirmed, 'a long enough passphrase');
    await signUp(confirmed, 'a long enough passphrase');
    await server.client().auth.verifyOtp({ email: confirmed, token: (await newestSignupMail(confirmed)).code!, type: 'signup' });
    const addresses = [uniqueEmail('same-resend-unknown'), unconfirmed, confirmed];
    for (const path of ['/resend', '/recover']) {
      for (let round = 0; round < 2; round++) {
        for (const email of addresses) {
          const res = await server.post(path, { email, type: 'signup' });
          expect({ path, round, status: res.status, body: await res.json() }).toEqual({ path, round, status: 200, body: {} });
        }
      }
    }
    // The unconfirmed address got one new confirmation (the first resend was inside the
    // sign-up's interval, so none) and the confirmed one a single reset.
    expect((await server.mailbox(unconfirmed)).filter((mail) => mail.type === 'signup')).toHaveLength(1);
    expect((await server.mailbox(confirmed)).filter((mail) => mail.type === 'recovery')).toHaveLength(1);
  });
});

describe('metadata is small', () => {
  it(`sign-up data: at most ${MAX_METADATA_KEYS} keys and ${MAX_METADATA_BYTES} bytes, else a clear 400`, async () => {
    const tooMany = Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS + 1 }, (_, i) => [`k${i}`, i]));
    const tooBig = { blob: 'x'.repeat(MAX_METADATA_BYTES) };
    for (const data of [tooMany, tooBig, { blob: 'x'.repeat(20_000) }]) {
      const { status, body } = await signUp(uniqueEmail('meta'), 'a long enough passphrase', data);
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'validation_failed', message: `User metadata is limited to ${MAX_METADATA_KEYS} keys and ${MAX_METADATA_BYTES} bytes of JSON` });
    }
    const justFits = { blob: 'x'.repeat(MAX_METADATA_BYTES - 20) };
    expect((await signUp(uniqueEmail('meta-fits'), 'a long enough passphrase', justFits)).status).toBe(200);
  });

  it('PUT /user data: the merged metadata stays within the limits, and the largest token is far under 8 KB', async () => {
    const email = uniqueEmail('meta-put');
    await signUp(email, 'a long enough passphrase');
    const client = server.client();
    await client.auth.verifyOtp({ email, token: (await newestSignupMail(email)).code!, type: 'signup' });
    // Each within the limit, together over it.
    expect((await client.auth.updateUser({ data: { a: 'x'.repeat(600) } })).error).toBeNull();
    expect((await client.auth.updateUser({ data: { b: 'y'.repeat(600) } })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    // Bytes, not characters: 10 keys of 50 two-byte characters are over 1 KB.
    const full = Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS }, (_, i) => [`k${i}`, 'é'.repeat(50)]));
    expect((await client.auth.updateUser({ data: { a: null, ...full } })).error).toMatchObject({ status: 400 });
    // A key given as null is removed (GoTrue's UpdateUserMetaData), which makes room.
    const fits = Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS }, (_, i) => [`k${i}`, 'z'.repeat(80)]));
    const { data: updated, error } = await client.auth.updateUser({ data: { a: null, ...fits } });
    expect(error).toBeNull();
    expect(updated.user!.user_metadata).not.toHaveProperty('a');
    const { data } = await client.auth.refreshSession();
    expect(Buffer.byteLength(data.session!.access_token)).toBeLessThan(4096);
  });
});
