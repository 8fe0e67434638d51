import type { IncomingMessage } from 'node:http';

/**
 * Hosts that always mean "this machine": for them the port is ignored, as people run dev servers on many.
 *
 * @example
 * isLoopbackHost('nigeria.localhost'); // true
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]'
  );
}

function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // user:pass@host is a classic way to make a link look like it goes somewhere else.
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

function matches(candidate: URL, allowed: URL): boolean {
  if (candidate.protocol !== allowed.protocol) return false;
  if (candidate.hostname.toLowerCase() !== allowed.hostname.toLowerCase()) return false;
  if (!isLoopbackHost(allowed.hostname) && candidate.port !== allowed.port) return false;
  const prefix = allowed.pathname;
  if (prefix === '/' || prefix === '') return true;
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return candidate.pathname === prefix || candidate.pathname.startsWith(base);
}

/**
 * Decides where people may be sent after following a link: the site URL and the extra allowed
 * URLs, matched on scheme and host (any port on loopback hosts) and, when an allowed URL has a
 * path, on that path and below.
 *
 * @example
 * const allow = createRedirectPolicy('http://localhost:4173', ['https://example.org/app']);
 * allow.isAllowed('http://localhost:5173/welcome'); // true: loopback, port ignored
 * allow.isAllowed('https://example.org/other');     // false: outside the allowed path
 */
export function createRedirectPolicy(siteUrl: string, additionalUrls: readonly string[]) {
  const site = parseHttpUrl(siteUrl);
  if (!site) throw new Error(`The site URL must be an http or https URL, got "${siteUrl}"`);
  const allowed = [site];
  for (const entry of additionalUrls) {
    const url = parseHttpUrl(entry);
    if (!url) throw new Error(`Allowed redirect URLs must be http or https URLs, got "${entry}"`);
    allowed.push(url);
  }
  return {
    siteUrl: site.href,
    /** True when `value` is an http(s) URL on the allow-list. */
    isAllowed(value: string): boolean {
      const url = parseHttpUrl(value);
      return url !== null && allowed.some((entry) => matches(url, entry));
    },
    /**
     * The redirect GoTrue would pick: `redirectTo` if allowed, else the Referer if allowed,
     * else the site URL.
     */
    choose(redirectTo: string | undefined, referer: string | undefined): string {
      // The parsed form is returned: it is percent-encoded, so odd characters cannot slip through.
      for (const candidate of [redirectTo, referer]) {
        if (candidate && this.isAllowed(candidate)) return (parseHttpUrl(candidate) as URL).href;
      }
      return site.href;
    },
    /**
     * `choose` for a request: its `redirect_to` query parameter, else its Referer.
     *
     * @example
     * const redirectTo = ctx.redirects.forRequest(req, url);
     */
    forRequest(req: IncomingMessage, url: URL): string {
      const referer = req.headers.referer;
      return this.choose(url.searchParams.get('redirect_to') ?? undefined, Array.isArray(referer) ? referer[0] : referer);
    },
  };
}

export type RedirectPolicy = ReturnType<typeof createRedirectPolicy>;
