import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { clientInfo, limit, requesterKey, type AuthContext } from '../context';
import { AuthError, badRequest, validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { findIdentities, findUserByEmail, insertEmailUser, issueSession, userJson } from '../users';
import { checkPasswordStrength, normaliseEmail } from '../validation';
import { sendConfirmation } from './mail';
import { readPkce } from '../flowState';

/**
 * POST /signup: creates an account. With confirmation on, answers with the user alone and mails
 * a link; with autoconfirm, answers with a session. An address that already has a confirmed
 * account gets a look-alike user with no identities (as GoTrue does), so the answer does not
 * tell a stranger whether the address is registered.
 *
 * @example
 * sendJson(req, res, 200, await signup(ctx, req, url, { email, password }));
 */
export async function signup(ctx: AuthContext, req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<unknown> {
  limit(ctx.limiters.signup, req);
  const rawEmail = stringField(body, 'email');
  const password = stringField(body, 'password');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data');
  objectField(body, 'gotrue_meta_security');

  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, ctx.options.minimumPasswordLength);
  if (rawEmail !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  const pkce = readPkce(body);
  if (rawEmail === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw validationFailed('missing email or phone');
  }
  const email = normaliseEmail(rawEmail);
  const redirectTo = ctx.redirects.forRequest(req, url);
  // Hash before looking the address up, so a known and an unknown address take equally long.
  const passwordHash = await bcrypt.hash(password, ctx.options.bcryptCost);
  const autoconfirm = ctx.options.autoconfirm;

  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const existing = await findUserByEmail(tx, email, true);
    if (existing) {
      if (existing.email_confirmed_at || autoconfirm) {
        if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        return lookAlikeUser(email, data, now);
      }
      // Registered but never confirmed: mail the link again, but change nothing else, because
      // whoever is signing up now has not proved they own the address.
      await sendConfirmation(ctx, tx, existing, redirectTo, requesterKey(req), now, pkce);
      const user = await findUserByEmail(tx, email);
      return userJson(user!, await findIdentities(tx, existing.id));
    }
    const user = await insertEmailUser(tx, { email, passwordHash, data, confirmedAt: autoconfirm ? now : null, now });
    if (autoconfirm) {
      return issueSession(ctx, tx, user.id, 'password', now, clientInfo(req));
    }
    await sendConfirmation(ctx, tx, user, redirectTo, requesterKey(req), now, pkce);
    const fresh = await findUserByEmail(tx, email);
    return userJson(fresh!, await findIdentities(tx, user.id));
  });
}

function lookAlikeUser(email: string, data: Record<string, unknown>, now: Date): Record<string, unknown> {
  const id = randomUUID();
  const stamp = now.toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: stamp,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    identities: [],
    created_at: stamp,
    updated_at: stamp,
    is_anonymous: false,
  };
}
