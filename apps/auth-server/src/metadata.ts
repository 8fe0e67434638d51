import { validationFailed } from './http/errors';

/*
 * User metadata travels in every access token (`user_metadata`), and a token travels in a header
 * of every request. GoTrue limits only the request body, so 20 KB of sign-up metadata made a token
 * so large that every request answered 431 and the account could not even be signed out. A few
 * keys and about 1 KB of JSON are plenty for a display name and preferences, and keep a token
 * (about 1 KB without them) well under the 8 KB that servers commonly allow for a header.
 */

/** Most keys `data` may give `user_metadata` (besides the fixed sub, email, email_verified, phone_verified). */
export const MAX_METADATA_KEYS = 10;
/** Most bytes of UTF-8 JSON those keys may take. */
export const MAX_METADATA_BYTES = 1024;

/** The keys the server sets itself in `user_metadata`. */
export const FIXED_METADATA_KEYS = ['sub', 'email', 'email_verified', 'phone_verified'] as const;

/**
 * User metadata after a `PUT /user` `data`, as GoTrue's `UpdateUserMetaData` makes it: each key
 * set, a key given as null removed; the server's own keys keep their values.
 *
 * @example
 * mergeMetadata({ sub: 'u1', theme: 'dark', name: 'Ada' }, { theme: null, name: 'Ada L.' }); // { sub: 'u1', name: 'Ada L.' }
 */
export function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if ((FIXED_METADATA_KEYS as readonly string[]).includes(key)) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Checks the reader-set part of user metadata against the limits: 400 `validation_failed`,
 * saying what the limits are, when it is over.
 *
 * @example
 * checkMetadataSize({ display_name: 'Ada' }); // passes
 * checkMetadataSize({ blob: 'x'.repeat(20_000) }); // throws 400 validation_failed
 */
export function checkMetadataSize(metadata: Record<string, unknown>): void {
  const own = Object.fromEntries(Object.entries(metadata).filter(([key]) => !(FIXED_METADATA_KEYS as readonly string[]).includes(key)));
  if (Object.keys(own).length > MAX_METADATA_KEYS || Buffer.byteLength(JSON.stringify(own), 'utf8') > MAX_METADATA_BYTES) {
    throw validationFailed(`User metadata is limited to ${MAX_METADATA_KEYS} keys and ${MAX_METADATA_BYTES} bytes of JSON`);
  }
}
