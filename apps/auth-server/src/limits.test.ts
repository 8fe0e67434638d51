import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './config';
import { postFrom, projectSettings, serverForFile, startTestServer, uniqueEmail } from './test/harness';

const server = serverForFile({
  rateLimits: { token: 5, signup: 4, verify: 3, emailsPerHour: 2, emailMinIntervalSeconds: 60 },
});

describe('rate limits', () => {
  it('repeated failed sign-ins from one address get 429 with the contract message', async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { error } = await client.auth.signInWithPassword({ email: 'victim@example.org', password: `guess-${i}` });
      statuses.push(error!.status!);
      if (error!.status === 429) {
        expect(error).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('limits confirmation links tried per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await server.api(`/verify?token=${String(i).repeat(56)}&type=signup`, { redirect: 'manual' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  it('limits emails sent per hour; a refused sign-up creates no account', async () => {
    const first = await server.client().auth.signUp({ email: uniqueEmail(), password: 'a safe secret 123' });
    const second = await server.client().auth.signUp({ email: uniqueEmail(), password: 'a safe secret 123' });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const refused = uniqueEmail('refused');
    const third = await server.client().auth.signUp({ email: refused, password: 'a safe secret 123' });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    const fourth = await server.client().auth.signUp({ email: uniqueEmail(), password: 'a safe secret 123' });
    expect(fourth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The fifth sign-up from this address in five minutes meets the per-IP limit of four.
    const fifth = await server.client().auth.signUp({ email: uniqueEmail(), password: 'a safe secret 123' });
    expect(fifth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const rows = await server.stopAndQuery<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [refused]);
    expect(rows[0]!.n).toBe(0);
  });
});

/** Emails to one address may follow each other at once, but at most three an hour. */
const codes = serverForFile({ rateLimits: { emailMinIntervalSeconds: 0, emailsPerHourPerRecipient: 3 } });

describe('email limits per sender and per recipient', () => {
  it('one address sending sign-up after sign-up runs out of its own allowance, not everyone else’s', async () => {
    // The limits as the project runs them: config.toml's overall figure, the server's own per IP and per recipient.
    const { emailsPerHour } = projectSettings.rateLimits!;
    const { emailsPerHourPerIp, emailsPerHourPerRecipient } = DEFAULT_RATE_LIMITS;
    const target = await startTestServer({ rateLimits: { emailsPerHour, emailsPerHourPerIp, emailsPerHourPerRecipient } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= emailsPerHourPerIp; i++) {
        statuses.push((await postFrom('127.0.0.2', target, '/signup', { email: uniqueEmail('flood'), password: 'a safe secret 123' })).status);
      }
      expect(statuses.slice(0, emailsPerHourPerIp)).toEqual(Array(emailsPerHourPerIp).fill(200));
      const refused = await postFrom('127.0.0.2', target, '/signup', { email: uniqueEmail('flood'), password: 'a safe secret 123' });
      expect(refused).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' } });
      // Someone else signs up as usual.
      const other = await postFrom('127.0.0.3', target, '/signup', { email: uniqueEmail('other'), password: 'a safe secret 123' });
      expect(other.status).toBe(200);
      expect(await target.mailbox(other.body.email as string)).toHaveLength(1);
    } finally {
      await target.close();
    }
  });

  it('one recipient gets at most a few emails an hour, however they are asked for', async () => {
    const email = uniqueEmail('inbox');
    const statuses: number[] = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      statuses.push((await postFrom(from, codes, '/signup', { email, password: 'a safe secret 123' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await codes.mailbox(email)).toHaveLength(3);
    expect((await postFrom('127.0.0.5', codes, '/signup', { email: uniqueEmail('inbox'), password: 'a safe secret 123' })).status).toBe(200);
  });
});

/** A six-digit code that is not `code`: `n` (1 to 999,999) past it. */
const wrongCode = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('six-digit codes', () => {
  it('five wrong codes spend the code, from any address, and a new email brings a new code', async () => {
    const email = uniqueEmail('guessed');
    await codes.client().auth.signUp({ email, password: 'a safe secret 123' });
    const [mail] = await codes.mailbox(email);
    for (let i = 1; i <= 5; i++) {
      const guess = await postFrom(`127.0.0.${i + 1}`, codes, '/verify', { email, token: wrongCode(mail!.code!, i), type: 'email' });
      expect(guess).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
    }
    const right = await codes.client().auth.verifyOtp({ email, token: mail!.code!, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });

    // A new email (sign-up again) brings a fresh code and a fresh count.
    await codes.client().auth.signUp({ email, password: 'a safe secret 123' });
    const [second] = await codes.mailbox(email);
    expect(second!.id).not.toBe(mail!.id);
    for (let i = 1; i <= 4; i++) {
      const guess = await codes.post('/verify', { email, token: wrongCode(second!.code!, i), type: 'email' });
      expect(guess.status).toBe(403);
    }
    const fifth = await codes.client().auth.verifyOtp({ email, token: second!.code!, type: 'email' });
    expect(fifth.error).toBeNull();
    expect(fifth.data.session?.user.email).toBe(email);
  });

  it('a spent code leaves the confirmation link working', async () => {
    const email = uniqueEmail('spent');
    await codes.client().auth.signUp({ email, password: 'a safe secret 123' });
    const [mail] = await codes.mailbox(email);
    for (let i = 1; i <= 5; i++) {
      await codes.post('/verify', { email, token: wrongCode(mail!.code!, i), type: 'email' });
    }
    const { status, location } = await codes.follow(mail!.confirmationUrl!);
    expect(status).toBe(303);
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('a code is good for an hour (the project’s otp_expiry); the link for longer', async () => {
    expect(projectSettings.otpLifetimeSeconds).toBe(3600);
    const target = await startTestServer({ otpLifetimeSeconds: 0.3 });
    try {
      const email = uniqueEmail('late');
      await target.client().auth.signUp({ email, password: 'a safe secret 123' });
      const [mail] = await target.mailbox(email);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const late = await target.client().auth.verifyOtp({ email, token: mail!.code!, type: 'email' });
      expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
      const { location } = await target.follow(mail!.confirmationUrl!);
      expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
    } finally {
      await target.close();
    }
  });
});
