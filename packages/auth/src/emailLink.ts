/*
 * What an emailed link (a sign-up confirmation or a password reset) leaves in the address when it
 * brings the reader back: a PKCE `?code=` (the auth server's `/verify` redirect), a
 * `?token_hash=...&type=signup` (an email that links to the site itself, verified by a POST only
 * when the reader asks, so a mail scanner's GET spends nothing), the session in the hash
 * (`#access_token=...&type=signup`, the implicit flow, which this package never asks for), or an
 * error (`#error=access_denied&error_code=otp_expired&error_description=...`).
 * Kept free of supabase-js imports, like authWork.ts: the provider reads the address before the
 * client is downloaded, because the client consumes it.
 */

/** What the address says about the link, before the client has done anything with it. */
export interface EmailLinkInAddress {
  /** `signup`, `recovery`, `magiclink`...: the link's `type`; unknown for a PKCE `?code=`. */
  type?: string;
  /** Present when the auth server refused the link. */
  error?: { code?: string; description?: string };
  /**
   * What signs the reader in: a PKCE `code` (exchanged with this browser's verifier), a
   * `token-hash` (verified when the reader asks) or a `session` (tokens in the hash). Absent for
   * an error.
   */
  carries?: 'code' | 'token-hash' | 'session';
}

/** Everything an auth redirect may put in the hash or the query, and nothing else. */
const LINK_PARAMS = [
  'access_token', 'refresh_token', 'expires_at', 'expires_in', 'token_type', 'type', 'provider_token',
  'provider_refresh_token', 'error', 'error_code', 'error_description', 'sb', 'code', 'sb_flow_id', 'token_hash',
];

/**
 * Reads an emailed link's outcome from an address, or null when it carries none.
 *
 * Self-contained (it uses only `URL` and `URLSearchParams`): a page can run its source in an
 * inline script, to know before its first paint whether it was opened from an emailed link.
 *
 * @example
 * readEmailLink('https://site.example/#error=access_denied&error_code=otp_expired');
 * // { error: { code: 'otp_expired', description: undefined } }
 */
export function readEmailLink(href: string): EmailLinkInAddress | null {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const query = url.searchParams;
  const pick = (name: string) => hash.get(name) ?? query.get(name) ?? undefined;
  const code = pick('error_code') ?? pick('error');
  const description = pick('error_description');
  if (code !== undefined || description !== undefined) return { error: { code, description } };
  if (hash.has('access_token')) return { type: hash.get('type') ?? undefined, carries: 'session' };
  if (query.has('code')) return { carries: 'code' };
  const type = query.get('type');
  if (query.has('token_hash') && type) return { type, carries: 'token-hash' };
  return null;
}

/**
 * The same address without the link's tokens, code or error: what the address bar should show
 * once the client has read them. Other query parameters stay; a hash that held only the link's
 * parameters goes, `#` included.
 *
 * @example
 * addressWithoutEmailLink('https://site.example/auth/reset?next=%2Faccount#access_token=x&type=recovery');
 * // '/auth/reset?next=%2Faccount'
 */
export function addressWithoutEmailLink(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.slice(1));
  const linkHash = [...hash.keys()].some((name) => LINK_PARAMS.includes(name));
  const keptHash = linkHash || url.hash === '#' ? '' : url.hash;
  return `${url.pathname}${url.search}${keptHash}`;
}
