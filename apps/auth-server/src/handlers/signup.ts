import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientInfo, limit, requesterKey, takeEmailAllowance, type AuthContext } from '../context';
import { AuthError, badRequest, validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { checkMetadataSize } from '../metadata';
import { findUserByEmail, insertEmailUser, issueSession, loadUserJson, replacePendingSignUp, userJson, type IdentityRow, type UserRow } from '../users';
import { normaliseEmail } from '../validation';
import { checkNewPassword, hashPassword } from '../passwords';
import { answerAfterFloor, EMAIL_PURPOSES, sendConfirmation } from '../mail';
import { readPkce, replaceFlow } from '../flowState';

/**
 * POST /signup: creates an account. With confirmation on, answers with the user alone and mails
 * a link and a code; with autoconfirm, answers with a session.
 *
 * An address that already has an account gets an answer of the same status and shape as a new
 * one (a fresh id and time, one identity), whether that account is confirmed or not, and takes as
 * long; so the answer never tells a stranger that the address is registered, nor shows the
 * earlier sign-up's id or time. A sign-up for an address that is registered but not confirmed
 * replaces the pending password and metadata and voids the earlier email's link and code:
 * whoever registered the address first, without owning it, cannot keep a password that works
 * once the owner confirms (see replacePendingSignUp).
 *
 * @example
 * sendJson(req, res, 200, await signup(ctx, req, url, { email, password }));
 */
export async function signup(ctx: AuthContext, req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<unknown> {
  const started = performance.now();
  limit(ctx.limiters.signup, req);
  const rawEmail = stringField(body, 'email');
  const password = stringField(body, 'password');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data');
  objectField(body, 'gotrue_meta_security');

  if (password === '') throw validationFailed('Signup requires a valid password');
  checkNewPassword(password, ctx.options.minimumPasswordLength);
  if (rawEmail !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  const pkce = readPkce(body);
  if (rawEmail === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw validationFailed('missing email or phone');
  }
  const email = normaliseEmail(rawEmail);
  checkMetadataSize(data);
  const redirectTo = ctx.redirects.forRequest(req, url);
  const autoconfirm = ctx.options.autoconfirm;

  return answerAfterFloor(started, async () => {
    // Hash before looking the address up, so a known and an unknown address take equally long.
    const passwordHash = await hashPassword(password, ctx.options.bcryptCost);
    // Every address costs the same email allowance, sent or not, so running out tells nothing.
    if (!autoconfirm) takeEmailAllowance(ctx, requesterKey(req), email);
    return ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const existing = await findUserByEmail(tx, email, true);
      if (existing && autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      if (existing) {
        if (!existing.email_confirmed_at) {
          await replacePendingSignUp(tx, existing.id, { passwordHash, data, now });
          await replaceFlow(tx, existing.id, EMAIL_PURPOSES.signup.flowMethod, null, now);
          await sendConfirmation(ctx, tx, existing, redirectTo, now, pkce);
        }
        return lookAlikeUser(email, data, now);
      }
      const user = await insertEmailUser(tx, { email, passwordHash, data, confirmedAt: autoconfirm ? now : null, now });
      if (autoconfirm) {
        return issueSession(ctx, tx, user.id, 'password', now, clientInfo(req));
      }
      await sendConfirmation(ctx, tx, user, redirectTo, now, pkce);
      return loadUserJson(tx, user.id);
    });
  });
}

/**
 * What a new, unconfirmed account looks like in a sign-up answer, for an address that has an
 * account already: rendered by `userJson` from a row that exists nowhere, so its shape is the
 * real one's, with a fresh id and the current time.
 */
function lookAlikeUser(email: string, data: Record<string, unknown>, now: Date): Record<string, unknown> {
  const id = randomUUID();
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: '',
    email_confirmed_at: null,
    confirmation_token: null,
    confirmation_otp: null,
    confirmation_otp_attempts: 0,
    confirmation_redirect_to: null,
    confirmation_sent_at: now,
    recovery_token: null,
    recovery_otp: null,
    recovery_otp_attempts: 0,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { ...data, ...identityData },
    is_anonymous: false,
    created_at: now,
    updated_at: now,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data: identityData,
    provider: 'email',
    email,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  return userJson(user, [identity]);
}
