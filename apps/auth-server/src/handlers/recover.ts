import type { IncomingMessage } from 'node:http';
import { limit, requesterKey, takeEmailAllowance, type AuthContext } from '../context';
import { readPkce } from '../flowState';
import { validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { sha256Hex } from '../tokens';
import { findUserByEmail, type Queryable } from '../users';
import { normaliseEmail } from '../validation';
import { answerAfterFloor, withinEmailInterval, writeEmail } from '../mail';

/**
 * Spaces recovery emails to one address by GoTrue's interval, whether or not the address has an
 * account, and says whether this request may send one. Addresses are kept only as hashes, and
 * only for the interval.
 */
async function claimRecoveryInterval(ctx: AuthContext, db: Queryable, email: string, now: Date): Promise<boolean> {
  const key = sha256Hex(`recovery:${email}`);
  const { rows } = await db.query<{ requested_at: Date }>('select requested_at from auth.recovery_requests where email_hash = $1 for update', [key]);
  if (withinEmailInterval(ctx, rows[0]?.requested_at ?? null, now)) return false;
  const interval = ctx.options.rateLimits.emailMinIntervalSeconds * 1000;
  await db.query('delete from auth.recovery_requests where requested_at < $1', [new Date(now.getTime() - interval)]);
  await db.query(
    `insert into auth.recovery_requests (email_hash, requested_at) values ($1, $2)
     on conflict (email_hash) do update set requested_at = excluded.requested_at`,
    [key, now],
  );
  return true;
}

/**
 * POST /recover (`resetPasswordForEmail`): mails a link and a code that sign the person in so
 * they can choose a new password. The answer is `{}` whether or not the address has an account
 * and whether or not an email went out (none within `max_frequency` of the last), the limits
 * count every address alike, and every answer takes at least `EMAIL_ANSWER_FLOOR_MS`.
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
  return answerAfterFloor(started, async () => {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      if (!(await claimRecoveryInterval(ctx, tx, email, now))) return;
      // The same limits for every address, so running out of them tells nothing either.
      takeEmailAllowance(ctx, requesterKey(req), email);
      const user = await findUserByEmail(tx, email, true);
      if (!user) return;
      await writeEmail(ctx, tx, user, 'recovery', redirectTo, now, pkce);
    });
    return {};
  });
}
