import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../context';
import { AuthError } from '../http/errors';
import { findUserById, loadUserJson } from '../users';
import { isUuid } from '../validation';

/**
 * The admin API's bearer token, checked as GoTrue's `requireAdmin` does: 401 without one, 403
 * unless it is the service-role key (or another admin role) signed with this server's secret.
 */
async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  await ctx.jwt.verifyAdmin(match[1] as string);
}

/**
 * GET /auth/v1/admin/users/{id} (`auth.admin.getUserById`, which supabase-js's `deleteUser` calls
 * first), with the service-role key: the user object, or 404 `user_not_found`.
 *
 * @example
 * await getUserById(ctx, req, '3f0c...');
 */
export async function getUserById(ctx: AuthContext, req: IncomingMessage, id: string): Promise<Record<string, unknown>> {
  await requireAdmin(ctx, req);
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  if (!(await findUserById(ctx.db, id))) throw new AuthError(404, 'user_not_found', 'User not found');
  return loadUserJson(ctx.db, id);
}

/**
 * DELETE /auth/v1/admin/users/{id} (supabase-js `auth.admin.deleteUser(id)`), with the
 * service-role key: deletes the user with their identities, sessions, refresh tokens and PKCE
 * flows (the tables cascade), as GoTrue's hard delete does, and answers 200 `{}`. 404
 * `user_not_found` for an id that is not a user's.
 *
 * @example
 * await deleteUser(ctx, req, '3f0c...'); // {}
 */
export async function deleteUser(ctx: AuthContext, req: IncomingMessage, id: string): Promise<Record<string, never>> {
  await requireAdmin(ctx, req);
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const { rows } = await ctx.db.query<{ id: string }>('delete from auth.users where id = $1 returning id', [id]);
  if (!rows[0]) throw new AuthError(404, 'user_not_found', 'User not found');
  return {};
}
