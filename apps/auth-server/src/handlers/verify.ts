import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientInfo, limit, type AuthContext } from '../context';
import { AuthError, otpExpired, validationFailed } from '../http/errors';
import { stringField } from '../http/fields';
import { safeEqual, sha256Hex } from '../tokens';
import { confirmUser, findUserByEmail, issueSession, type Queryable, type SessionJson, type UserRow } from '../users';
import { EMAIL_PURPOSES, otpHash, type EmailPurpose } from '../mail';

/** Every type GoTrue knows; this server sends only sign-up and recovery emails, so the rest never match. */
const KNOWN_TYPES = new Set(['signup', 'email', 'invite', 'magiclink', 'recovery', 'email_change', 'sms', 'phone_change']);

/**
 * Which pending emails a verification type may use, as GoTrue looks them up: `email` is either
 * kind (its confirmation first, then its recovery).
 */
const PURPOSES_BY_TYPE: Record<string, EmailPurpose[]> = {
  signup: ['signup'],
  recovery: ['recovery'],
  email: ['signup', 'recovery'],
};

function checkType(type: string): void {
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (!KNOWN_TYPES.has(type)) throw validationFailed('Unsupported verification type');
}

/** GoTrue's answer to a wrong, used or old code (the link's answer is `otpExpired`). */
const codeExpired = (): AuthError => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * How long an emailed link lasts. A confirmation link only confirms an address whose owner chose
 * the password, so it lasts a day (GoTrue's default); a recovery link hands over the account,
 * so it lasts as long as the code (`otp_expiry`, an hour), as on hosted projects.
 */
function linkLifetimeSeconds(ctx: AuthContext, purpose: EmailPurpose): number {
  return purpose === 'signup' ? ctx.options.confirmationLinkLifetimeSeconds : ctx.options.otpLifetimeSeconds;
}

/** True when the email was sent longer than `lifetimeSeconds` ago (or never). */
function isExpired(sentAt: Date | null, now: Date, lifetimeSeconds: number): boolean {
  if (!sentAt) return true;
  return now.getTime() - sentAt.getTime() > lifetimeSeconds * 1000;
}

/**
 * Wrong tries one emailed code may take before it is spent. A six-digit code is one in a
 * million, so five tries give a guesser a one-in-200,000 chance per email, and emails to one
 * address are limited (one a minute, a few an hour). Spending the code, rather than locking the
 * account for a while, bounds the guesses per code without a clock, and cannot lock the owner out:
 * the link in the same email still works, and a new email brings a new code.
 */
export const MAX_CODE_ATTEMPTS = 5;

/** Counts a wrong code against one of the account's codes; the last allowed wrong try spends it. */
async function countWrongCode(db: Queryable, userId: string, purpose: EmailPurpose): Promise<void> {
  const { otp, attempts } = EMAIL_PURPOSES[purpose].columns;
  await db.query(
    `update auth.users set ${attempts} = ${attempts} + 1,
       ${otp} = case when ${attempts} + 1 >= $2 then null else ${otp} end
     where id = $1`,
    [userId, MAX_CODE_ATTEMPTS],
  );
}

interface Verified {
  user: UserRow;
  purpose: EmailPurpose;
}

/** The account whose pending email of one of `purposes` carries this link token, if it is still valid. */
async function userByLinkToken(ctx: AuthContext, db: Queryable, token: string, purposes: EmailPurpose[], now: Date): Promise<Verified | undefined> {
  for (const purpose of purposes) {
    const { columns } = EMAIL_PURPOSES[purpose];
    const { rows } = await db.query<UserRow>(`select * from auth.users where ${columns.token} = $1 for update`, [sha256Hex(token)]);
    const user = rows[0];
    if (user) return isExpired(user[columns.sentAt], now, linkLifetimeSeconds(ctx, purpose)) ? undefined : { user, purpose };
  }
  return undefined;
}

/**
 * The account whose pending code of one of `purposes` is `token`. A wrong code counts against
 * each code it was tried for; a right but old one fails without counting.
 */
async function userByCode(ctx: AuthContext, db: Queryable, email: string, token: string, purposes: EmailPurpose[], now: Date): Promise<Verified | undefined> {
  const user = await findUserByEmail(db, email, true);
  if (!user) return undefined;
  const pending = purposes.filter((purpose) => user[EMAIL_PURPOSES[purpose].columns.otp]);
  const matched = pending.find((purpose) => safeEqual(user[EMAIL_PURPOSES[purpose].columns.otp] as string, otpHash(user.id, token)));
  if (!matched) {
    // Committed although the answer is an error: that is what makes the count hold.
    for (const purpose of pending) await countWrongCode(db, user.id, purpose);
    return undefined;
  }
  return isExpired(user[EMAIL_PURPOSES[matched].columns.sentAt], now, ctx.options.otpLifetimeSeconds) ? undefined : { user, purpose: matched };
}

/**
 * Spends the email's link and code. Confirming signs the address as confirmed; following a
 * recovery email does too (it proves the address), as GoTrue's recoverVerify does.
 */
async function spendEmail(db: Queryable, { user, purpose }: Verified, now: Date): Promise<void> {
  if (purpose === 'recovery') {
    await db.query('update auth.users set recovery_token = null, recovery_otp = null, updated_at = $2 where id = $1', [user.id, now]);
    if (user.email_confirmed_at) return;
  }
  await confirmUser(db, user.id, now);
}

/**
 * The type named in the redirect, as GoTrue names it: `email` becomes what it turned out to be
 * (`magiclink` for a recovery email, which signs in without asking for a new password).
 */
function resolvedType(type: string, purpose: EmailPurpose): string {
  if (type !== 'email') return type;
  return purpose === 'signup' ? 'signup' : 'magiclink';
}

/**
 * GET /verify: the emailed link. Always ends in a 303 back to the site: with the session in
 * the URL hash (implicit flow), with `?code=` (PKCE flow), or with an error in the hash.
 *
 * @example
 * sendRedirect(req, res, (await verifyLink(ctx, req, url)).redirect);
 */
export async function verifyLink(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<{ redirect: string }> {
  limit(ctx.limiters.verify, req);
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  checkType(type);
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const target = new URL(ctx.redirects.forRequest(req, url));

  type Outcome = { code: string } | { type: string; session: SessionJson } | null;
  const result = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const now = ctx.now();
    const verified = await userByLinkToken(ctx, tx, token, PURPOSES_BY_TYPE[type] ?? [], now);
    if (!verified) return null;
    await spendEmail(tx, verified, now);
    const { rows: flows } = await tx.query<{ id: string }>(
      'select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
      [verified.user.id, EMAIL_PURPOSES[verified.purpose].flowMethod],
    );
    const flow = flows[0];
    if (flow) {
      const code = randomBytes(16).toString('hex');
      await tx.query('update auth.flow_state set auth_code = $2, auth_code_issued_at = $3, updated_at = $3 where id = $1', [
        flow.id,
        sha256Hex(code),
        now,
      ]);
      return { code };
    }
    return { type: resolvedType(type, verified.purpose), session: await issueSession(ctx, tx, verified.user.id, 'otp', now, clientInfo(req)) };
  });

  if (!result) {
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }).toString();
  } else if ('code' in result) {
    target.searchParams.set('code', result.code);
  } else {
    const { session } = result;
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: result.type,
    }).toString();
  }
  return { redirect: target.href };
}

/**
 * POST /verify: `{ token_hash, type }` from a link, or `{ email, token, type }` with the emailed
 * code; `type` is `signup`, `recovery` or `email` (either).
 *
 * @example
 * await verifyCode(ctx, req, { email: 'ada@example.org', token: '123456', type: 'recovery' });
 */
export async function verifyCode(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<SessionJson> {
  limit(ctx.limiters.verify, req);
  const type = stringField(body, 'type');
  const tokenHash = stringField(body, 'token_hash');
  const token = stringField(body, 'token');
  const email = stringField(body, 'email').trim().toLowerCase();
  const phone = stringField(body, 'phone');
  stringField(body, 'redirect_to');
  checkType(type);
  if (tokenHash === '' && (token === '' || (email === '' && phone === ''))) {
    throw validationFailed('Verify requires a token or a token hash');
  }
  const purposes = PURPOSES_BY_TYPE[type] ?? [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const verified =
      tokenHash !== ''
        ? await userByLinkToken(ctx, tx, tokenHash, purposes, now)
        : email !== '' && email.length <= 255
          ? await userByCode(ctx, tx, email, token, purposes, now)
          : undefined;
    if (!verified) return null;
    await spendEmail(tx, verified, now);
    return issueSession(ctx, tx, verified.user.id, 'otp', now, clientInfo(req));
  });
  if (!outcome) throw tokenHash !== '' ? otpExpired() : codeExpired();
  return outcome;
}
