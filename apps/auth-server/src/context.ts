import type { IncomingMessage } from 'node:http';
import type { ResolvedOptions } from './config';
import { AuthError, requestRateLimited } from './http/errors';
import { clientIp } from './http/io';
import type { RateLimiter } from './rateLimit';
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
  limiters: {
    token: RateLimiter;
    signup: RateLimiter;
    verify: RateLimiter;
    /** One shared bucket for every email the server sends. */
    email: RateLimiter;
  };
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
  if (!limiter.take(clientIp(req))) throw requestRateLimited();
}

/**
 * Spends one email from the server-wide allowance, or answers GoTrue's 429.
 *
 * @example
 * takeEmailAllowance(ctx); // before writing a message to the mailbox
 */
export function takeEmailAllowance(ctx: AuthContext): void {
  if (!ctx.limiters.email.take('all')) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
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
