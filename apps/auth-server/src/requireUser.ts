import type { IncomingMessage } from 'node:http';
import type { AuthContext } from './context';
import { AuthError } from './http/errors';
import { findUserById, type UserRow } from './users';
import { isUuid } from './validation';

export interface Authenticated {
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
