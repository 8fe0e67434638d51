import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../context';
import { AuthError, validationFailed } from '../http/errors';
import { findUserById, type UserRow } from '../users';
import { isUuid } from '../validation';

interface Authenticated {
  user: UserRow;
  sessionId: string | null;
  /** How the session came to be (its amr methods, as stored); empty for a token without a session. */
  sessionMethods: string[];
}

/**
 * Identifies the caller by their bearer access token, with GoTrue's errors: 401 without a token,
 * 403 for a bad or expired one, or when its user or session no longer exists.
 *
 * @example
 * const { user, sessionId } = await requireUser(ctx, req);
 */
export async function requireUser(ctx: AuthContext, req: IncomingMessage): Promise<Authenticated> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await ctx.jwt.verify(match[1] as string);
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (sessionId === undefined || sessionId === null) return { user, sessionId: null, sessionMethods: [] };
  const { rows } = isUuid(sessionId)
    ? await ctx.db.query<{ id: string; amr: Array<{ method: string }> }>('select id, amr from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id])
    : { rows: [] };
  if (!rows[0]) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, sessionId: sessionId as string, sessionMethods: rows[0].amr.map((entry) => entry.method) };
}

/**
 * POST /logout?scope=global|local|others: ends sessions; their refresh tokens go with them. No
 * scope (or an empty one) is global, as in GoTrue: sign out on every device.
 *
 * @example
 * await logout(ctx, req, new URL('http://x/auth/v1/logout?scope=others'));
 */
export async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const { user, sessionId } = await requireUser(ctx, req);
  const scope = url.searchParams.get('scope') || 'global';
  if (scope === 'global' || (scope === 'local' && !sessionId)) {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
  } else {
    throw validationFailed(`Unsupported logout scope "${scope.slice(0, 40)}"`);
  }
}
