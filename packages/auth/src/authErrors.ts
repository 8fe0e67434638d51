/*
 * What the reader is told when the sign-in service itself fails, rather than their input.
 * Kept free of supabase-js imports: the provider uses it before (or without) downloading the client.
 */

/** How long one auth request may take before the client gives up on it (see `createAuthClient`). */
export const DEFAULT_AUTH_TIMEOUT_MS = 8_000;

/**
 * The messages `useAuth()` returns when the sign-in service fails, in place of the technical
 * words the network or a gateway gives ("fetch failed", "Service Unavailable", an HTML page).
 */
export const authServiceMessages = {
  /** No connection: the service is down, or the reader is offline. */
  unreachable: "We couldn't reach the sign-in service. Check your internet connection and try again.",
  /** The service did not answer within the client's time limit. */
  timeout: 'The sign-in service is taking too long to answer. Please try again in a moment.',
  /** The service or the gateway in front of it answered with a server error (500-599). */
  unavailable: "The sign-in service isn't working right now. Please try again in a few minutes.",
} as const;

/** Thrown by the client's fetch when an auth request runs past its time limit. */
export class AuthTimeoutError extends Error {
  override readonly name = 'AuthTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(authServiceMessages.timeout);
  }
}

/**
 * The reader's message for a failure of the service itself, or undefined when the failure is an
 * answer about their request (a wrong password, say), whose own words should be shown.
 * supabase-js reports every failed fetch, 5xx and Cloudflare 52x as `AuthRetryableFetchError`
 * (status 0 for no answer at all); it is recognised by name so that supabase-js need not be loaded.
 *
 * @example
 * serviceFailureMessage({ name: 'AuthRetryableFetchError', status: 503, message: 'Service Unavailable' });
 * // "The sign-in service isn't working right now. Please try again in a few minutes."
 * serviceFailureMessage({ name: 'AuthApiError', status: 400, message: 'Invalid login credentials' }); // undefined
 */
export function serviceFailureMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { name, status, message } = error as { name?: unknown; status?: unknown; message?: unknown };
  if (name === 'AuthTimeoutError' || message === authServiceMessages.timeout) return authServiceMessages.timeout;
  if (name !== 'AuthRetryableFetchError') return undefined;
  return typeof status === 'number' && status >= 500 ? authServiceMessages.unavailable : authServiceMessages.unreachable;
}
