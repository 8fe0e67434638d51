/**
 * True only for an absolute `http:` or `https:` URL with a host, such as
 * `https://www.nhs.uk/pregnancy/`. Everything else is false: `javascript:`,
 * `data:`, `ftp:` and `file:` URLs, relative paths, empty and non-URL text.
 *
 * @example
 * isSafeHttpUrl('https://www.nhs.uk/pregnancy/'); // true
 * isSafeHttpUrl('javascript:alert(1)'); // false
 * isSafeHttpUrl('/about'); // false
 */
export function isSafeHttpUrl(input: string): boolean {
  // The URL parser also accepts "http:example.com" and backslashes; insisting on
  // "//" keeps to addresses a person would recognise as absolute.
  if (typeof input !== 'string' || !/^\s*https?:\/\//i.test(input)) return false;
  try {
    const url = new URL(input);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
