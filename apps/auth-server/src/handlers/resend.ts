import type { IncomingMessage } from 'node:http';
import { limit, requesterKey, takeEmailAllowance, type AuthContext } from '../context';
import { badRequest, validationFailed } from '../http/errors';
import { objectField, stringField } from '../http/fields';
import { findUserByEmail } from '../users';
import { normaliseEmail } from '../validation';
import { readPkce } from '../flowState';
import { answerAfterFloor, sendConfirmation } from '../mail';

const RESEND_TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change']);

/**
 * POST /resend (`resend({ type: 'signup', email })`): mails the confirmation again, with a new
 * link and code, to an address that has signed up and not confirmed, unless one went to it within
 * `max_frequency`. Every address gets the same `{}`, sent or not (GoTrue answers a 429 within the
 * interval, but only for an account), costs the same email allowance and takes at least
 * `EMAIL_ANSWER_FLOOR_MS`; there are no email or phone changes here, so those types send nothing.
 *
 * @example
 * sendJson(req, res, 200, await resend(ctx, req, url, { type: 'signup', email: 'ada@example.org' })); // {}
 */
export async function resend(ctx: AuthContext, req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<Record<string, never>> {
  const started = performance.now();
  limit(ctx.limiters.resend, req);
  const type = stringField(body, 'type');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  objectField(body, 'gotrue_meta_security');
  // GoTrue's checks, in its order and words.
  if (!RESEND_TYPES.has(type)) throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  const pkce = type === 'signup' || type === 'email_change' ? readPkce(body) : null;
  if (rawEmail === '' && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (phone === '' && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided.');
  if (rawEmail === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('Missing email address or phone number');
  }
  const email = normaliseEmail(rawEmail);
  const redirectTo = ctx.redirects.forRequest(req, url);
  return answerAfterFloor(started, async () => {
    takeEmailAllowance(ctx, requesterKey(req), email);
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      if (!user || type !== 'signup' || user.email_confirmed_at) return;
      await sendConfirmation(ctx, tx, user, redirectTo, ctx.now(), pkce);
    });
    return {};
  });
}
