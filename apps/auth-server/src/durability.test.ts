import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './store/database';
import { freshDataDir, spawnCliServer, type CliServer } from './test/harness';

/*
 * The server runs as a real child process (through tsx, so the test does not depend on a
 * stale build) and is killed with SIGKILL: no shutdown code runs, exactly like a crash or
 * a power cut of the process. Every sign-up that was answered 200 must survive.
 */
const dataDir = freshDataDir();
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function spawnServer(): Promise<CliServer> {
  return spawnCliServer({
    AUTH_DATA_DIR: dataDir,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_JWT_SECRET: 'durability-test-secret-durability-test-secret',
    AUTH_RATE_LIMIT_SIGNUP: '1000000',
    AUTH_RATE_LIMIT_TOKEN: '1000000',
    AUTH_RATE_LIMIT_BURST: '1000000',
  }).then((server) => {
    children.add(server.child);
    server.child.on('exit', () => children.delete(server.child));
    return server;
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function signUp(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('durability under SIGKILL', () => {
  it('keeps every acknowledged sign-up through kills at random moments, with a consistent database', async () => {
    const acknowledged: string[] = [];

    // First the plainest case: one sign-up, killed right after the 200, then signed in.
    let { child, url } = await spawnServer();
    const first = `first.${Date.now()}@example.org`;
    expect((await signUp(url, first, 'first-password')).status).toBe(200);
    acknowledged.push(first);
    await kill(child);
    ({ child, url } = await spawnServer());
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: first, password: 'first-password' }),
    });
    expect(signIn.status).toBe(200);

    // Then sign-ups four at a time, killed at a random moment while requests are in flight.
    for (let round = 0; round < 3; round++) {
      let stop = false;
      const worker = async (id: number) => {
        for (let n = 0; !stop; n++) {
          const email = `r${round}.w${id}.n${n}.${Date.now()}@example.org`;
          try {
            const res = await signUp(url, email, `password-${n}`);
            if (res.status === 200) acknowledged.push(email);
          } catch {
            return; // the connection died with the server: not acknowledged
          }
        }
      };
      const before = acknowledged.length;
      const workers = [0, 1, 2, 3].map(worker);
      // Wait for this round's first acknowledged sign-up (a busy machine is slow), then kill
      // at a random moment while the other requests are in flight.
      while (acknowledged.length === before) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      await kill(child);
      stop = true;
      await Promise.all(workers);
      if (round < 2) ({ child, url } = await spawnServer());
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(4);

    const { db, close } = await openDatabase(dataDir);
    try {
      const { rows } = await db.query<{ email: string }>('select email from auth.users');
      const stored = new Set(rows.map((row) => row.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      expect(lost).toEqual([]);
      const orphans = await db.query<{ n: number }>(
        `select count(*)::int as n from auth.users u where not exists (select 1 from auth.identities i where i.user_id = u.id)`,
      );
      expect(orphans.rows[0]!.n).toBe(0);
      const sessionsWithoutToken = await db.query<{ n: number }>(
        `select count(*)::int as n from auth.sessions s where not exists (select 1 from auth.refresh_tokens t where t.session_id = s.id)`,
      );
      expect(sessionsWithoutToken.rows[0]!.n).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);
});
