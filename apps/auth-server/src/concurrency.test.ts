import { describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail } from './test/harness';

describe('50 simultaneous sign-ups for one address', () => {
  it('create exactly one account with autoconfirm; the rest get user_already_exists', async () => {
    const server = await startTestServer({ autoconfirm: true });
    try {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => server.post('/signup', { email, password: `password-${i}` })),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(49);
      const users = await server.stopAndQuery<{ id: string }>('select id from auth.users where email = $1', [email]);
      expect(users).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('create exactly one account and send one email with confirmation on', async () => {
    const server = await startTestServer();
    try {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => server.post('/signup', { email, password: 'same-password' })),
      );
      const bodies = (await Promise.all(responses.map((res) => res.json()))) as Array<{ id?: string; code?: string }>;
      const ok = responses.filter((res) => res.status === 200);
      expect(ok).toHaveLength(1);
      expect(responses.filter((res) => res.status === 429)).toHaveLength(49);
      expect(bodies.filter((body) => body.code === 'over_email_send_rate_limit')).toHaveLength(49);
      expect(await server.mailbox(email)).toHaveLength(1);
      const counts = await server.stopAndQuery<{ users: number; identities: number }>(
        `select (select count(*)::int from auth.users where email = $1) as users,
                (select count(*)::int from auth.identities where email = $1) as identities`,
        [email],
      );
      expect(counts[0]).toEqual({ users: 1, identities: 1 });
    } finally {
      await server.close();
    }
  });
});
