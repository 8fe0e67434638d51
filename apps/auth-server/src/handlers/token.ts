import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientInfo, limit, type AuthContext } from '../context';
import { AuthError, badRequest, invalidCredentials, validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { openWithParent, safeEqual, sha256Hex } from '../tokens';
import { hashPassword, verifyPassword } from '../passwords';
import { isValidEmailFormat } from '../validation';
import { findUserByEmail, insertRefreshToken, issueSession, sessionJson, type Queryable, type SessionRow } from '../users';

/**
 * POST /token: `grant_type` is password, refresh_token or pkce.
 *
 * @example
 * await token(ctx, req, new URL('http://x/auth/v1/token?grant_type=password'), { email, password });
 */
export async function token(ctx: AuthContext, req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<unknown> {
  limit(ctx.limiters.token, req);
  const grantType = url.searchParams.get('grant_type');
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, req, body);
    case 'refresh_token':
      return refreshGrant(ctx, body);
    case 'pkce':
      return pkceGrant(ctx, req, body);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<unknown> {
  const email = stringField(body, 'email').trim().toLowerCase();
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  objectField(body, 'gotrue_meta_security');
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (email === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  // No account can have an address that fails the sign-up check, so such a request needs no lookup.
  if (!isValidEmailFormat(email)) throw invalidCredentials();
  // A locked account is refused before its password is checked, whichever password it is.
  ctx.accountThrottle.check(email, ctx.now());
  const user = await findUserByEmail(ctx.db, email);
  // An unknown address is checked against a dummy hash, so it takes as long as a wrong password.
  const { matches, outdated } = await verifyPassword(password, user?.encrypted_password ?? ctx.dummyHash);
  if (!user || !matches) {
    ctx.accountThrottle.failed(email, ctx.now());
    throw invalidCredentials();
  }
  ctx.accountThrottle.succeeded(email);
  // A hash of the old kind (the password's own bytes) is replaced now that the password is known.
  const upgraded = outdated ? await hashPassword(password, ctx.options.bcryptCost) : null;
  // Only someone who knows the password learns that the address awaits confirmation.
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction(async (tx) => {
    if (upgraded) await tx.query('update auth.users set encrypted_password = $2 where id = $1 and encrypted_password = $3', [user.id, upgraded, user.encrypted_password]);
    return issueSession(ctx, tx, user.id, 'password', ctx.now(), clientInfo(req));
  });
}

/** GoTrue's tokens are 12 characters; ours 32. Anything else is not a token we could have issued. */
const REFRESH_TOKEN_SHAPE = /^[a-z0-9]{12,64}$/;

interface RefreshRow {
  id: number;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

/** How many rotations back a spent token may be and still lead to the live one (a bound, not a policy). */
const MAX_CHAIN_WALK = 100;

/**
 * From a spent token to the chain's live token: each rotated token is sealed under its parent
 * (see sealWithParent), so whoever holds a token can open its child, and that child's child.
 * Undefined when the walk does not reach `liveId`.
 */
async function liveTokenFrom(db: Queryable, spent: { id: number; token: string }, liveId: number): Promise<string | undefined> {
  let current = spent;
  for (let step = 0; step < MAX_CHAIN_WALK; step++) {
    const { rows } = await db.query<{ id: number; sealed_token: string | null }>(
      'select id, sealed_token from auth.refresh_tokens where parent_id = $1 order by id desc limit 1',
      [current.id],
    );
    const child = rows[0];
    const token = child?.sealed_token ? openWithParent(child.sealed_token, current.token) : undefined;
    if (!child || token === undefined) return undefined;
    if (Number(child.id) === liveId) return token;
    current = { id: Number(child.id), token };
  }
  return undefined;
}

/**
 * Rotation as GoTrue does it: a live token is spent and replaced by one child. A spent token
 * presented again within the reuse interval (a client whose answer was lost, or eight tabs
 * refreshing at once) gets the chain's live token back, never a new one, so a session is always
 * one chain with one live token. After the interval, a spent token is taken as stolen and the
 * whole chain is revoked.
 */
async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<unknown> {
  const presented = stringField(body, 'refresh_token');
  if (!REFRESH_TOKEN_SHAPE.test(presented)) throw validationFailed('Refresh token is not valid');
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { rows } = await tx.query<RefreshRow>(
      'select id, user_id, session_id, revoked, updated_at from auth.refresh_tokens where token = $1 for update',
      [sha256Hex(presented)],
    );
    const row = rows[0];
    if (!row) return { error: 'not_found' as const };
    const { rows: sessions } = await tx.query<SessionRow>('select id, user_id, aal, amr from auth.sessions where id = $1', [row.session_id]);
    const session = sessions[0];
    if (!session) return { error: 'not_found' as const };
    const spent = { id: Number(row.id), token: presented };
    let refreshToken: string;
    if (row.revoked) {
      const reuseWindow = ctx.options.refreshTokenReuseIntervalSeconds * 1000;
      // A chain ended for reuse has no live token left; its tokens were revoked just now, but that
      // must not open the window for them.
      const { rows: live } = await tx.query<{ id: number }>(
        'select id from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      if (now.getTime() - row.updated_at.getTime() >= reuseWindow || !live[0]) {
        // A spent token came back: someone may have copied it. End the whole chain, as GoTrue does.
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1', [row.session_id, now]);
        return { error: 'reused' as const };
      }
      const liveToken = await liveTokenFrom(tx, spent, Number(live[0].id));
      // Only a chain stored before tokens were sealed can fail to lead to its live token; the live
      // token's holder keeps the session, and no second branch is started for this caller.
      if (liveToken === undefined) return { error: 'reused' as const };
      refreshToken = liveToken;
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [row.id, now]);
      refreshToken = await insertRefreshToken(tx, row.user_id, session.id, spent, now);
    }
    await tx.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [session.id, now]);
    return { session: await sessionJson(ctx, tx, session, refreshToken, now) };
  });
  if ('error' in outcome) {
    // Thrown only after the transaction committed, so the chain stays revoked.
    if (outcome.error === 'reused') {
      throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return outcome.session;
}

interface FlowRow {
  id: string;
  user_id: string;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: string;
  auth_code_issued_at: Date | null;
}

/** How long an auth code from a confirmation link may wait for its exchange (GoTrue: 5 minutes). */
const FLOW_STATE_LIFETIME_MS = 5 * 60 * 1000;

async function pkceGrant(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<unknown> {
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (authCode === '' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { rows } = await tx.query<FlowRow>(
      'select * from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update',
      [sha256Hex(authCode)],
    );
    const flow = rows[0];
    if (!flow || !flow.auth_code_issued_at) {
      return new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (now.getTime() - flow.auth_code_issued_at.getTime() > FLOW_STATE_LIFETIME_MS) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const expected =
      flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (!safeEqual(expected, flow.code_challenge)) {
      return new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    // One exchange per code.
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return issueSession(ctx, tx, flow.user_id, flow.authentication_method, now, clientInfo(req));
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
