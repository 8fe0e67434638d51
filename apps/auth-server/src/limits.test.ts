import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { token: 5, signup: 4, verify: 3, emailsPerHour: 2, emailMinIntervalSeconds: 60 },
  });
});
afterAll(() => server.close());

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
    const first = await server.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    const second = await server.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const refused = uniqueEmail('refused');
    const third = await server.client().auth.signUp({ email: refused, password: 'secret123' });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    const fourth = await server.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    expect(fourth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The fifth sign-up from this address in five minutes meets the per-IP limit of four.
    const fifth = await server.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    expect(fifth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const rows = await server.stopAndQuery<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [refused]);
    expect(rows[0]!.n).toBe(0);
  });
});
