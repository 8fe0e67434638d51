import type { IncomingMessage } from 'node:http';
import { limit, type AuthContext } from '../context';
import { AuthError, validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { checkMetadataSize, mergeMetadata } from '../metadata';
import { loadUserJson, type UserRow } from '../users';
import { normaliseEmail } from '../validation';
import { checkNewPassword, hashPassword, verifyPassword } from '../passwords';
import { requireUser } from '../requireUser';

/**
 * GET /user: the signed-in person's user object.
 *
 * @example
 * sendJson(req, res, 200, await getUser(ctx, req));
 */
export async function getUser(ctx: AuthContext, req: IncomingMessage): Promise<unknown> {
  const { user } = await requireUser(ctx, req);
  return loadUserJson(ctx.db, user.id);
}

/**
 * PUT /user (`updateUser`): a new password, or new `data` (user metadata). A new password is
 * checked as at sign-up and must differ from the old one; then, as GoTrue's
 * `User.UpdatePassword` does, every other session of the person is ended (their refresh tokens
 * go with them, and their access tokens stop working at once) and any emailed link or code is
 * spent, since whoever changes a password may no longer trust what the old one allowed. The
 * session that asked stays signed in. Changing the email address or phone is not implemented.
 *
 * @example
 * sendJson(req, res, 200, await updateUser(ctx, req, { password: 'a new passphrase' }));
 */
export async function updateUser(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<unknown> {
  limit(ctx.limiters.updateUser, req);
  const { user, sessionId, sessionMethods } = await requireUser(ctx, req);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const hasPassword = body.password !== undefined && body.password !== null;
  const password = stringField(body, 'password');
  const data = body.data === undefined || body.data === null ? null : objectField(body, 'data');
  const currentPassword = stringField(body, 'current_password');
  for (const name of ['nonce', 'channel', 'code_challenge', 'code_challenge_method']) stringField(body, name);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (rawEmail !== '' && normaliseEmail(rawEmail) !== user.email) {
    throw validationFailed('Changing the email address is not supported by this server');
  }
  if (phone !== '') throw validationFailed('Changing the phone number is not supported by this server');

  // Checked before any password work; checked again below on the row as it is when written.
  if (data) checkMetadataSize(mergeMetadata(user.raw_user_meta_data, data));

  let passwordHash: string | null = null;
  if (hasPassword) {
    checkNewPassword(password, ctx.options.minimumPasswordLength);
    if (!cameByEmail(sessionMethods)) await checkCurrentPassword(ctx, user, currentPassword);
    if ((await verifyPassword(password, user.encrypted_password)).matches) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, ctx.options.bcryptCost);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2,
           confirmation_token = null, confirmation_otp = null, confirmation_sent_at = null,
           recovery_token = null, recovery_otp = null, recovery_sent_at = null, updated_at = $3
         where id = $1`,
        [user.id, passwordHash, now],
      );
      // GoTrue: LogoutAllExceptMe, or Logout when the token names no session.
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
    }
    if (data) {
      const { rows } = await tx.query<{ raw_user_meta_data: Record<string, unknown> }>('select raw_user_meta_data from auth.users where id = $1 for update', [user.id]);
      const metadata = mergeMetadata(rows[0]?.raw_user_meta_data ?? {}, data);
      checkMetadataSize(metadata);
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1', [user.id, JSON.stringify(metadata), now]);
    }
    return loadUserJson(tx, user.id);
  });
  // The owner chose a new password: wrong guesses at the old one no longer matter.
  if (passwordHash) ctx.accountThrottle.succeeded(user.email);
  return updated;
}

/**
 * True for a session that came from an emailed link or code, whose holder has just proved they
 * read the account's email: GoTrue's `AuthenticationMethod.IsRecovery` (otp, magiclink,
 * recovery). Such a session may set a password without the current one; that is how a forgotten
 * password is replaced.
 */
function cameByEmail(methods: string[]): boolean {
  return methods.some((method) => method === 'otp' || method === 'magiclink' || method === 'recovery');
}

/**
 * GoTrue's `Security.UpdatePasswordRequireCurrentPassword`: the current password must come with a
 * new one, or a stolen access token could change it and sign the owner out everywhere. A wrong
 * one counts against the account as a wrong sign-in does, and a locked account is refused here too.
 */
async function checkCurrentPassword(ctx: AuthContext, user: UserRow, currentPassword: string): Promise<void> {
  if (currentPassword === '') {
    throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
  }
  ctx.accountThrottle.check(user.email, ctx.now());
  if (!(await verifyPassword(currentPassword, user.encrypted_password)).matches) {
    ctx.accountThrottle.failed(user.email, ctx.now());
    throw new AuthError(400, 'current_password_invalid', 'Current password required when setting new password.');
  }
}
