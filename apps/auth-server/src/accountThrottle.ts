import { createHash } from 'node:crypto';
import { AuthError } from './http/errors';

/*
 * Per-account throttling of wrong passwords (OWASP ASVS 4, 2.2.1: no more than 100 failed
 * attempts an hour on one account), on top of the per-IP limits, which a guesser with many
 * addresses gets round. GoTrue has no such setting; a hosted project does it with the password
 * verification attempt hook (`[auth.hook.password_verification_attempt]`).
 *
 * The first FREE_FAILURES wrong passwords cost nothing (people mistype); each one after that locks
 * the account for twice as long as the last (2 s, 4 s, 8 s, ... up to 15 minutes), from every
 * address. While locked, every password is refused with a 429 without being checked, the right
 * one too, so a locked account tells a guesser nothing. That caps a guesser at 17 tries in the
 * first hour and 4 an hour after. A right password outside a lock, or a new password chosen
 * through an emailed link or code, starts the count again; recovery by email is never throttled
 * here, so the owner always has a way in. Addresses without an account are counted the same way,
 * so a lock does not show whether an account exists. Counts are kept in memory, by a hash of the
 * address, and forgotten an hour after the last wrong password.
 */

/** Wrong passwords in a row that cost nothing. */
export const FREE_FAILURES = 5;
/** The longest lock, in seconds. */
export const MAX_LOCK_SECONDS = 15 * 60;
/** A count with no new wrong password for this long is forgotten. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/**
 * How long an account is locked after its `failures`-th wrong password in a row, in seconds.
 *
 * @example
 * lockSecondsAfter(5); // 0
 * lockSecondsAfter(6); // 2
 * lockSecondsAfter(7); // 4
 */
export function lockSecondsAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);
}

interface Entry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/**
 * The account's lock as an answer: 429, GoTrue's request-limit code, when to try again (also as
 * Retry-After), and the way round it.
 */
function lockedOut(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-in attempts for this account. Try again in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}, or reset your password by email.`,
    {},
    { 'Retry-After': String(secondsLeft) },
  );
}

/**
 * The counts of wrong passwords, by account (a normalised email address).
 *
 * @example
 * throttle.check(email, now);            // throws 429 while locked
 * if (!matches) throttle.failed(email, now);
 * else throttle.succeeded(email);
 */
export function createAccountThrottle({ maxKeys = 100_000 }: { maxKeys?: number } = {}) {
  const entries = new Map<string, Entry>();
  const keyOf = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

  function entryFor(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailureAt > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Throws the 429 while the account is locked. */
    check(email: string, now: Date): void {
      const entry = entryFor(keyOf(email), now.getTime());
      if (entry && entry.lockedUntil > now.getTime()) throw lockedOut(Math.ceil((entry.lockedUntil - now.getTime()) / 1000));
    },
    /** Counts a wrong password; past the free ones, locks the account. */
    failed(email: string, now: Date): void {
      const key = keyOf(email);
      const time = now.getTime();
      let entry = entryFor(key, time);
      if (!entry) {
        // Bound memory under a flood of addresses: forget the oldest (a Map keeps insertion order).
        if (entries.size >= maxKeys) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entry = { failures: 0, lastFailureAt: time, lockedUntil: 0 };
        entries.set(key, entry);
      }
      entry.failures += 1;
      entry.lastFailureAt = time;
      entry.lockedUntil = time + lockSecondsAfter(entry.failures) * 1000;
    },
    /** A right password, or a new one chosen by the owner: the count starts again. */
    succeeded(email: string): void {
      entries.delete(keyOf(email));
    },
    /** Drops counts that are forgotten anyway. */
    prune(now = Date.now()): void {
      for (const [key, entry] of entries) if (now - entry.lastFailureAt > FORGET_AFTER_MS) entries.delete(key);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
