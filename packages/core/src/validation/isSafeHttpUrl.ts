/**
 * True only for an absolute `http:` or `https:` URL with a host and no user
 * name or password, such as `https://www.nhs.uk/pregnancy/`. Everything else is
 * false: `javascript:`, `data:`, `ftp:` and `file:` URLs, relative paths, empty
 * and non-URL text, and any address with an `@` before its host, even an empty
 * one (`https://@example.org`): `https://www.nhs.uk@evil.example` goes to
 * evil.example, and no honest link needs credentials in it.
 *
 * It checks the shape of the address and nothing else: not that the site is
 * trustworthy, reachable, or the one the link text names.
 *
 * @example
 * isSafeHttpUrl('https://www.nhs.uk/pregnancy/'); // true
 * isSafeHttpUrl('javascript:alert(1)'); // false
 * isSafeHttpUrl('/about'); // false
 * isSafeHttpUrl('https://www.nhs.uk@evil.example/'); // false
 */
export function isSafeHttpUrl(input: string): boolean {
  // The URL parser also accepts "http:example.com" and backslashes; insisting on
  // "//" keeps to addresses a person would recognise as absolute.
  const authority = typeof input === 'string' ? /^\s*https?:\/\/([^/?#\\]*)/i.exec(input)?.[1] : undefined;
  // The parser drops an empty user name ("https://@host"), so look for the "@" in the text itself.
  if (authority === undefined || authority.includes('@')) return false;
  try {
    const url = new URL(input);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
