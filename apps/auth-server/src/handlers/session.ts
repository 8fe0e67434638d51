import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireUser } from '../requireUser';

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
