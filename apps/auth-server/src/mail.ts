// The emails that carry a link and a code (sign-up confirmation, recovery): writing them into the
// mailbox, how often, and how their codes are kept. Sign-up, resend, recovery and verify share it.
import type { AuthContext } from './context';
import { escapeHtml, htmlToText, type EmailTemplateName } from './emailTemplates';
import { replaceFlow, type PkceChallenge } from './flowState';
import { newLinkToken, newOtp, sha256Hex } from './tokens';
import type { Queryable, UserRow } from './users';

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

/**
 * True within the interval after the last email of one kind to one person (GoTrue's
 * `max_frequency`). GoTrue answers a request then with a 429 for an account and a 200 for an
 * unknown address, which tells a stranger which addresses have accounts; here every address gets
 * the same 200 and nothing is sent.
 *
 * @example
 * if (withinEmailInterval(ctx, user.confirmation_sent_at, now)) return; // silently
 */
export function withinEmailInterval(ctx: AuthContext, lastSentAt: Date | null, now: Date): boolean {
  if (!lastSentAt) return false;
  return now.getTime() - lastSentAt.getTime() < ctx.options.rateLimits.emailMinIntervalSeconds * 1000;
}

/**
 * The least time sign-up, resend and recovery take to answer, in ms. Writing an email takes a few
 * milliseconds that an address without one to send does not need; answering all no sooner than
 * this hides that difference from anyone timing the answers. Far above the work itself.
 */
export const EMAIL_ANSWER_FLOOR_MS = 150;

/**
 * Runs `work` and answers no sooner than `EMAIL_ANSWER_FLOOR_MS` after `started`, whether it
 * succeeded or failed.
 *
 * @example
 * return answerAfterFloor(performance.now(), () => ctx.db.transaction(...));
 */
export async function answerAfterFloor<T>(started: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    const wait = EMAIL_ANSWER_FLOOR_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Sends (into the local mailbox) a confirmation email with a fresh link and code, replacing any
 * earlier ones (and the count of wrong tries at the old code), unless one went to this person
 * within the interval. The caller has taken the hourly allowances.
 *
 * @example
 * await sendConfirmation(ctx, tx, user, 'http://localhost:4173/', new Date(), pkce);
 */
export async function sendConfirmation(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  redirectTo: string,
  now: Date,
  pkce: PkceChallenge | null,
): Promise<boolean> {
  if (withinEmailInterval(ctx, user.confirmation_sent_at, now)) return false;
  await writeEmail(ctx, db, user, 'signup', redirectTo, now, pkce);
  return true;
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
