import { readEmailLink } from './emailLink';

/** supabase-js keeps the session under this key (docs/auth-contract.md, section 9). */
export function storageKeyFor(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this page has anything for the auth client to do right away: a stored
 * session to restore or refresh, or a sign-in link's tokens or code in the address.
 * When it has not, the client (and supabase-js with it) is not downloaded at all
 * until the reader signs in or up: most readers never need it. A page can ask the
 * same question before it renders anything that shows the signed-in state.
 *
 * @example
 * if (hasAuthWork(import.meta.env.VITE_SUPABASE_URL)) showAccountMenu();
 */
export function hasAuthWork(url: string): boolean {
  try {
    if (window.localStorage.getItem(storageKeyFor(url)) !== null) return true;
  } catch {
    return true; // storage blocked: let the client decide what it can restore
  }
  return readEmailLink(window.location.href) !== null;
}

