import type { IncomingMessage } from 'node:http';
import { limit, requesterKey, takeEmailAllowance, type AuthContext } from '../context';
import { validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { sha256Hex } from '../tokens';
import { findUserByEmail, type Queryable } from '../users';
import { normaliseEmail } from '../validation';
import { readPkce } from '../flowState';
import { checkEmailInterval, writeEmail } from './mail';

/**
 * The least time a recovery request takes to answer, in ms. Writing the email takes a few
 * milliseconds that an unknown address does not need; answering both no sooner than this hides
 * that difference from anyone timing the answers. Far above the work itself (under 20 ms).
 */
export const RECOVER_ANSWER_FLOOR_MS = 150;

/**
 * Spaces recovery emails to one address by GoTrue's interval, whether or not the address has an
 * account: GoTrue answers a second request for a known address with a 429 and one for an unknown
 * address with a 200, which tells a stranger which addresses have accounts. Here both get the
 * 429. Addresses are kept only as hashes, and only for the interval.
 */
async function claimRecoveryInterval(ctx: AuthContext, db: Queryable, email: string, now: Date, beforeClaiming: () => void): Promise<void> {
  const key = sha256Hex(`recovery:${email}`);
  const { rows } = await db.query<{ requested_at: Date }>('select requested_at from auth.recovery_requests where email_hash = $1 for update', [key]);
  checkEmailInterval(ctx, rows[0]?.requested_at ?? null, now);
  beforeClaiming();
  const interval = ctx.options.rateLimits.emailMinIntervalSeconds * 1000;
  await db.query('delete from auth.recovery_requests where requested_at < $1', [new Date(now.getTime() - interval)]);
  await db.query(
    `insert into auth.recovery_requests (email_hash, requested_at) values ($1, $2)
     on conflict (email_hash) do update set requested_at = excluded.requested_at`,
    [key, now],
  );
}

/**
 * POST /recover (`resetPasswordForEmail`): mails a link and a code that sign the person in so
 * they can choose a new password. The answer is `{}` whether or not the address has an account,
 * the limits count both alike, and both take at least `RECOVER_ANSWER_FLOOR_MS`.
 *
 * @example
 * sendJson(req, res, 200, await recover(ctx, req, url, { email: 'ada@example.org' })); // {}
 */
export async function recover(ctx: AuthContext, req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<Record<string, never>> {
  const started = performance.now();
  limit(ctx.limiters.recover, req);
  const rawEmail = stringField(body, 'email');
  objectField(body, 'gotrue_meta_security');
  if (rawEmail.trim() === '') throw validationFailed('Password recovery requires an email');
  const email = normaliseEmail(rawEmail);
  const pkce = readPkce(body);
  const redirectTo = ctx.redirects.forRequest(req, url);
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      // The same limits for every address, so running out of them tells nothing either.
      await claimRecoveryInterval(ctx, tx, email, now, () => takeEmailAllowance(ctx, requesterKey(req), email));
      const user = await findUserByEmail(tx, email, true);
      if (!user) return;
      await writeEmail(ctx, tx, user, 'recovery', redirectTo, now, pkce);
    });
    return {};
  } finally {
    const wait = RECOVER_ANSWER_FLOOR_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
