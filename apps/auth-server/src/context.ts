import type { IncomingMessage } from 'node:http';
import type { AccountThrottle } from './accountThrottle';
import type { FunctionsHost } from './functions';
import type { ResolvedOptions } from './config';
import type { CompiledEmail, EmailTemplateName } from './emailTemplates';
import { AuthError, requestRateLimited } from './http/errors';
import { clientIp } from './http/io';
import { rateLimitKey, type RateLimiter } from './rateLimit';
import type { RedirectPolicy } from './redirects';
import type { Database } from './store/database';
import type { JwtService } from './tokens';

/** What every handler needs: settings, storage, signing and the limiters. */
export interface AuthContext {
  options: ResolvedOptions;
  db: Database;
  jwt: JwtService;
  redirects: RedirectPolicy;
  /** The public address of this server, for links in emails. */
  externalUrl: string;
  /** Whether /mailbox is served (see `AuthServerOptions.mailbox`). */
  mailboxMounted: boolean;
  /** The confirmation and recovery emails, compiled from their templates. */
  emails: Record<EmailTemplateName, CompiledEmail>;
  limiters: {
    token: RateLimiter;
    signup: RateLimiter;
    verify: RateLimiter;
    /** GoTrue limits these three as it does sign-up (`sign_in_sign_ups`), each on its own. */
    recover: RateLimiter;
    resend: RateLimiter;
    updateUser: RateLimiter;
    /** Emails: one shared bucket for the whole server, one per requesting IP, one per recipient. */
    email: RateLimiter;
    emailPerIp: RateLimiter;
    emailPerRecipient: RateLimiter;
  };
  /** The Edge Functions served at /functions/v1 (none when the option is off). */
  functions: FunctionsHost | undefined;
  /** Counts of wrong passwords per account (sign-in, and the current password of a change). */
  accountThrottle: AccountThrottle;
  /** A bcrypt hash of a random password: unknown emails are checked against it so they take as long. */
  dummyHash: string;
  now: () => Date;
}

/**
 * Spends one request of the caller's allowance on `limiter`, or answers 429.
 *
 * @example
 * limit(ctx.limiters.token, req); // throws 429 over_request_rate_limit when spent
 */
export function limit(limiter: RateLimiter, req: IncomingMessage): void {
  if (!limiter.take(requesterKey(req))) throw requestRateLimited();
}

/**
 * Who is asking, as the limits count people: the address, or its /64 network for IPv6.
 *
 * @example
 * takeEmailAllowance(ctx, requesterKey(req), user.email);
 */
export function requesterKey(req: IncomingMessage): string {
  return rateLimitKey(clientIp(req));
}

/**
 * Spends one email from the allowances of the whole server, of the IP that asked for it and of
 * its recipient, or answers GoTrue's 429 and spends none (all are checked before any is taken).
 *
 * @example
 * takeEmailAllowance(ctx, requesterKey(req), user.email); // before writing a message to the mailbox
 */
export function takeEmailAllowance(ctx: AuthContext, requester: string, recipient: string): void {
  const { email, emailPerIp, emailPerRecipient } = ctx.limiters;
  const allowances = [
    [email, 'all'],
    [emailPerIp, requester],
    [emailPerRecipient, recipient],
  ] as const;
  if (!allowances.every(([limiter, key]) => limiter.available(key))) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  for (const [limiter, key] of allowances) limiter.take(key);
}

/**
 * What is recorded about the device that signed in.
 *
 * @example
 * clientInfo(req); // { ip: '127.0.0.1', userAgent: 'Mozilla/5.0 ...' }
 */
export function clientInfo(req: IncomingMessage): { ip: string; userAgent: string } {
  return { ip: clientIp(req), userAgent: String(req.headers['user-agent'] ?? '') };
}
