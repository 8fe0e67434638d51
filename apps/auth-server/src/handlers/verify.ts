import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientInfo, limit, type AuthContext } from '../context';
import { otpExpired, validationFailed } from '../http/errors';
import { stringField } from '../http/fields';
import { safeEqual, sha256Hex } from '../tokens';
import { confirmUser, findUserByEmail, issueSession, type Queryable, type UserRow } from '../users';
import { headerString } from './signup';
import { otpHash } from './mail';

/** Every type GoTrue knows; this server issues only signup/email ones, so the rest never match. */
const KNOWN_TYPES = new Set(['signup', 'email', 'invite', 'magiclink', 'recovery', 'email_change', 'sms', 'phone_change']);
const EMAIL_CONFIRMATION_TYPES = new Set(['signup', 'email']);

function checkType(type: string): void {
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (!KNOWN_TYPES.has(type)) throw validationFailed('Unsupported verification type');
}

/** True when the email that carried the link or code was sent longer than `lifetimeSeconds` ago. */
function isExpired(user: UserRow, now: Date, lifetimeSeconds: number): boolean {
  if (!user.confirmation_sent_at) return true;
  return now.getTime() - user.confirmation_sent_at.getTime() > lifetimeSeconds * 1000;
}

/**
 * Wrong tries one emailed code may take before it is spent. A six-digit code is one in a
 * million, so five tries give a guesser a one-in-200,000 chance per email, and emails to one
 * address are limited (one a minute, a few an hour). Spending the code, rather than locking the
 * account for a while, bounds the guesses per code without a clock, and cannot lock the owner out:
 * the link in the same email still works, and a new email brings a new code.
 */
export const MAX_CODE_ATTEMPTS = 5;

/** Counts a wrong code against the account; the last allowed wrong try spends the code. */
async function countWrongCode(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_otp_attempts = confirmation_otp_attempts + 1,
       confirmation_otp = case when confirmation_otp_attempts + 1 >= $2 then null else confirmation_otp end
     where id = $1`,
    [userId, MAX_CODE_ATTEMPTS],
  );
}

async function userByLinkToken(db: Queryable, tokenHash: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where confirmation_token = $1 for update', [sha256Hex(tokenHash)]);
  return rows[0];
}

/**
 * GET /verify: the confirmation link. Always ends in a 303 back to the site: with the session in
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
  const target = new URL(ctx.redirects.choose(url.searchParams.get('redirect_to') ?? undefined, headerString(req.headers.referer)));

  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!EMAIL_CONFIRMATION_TYPES.has(type)) return null;
    const user = await userByLinkToken(tx, token);
    if (!user || isExpired(user, now, ctx.options.confirmationLinkLifetimeSeconds)) return null;
    await confirmUser(tx, user.id, now);
    const { rows: flows } = await tx.query<{ id: string }>(
      "select id from auth.flow_state where user_id = $1 and authentication_method = 'email/signup' order by created_at desc limit 1",
      [user.id],
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
    return { session: await issueSession(ctx, tx, user.id, 'otp', now, clientInfo(req)) };
  });

  if (!result) {
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }).toString();
  } else if (result.code !== undefined) {
    target.searchParams.set('code', result.code);
  } else if (result.session) {
    const { session } = result;
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    }).toString();
  }
  return { redirect: target.href };
}

/**
 * POST /verify: `{ token_hash, type }` from a link, or `{ email, token, type }` with the emailed code.
 *
 * @example
 * await verifyCode(ctx, req, { email: 'ada@example.org', token: '123456', type: 'email' });
 */
export async function verifyCode(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<unknown> {
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
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!EMAIL_CONFIRMATION_TYPES.has(type)) return null;
    let user: UserRow | undefined;
    if (tokenHash !== '') {
      const linked = await userByLinkToken(tx, tokenHash);
      if (linked && !isExpired(linked, now, ctx.options.confirmationLinkLifetimeSeconds)) user = linked;
    } else if (email !== '' && email.length <= 255) {
      const candidate = await findUserByEmail(tx, email, true);
      if (candidate?.confirmation_otp) {
        if (!safeEqual(candidate.confirmation_otp, otpHash(candidate.id, token))) {
          // Committed although the answer is an error: that is what makes the count hold.
          await countWrongCode(tx, candidate.id);
        } else if (!isExpired(candidate, now, ctx.options.otpLifetimeSeconds)) {
          user = candidate;
        }
      }
    }
    if (!user) return null;
    await confirmUser(tx, user.id, now);
    return issueSession(ctx, tx, user.id, 'otp', now, clientInfo(req));
  });
  if (!outcome) throw otpExpired();
  return outcome;
}
