/** The verdict of one configuration check. */
export type ConfigCheckStatus = 'pass' | 'warn' | 'fail';

/** One configuration check and what it found. */
export interface ConfigCheck {
  id: 'https' | 'csp' | 'xFrameOptions';
  name: string;
  status: ConfigCheckStatus;
  message: string;
}

/** Everything {@link checkSecurityConfig} found. */
export interface SecurityConfigResult {
  checks: ConfigCheck[];
  /** The worst status among the checks. */
  status: ConfigCheckStatus;
}

/** The least of a DOM element that the checks read. */
export interface ElementLike {
  getAttribute?(name: string): string | null;
}

/** The least of a DOM `Document` that the checks need: `window.document` fits. */
export interface DocumentLike {
  querySelector(selector: string): ElementLike | null;
}

/** Where the page was served from, and its document: `window.location` and `window.document` fit. */
export interface SecurityConfigInput {
  /** The URL scheme, as in `location.protocol` (`'https:'`); the colon is optional. */
  protocol: string;
  hostname: string;
  /** The page's document. Without one the two meta-tag checks warn that they could not look. */
  document?: DocumentLike | null;
}

/** Local development runs on plain http, so it is not a failure there. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) || host.endsWith('.localhost');
}

function metaCheck(
  document: DocumentLike | null | undefined,
  id: 'csp' | 'xFrameOptions',
  header: string,
  found: string,
  missing: string,
): ConfigCheck {
  const name = `${header} meta tag`;
  if (!document) {
    return { id, name, status: 'warn', message: `No document was given, so the ${header} meta tag could not be checked.` };
  }
  const meta = document.querySelector(`meta[http-equiv="${header}"]`);
  if (!meta) return { id, name, status: 'warn', message: missing };
  const content = meta.getAttribute?.('content');
  if (content !== undefined && !content?.trim()) {
    return { id, name, status: 'warn', message: `The ${header} meta tag is present but empty, so it does nothing.` };
  }
  return { id, name, status: 'pass', message: content ? `${found} Value: ${content}` : found };
}

/**
 * Checks how a page is served: HTTPS (fails unless the page is on https or on
 * localhost), a Content-Security-Policy meta tag (warns if absent) and an
 * X-Frame-Options meta tag (warns if absent). Works in a browser with
 * `window.location` and `window.document`, and anywhere else with any object
 * that has `querySelector`.
 *
 * @example
 * checkSecurityConfig({
 *   protocol: location.protocol,
 *   hostname: location.hostname,
 *   document,
 * }).status; // 'pass', 'warn' or 'fail'
 * checkSecurityConfig({ protocol: 'http:', hostname: 'example.org' }).checks[0].status; // 'fail'
 */
export function checkSecurityConfig({ protocol, hostname, document }: SecurityConfigInput): SecurityConfigResult {
  const scheme = String(protocol).toLowerCase().replace(/:$/, '');
  const https: ConfigCheck =
    scheme === 'https'
      ? { id: 'https', name: 'HTTPS', status: 'pass', message: 'The page is served over HTTPS.' }
      : isLocalHost(hostname)
        ? {
            id: 'https',
            name: 'HTTPS',
            status: 'pass',
            message: `The page is served over ${scheme} from ${hostname}, which is fine for local development only.`,
          }
        : {
            id: 'https',
            name: 'HTTPS',
            status: 'fail',
            message: `The page is served over ${scheme || 'an unknown protocol'}, not HTTPS. Serve the site over HTTPS.`,
          };
  const csp = metaCheck(
    document,
    'csp',
    'Content-Security-Policy',
    'A Content-Security-Policy meta tag is present.',
    'No Content-Security-Policy meta tag was found. Add one (or send the header) to limit where scripts may load from.',
  );
  const frame = metaCheck(
    document,
    'xFrameOptions',
    'X-Frame-Options',
    'An X-Frame-Options meta tag is present. Browsers only obey X-Frame-Options as an HTTP header, so make sure the server sends it too.',
    "No X-Frame-Options meta tag was found. Send X-Frame-Options: DENY (or CSP frame-ancestors 'none') as an HTTP header to stop other sites framing this one.",
  );
  const checks = [https, csp, frame];
  const status = checks.some((c) => c.status === 'fail')
    ? 'fail'
    : checks.some((c) => c.status === 'warn')
      ? 'warn'
      : 'pass';
  return { checks, status };
}
