import type { Session } from './types';

/** The sign-in methods (a token's `amr`) of a session that came from an emailed link or code. */
const EMAILED = new Set(['otp', 'magiclink', 'recovery']);

/**
 * Whether this session came from an emailed link or code (its access token's `amr` says `otp`,
 * `magiclink` or `recovery`, as GoTrue records them). The server lets such a session set a new
 * password without the current one, which is how a reset works; a page asks for the current
 * password only when this is false.
 *
 * @example
 * <SetPasswordForm onSetPassword={updatePassword} askCurrentPassword={!signedInFromEmail(session)} />
 */
export function signedInFromEmail(session: Session | null): boolean {
  const payload = session?.access_token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { amr } = JSON.parse(json) as { amr?: { method?: unknown }[] };
    return Array.isArray(amr) && amr.some((entry) => EMAILED.has(String(entry?.method)));
  } catch {
    return false;
  }
}
