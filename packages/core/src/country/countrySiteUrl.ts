import type { Country } from './detectCountry';

/**
 * The address of `country`'s site at the same path, query and hash as
 * `currentUrl`: what a "switch to the Nigeria site" link points at. Each site
 * lives at its own origin, given in `origins`.
 *
 * @param country The country whose site you want (usually the other one).
 * @param currentUrl The page being viewed, such as `location.href` (or a `URL` or `location` itself).
 * @param origins Each country's site origin, such as `{ uk: 'https://example.org', ng: 'https://nigeria.example.org' }`.
 * @throws RangeError when `currentUrl` is not an absolute URL or the origin for `country` is not an http(s) URL.
 *
 * @example
 * countrySiteUrl('ng', 'https://example.org/pregnancy/nutrition?tab=2#iron', {
 *   uk: 'https://example.org',
 *   ng: 'https://nigeria.example.org',
 * });
 * // 'https://nigeria.example.org/pregnancy/nutrition?tab=2#iron'
 */
export function countrySiteUrl(
  country: Country,
  currentUrl: string | { readonly href: string },
  origins: Readonly<Record<Country, string>>,
): string {
  const originText = origins?.[country];
  let origin: URL;
  try {
    origin = new URL(originText);
  } catch {
    origin = new URL('about:blank');
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') {
    throw new RangeError(
      `The site origin for "${country}" must be an http or https address such as https://example.org, but got ${JSON.stringify(originText) ?? 'nothing'}.`,
    );
  }
  let current: URL;
  try {
    current = new URL(typeof currentUrl === 'string' ? currentUrl : currentUrl.href);
  } catch {
    throw new RangeError(
      `currentUrl must be an absolute address such as https://example.org/page, but got ${JSON.stringify(typeof currentUrl === 'string' ? currentUrl : currentUrl?.href) ?? 'nothing'}.`,
    );
  }
  return `${origin.origin}${current.pathname}${current.search}${current.hash}`;
}
