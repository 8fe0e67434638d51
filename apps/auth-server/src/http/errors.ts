/**
 * An error that becomes a GoTrue-shaped JSON response: `{ code, message }` with the given status.
 * Anything else thrown while handling a request becomes a 500 `unexpected_failure`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with it (Retry-After on a lock). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string): AuthError => new AuthError(400, code, message);

export const validationFailed = (message: string): AuthError => new AuthError(400, 'validation_failed', message);

export const badJson = (detail?: string): AuthError =>
  new AuthError(400, 'bad_json', detail ? `Could not parse request body as JSON: ${detail}` : 'Could not parse request body as JSON');

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const otpExpired = (): AuthError => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

export const requestRateLimited = (): AuthError =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
