import type { AuthContext } from '../context';
import { takeEmailAllowance } from '../context';
import { AuthError } from '../http/errors';
import { newLinkToken, newOtp, sha256Hex } from '../tokens';
import type { Queryable, UserRow } from '../users';

/** GoTrue's answer when the same person asks for another email too soon. */
function tooSoon(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
  );
}

/**
 * Sends (into the local mailbox) a confirmation email with a fresh link and code, replacing any
 * earlier ones (and the count of wrong tries at the old code), within the email limits: one per
 * recipient per interval, and hourly allowances per recipient, per requesting IP and in all.
 *
 * @example
 * await sendConfirmation(ctx, tx, user, 'http://localhost:4173/', requesterKey(req), new Date());
 */
export async function sendConfirmation(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  redirectTo: string,
  requester: string,
  now: Date,
): Promise<void> {
  const minInterval = ctx.options.rateLimits.emailMinIntervalSeconds * 1000;
  if (user.confirmation_sent_at) {
    const waited = now.getTime() - user.confirmation_sent_at.getTime();
    if (waited < minInterval) throw tooSoon(Math.ceil((minInterval - waited) / 1000));
  }
  takeEmailAllowance(ctx, requester, user.email);
  const token = newLinkToken();
  const otp = newOtp();
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_otp = $3, confirmation_otp_attempts = 0,
       confirmation_sent_at = $4, confirmation_redirect_to = $5, updated_at = $4 where id = $1`,
    [user.id, sha256Hex(token), otpHash(user.id, otp), now, redirectTo],
  );
  const link = new URL(`${ctx.externalUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'signup');
  link.searchParams.set('redirect_to', redirectTo);
  const text = [
    'Confirm your signup',
    '',
    'Follow this link to confirm your email address:',
    link.href,
    '',
    `Alternatively, enter the code: ${otp}`,
  ].join('\n');
  await db.query(
    'insert into auth.mailbox (recipient, subject, text_body, link, otp, sent_at) values ($1, $2, $3, $4, $5, $6)',
    [user.email, 'Confirm Your Signup', text, link.href, otp, now],
  );
}

/**
 * How a one-time code is stored: bound to the user, so equal codes of two people differ.
 *
 * @example
 * otpHash(user.id, '123456') === user.confirmation_otp; // compare with safeEqual
 */
export function otpHash(userId: string, otp: string): string {
  return sha256Hex(`${userId}:${otp}`);
}
