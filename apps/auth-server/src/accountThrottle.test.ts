import { describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES, lockSecondsAfter } from './accountThrottle';
import { postFrom, serverForFile, uniqueEmail } from './test/harness';

/**
 * Wrong passwords for one account slow that account down, whatever address they come from (the
 * per-IP limits alone let a guesser with many addresses go on for ever), and the owner can still
 * get in by email.
 */
const server = serverForFile();

const PASSWORD = 'the right passphrase';

async function confirmedAccount(): Promise<string> {
  const email = uniqueEmail('throttle');
  await server.confirmedAccount(email, PASSWORD);
  return email;
}

/** A password sign-in from a loopback address of its own: each guess from another "computer". */
function signInFrom(address: number, email: string, password: string) {
  return postFrom(`127.0.0.${address}`, server, '/token?grant_type=password', { email, password });
}

async function failTimes(email: string, times: number, firstAddress = 10): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { status, body } = await signInFrom(firstAddress + i, email, `wrong guess ${i}`);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_credentials');
  }
}

describe('per-account throttling of wrong passwords', () => {
  it(`allows ${FREE_FAILURES} wrong passwords, then locks the account for every address, even with the right password`, async () => {
    const email = await confirmedAccount();
    await failTimes(email, FREE_FAILURES);
    const locked = await signInFrom(99, email, 'one more guess');
    expect(locked.status).toBe(400);
    // From here on, nothing is checked until the lock passes: the right password is refused too,
    // so the answer tells a guesser nothing.
    const right = await signInFrom(100, email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'over_request_rate_limit' });
    expect(String(right.body.message)).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?, or reset your password by email\.$/);
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('each further wrong password doubles the lock, up to a cap', async () => {
    expect([1, 2, 3, 4].map(lockSecondsAfter)).toEqual([0, 0, 0, 0]);
    expect(lockSecondsAfter(FREE_FAILURES + 1)).toBe(2);
    expect(lockSecondsAfter(FREE_FAILURES + 2)).toBe(4);
    expect(lockSecondsAfter(FREE_FAILURES + 100)).toBe(15 * 60);

    const email = await confirmedAccount();
    await failTimes(email, FREE_FAILURES + 1);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 2_100 });
    expect((await signInFrom(50, email, 'after the first lock')).status).toBe(400);
    vi.setSystemTime(start + 2_100 + 3_000);
    expect((await signInFrom(51, email, PASSWORD)).status).toBe(429);
    vi.setSystemTime(start + 2_100 + 4_100);
    expect((await signInFrom(52, email, PASSWORD)).status).toBe(200);
  });

  it('a right password before the limit starts the count again', async () => {
    const email = await confirmedAccount();
    await failTimes(email, FREE_FAILURES - 1);
    expect((await signInFrom(60, email, PASSWORD)).status).toBe(200);
    await failTimes(email, FREE_FAILURES - 1, 61);
    expect((await signInFrom(70, email, PASSWORD)).status).toBe(200);
  });

  it('an address without an account is throttled the same way, so the lock tells nothing', async () => {
    const email = uniqueEmail('throttle-nobody');
    await failTimes(email, FREE_FAILURES + 1);
    expect((await signInFrom(99, email, PASSWORD)).status).toBe(429);
  });

  it('the owner can still get in by email during a lock, and choosing a new password ends the lock', async () => {
    const email = await confirmedAccount();
    await failTimes(email, FREE_FAILURES + 1);
    expect((await signInFrom(99, email, PASSWORD)).status).toBe(429);

    const owner = server.client();
    expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = (await server.mailbox(email)).find((message) => message.type === 'recovery')!;
    expect((await owner.auth.verifyOtp({ email, token: mail.code!, type: 'recovery' })).error).toBeNull();
    expect((await owner.auth.updateUser({ password: 'a new passphrase of hers' })).error).toBeNull();
    expect((await signInFrom(101, email, 'a new passphrase of hers')).status).toBe(200);
  });

  it('an honest reader who types the right password is never slowed', async () => {
    const email = await confirmedAccount();
    const started = performance.now();
    const rounds = 20;
    for (let i = 0; i < rounds; i++) expect((await signInFrom(120, email, PASSWORD)).status).toBe(200);
    const perSecond = rounds / ((performance.now() - started) / 1000);
    // Printed for the README's measurement; bcrypt is at the tests' cost 4 here.
    console.log(`honest sign-ins, one account, one after another: ${perSecond.toFixed(1)} per second`);
  });
});
