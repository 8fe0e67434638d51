import type { AuthContext } from '../context';
import { takeEmailAllowance } from '../context';
import { escapeHtml, htmlToText, type EmailTemplateName } from '../emailTemplates';
import { replaceFlow, type PkceChallenge } from '../flowState';
import { AuthError } from '../http/errors';
import { newLinkToken, newOtp, sha256Hex } from '../tokens';
import type { Queryable, UserRow } from '../users';

/** The emails that carry a link and a code. */
export type EmailPurpose = 'signup' | 'recovery';

interface PurposeSettings {
  /** The users columns holding the link's token, the code, its wrong tries and when it was sent. */
  columns: {
    token: 'confirmation_token' | 'recovery_token';
    otp: 'confirmation_otp' | 'recovery_otp';
    attempts: 'confirmation_otp_attempts' | 'recovery_otp_attempts';
    sentAt: 'confirmation_sent_at' | 'recovery_sent_at';
  };
  /** Which template writes it. */
  template: EmailTemplateName;
  /** The `type` in its link, and in the redirect after it is followed. */
  linkType: string;
  /** The PKCE flow's authentication method, as GoTrue names it. */
  flowMethod: string;
}

/** As GoTrue keeps them: a confirmation and a recovery can be pending at once, each with its own link and code. */
export const EMAIL_PURPOSES: Record<EmailPurpose, PurposeSettings> = {
  signup: {
    columns: { token: 'confirmation_token', otp: 'confirmation_otp', attempts: 'confirmation_otp_attempts', sentAt: 'confirmation_sent_at' },
    template: 'confirmation',
    linkType: 'signup',
    flowMethod: 'email/signup',
  },
  recovery: {
    columns: { token: 'recovery_token', otp: 'recovery_otp', attempts: 'recovery_otp_attempts', sentAt: 'recovery_sent_at' },
    template: 'recovery',
    linkType: 'recovery',
    flowMethod: 'recovery',
  },
};

/** GoTrue's answer when the same person asks for another email too soon. */
function tooSoon(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
  );
}

/**
 * Refuses a second email of one kind to one person within the interval (GoTrue's
 * `max_frequency`), with GoTrue's 429 and the seconds left.
 *
 * @example
 * checkEmailInterval(ctx, user.confirmation_sent_at, new Date()); // throws 429 within a minute of the last
 */
export function checkEmailInterval(ctx: AuthContext, lastSentAt: Date | null, now: Date): void {
  if (!lastSentAt) return;
  const interval = ctx.options.rateLimits.emailMinIntervalSeconds * 1000;
  const waited = now.getTime() - lastSentAt.getTime();
  if (waited < interval) throw tooSoon(Math.ceil((interval - waited) / 1000));
}

/**
 * Sends (into the local mailbox) a confirmation email with a fresh link and code, replacing any
 * earlier ones (and the count of wrong tries at the old code), within the email limits: one per
 * recipient per interval, and hourly allowances per recipient, per requesting IP and in all.
 *
 * @example
 * await sendConfirmation(ctx, tx, user, 'http://localhost:4173/', requesterKey(req), new Date(), pkce);
 */
export async function sendConfirmation(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  redirectTo: string,
  requester: string,
  now: Date,
  pkce: PkceChallenge | null,
): Promise<void> {
  checkEmailInterval(ctx, user.confirmation_sent_at, now);
  takeEmailAllowance(ctx, requester, user.email);
  await writeEmail(ctx, db, user, 'signup', redirectTo, now, pkce);
}

/**
 * Writes an email of `purpose` with a fresh link and code into the mailbox, replacing that
 * purpose's earlier link, code and PKCE flow; `pkce` starts the new email's flow. The caller has
 * already checked the limits.
 *
 * @example
 * await writeEmail(ctx, tx, user, 'recovery', 'http://localhost:4173/auth/reset', new Date(), null);
 */
export async function writeEmail(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  purpose: EmailPurpose,
  redirectTo: string,
  now: Date,
  pkce: PkceChallenge | null,
): Promise<void> {
  const { columns, template, linkType, flowMethod } = EMAIL_PURPOSES[purpose];
  await replaceFlow(db, user.id, flowMethod, pkce, now);
  const token = newLinkToken();
  const otp = newOtp(ctx.options.otpLength);
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.otp} = $3, ${columns.attempts} = 0, ${columns.sentAt} = $4, updated_at = $4 where id = $1`,
    [user.id, sha256Hex(token), otpHash(user.id, otp), now],
  );
  const link = new URL(`${ctx.externalUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', linkType);
  link.searchParams.set('redirect_to', redirectTo);
  const values = { ConfirmationURL: link.href, Token: otp, TokenHash: token, SiteURL: ctx.options.siteUrl, Email: user.email, RedirectTo: redirectTo };
  const email = ctx.emails[template];
  const html = email.html.render(values, escapeHtml);
  await db.query(
    'insert into auth.mailbox (recipient, subject, text_body, html_body, kind, link, otp, sent_at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [user.email, email.subject.render(values, (value) => value), htmlToText(html), html, purpose, link.href, otp, now],
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
