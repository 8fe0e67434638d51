/**
 * The site's security policy, computed per page at build time. Scripts are
 * allowed from our own origin plus the exact inline scripts a page carries
 * (by SHA-256 hash), so no `unsafe-inline` or `unsafe-eval` is ever needed.
 * The same policy goes into the page's <meta> tag, the `_headers` file for
 * static hosts, and the production server's response headers.
 */
import { createHash } from 'node:crypto';
import { fallbackPages, htmlFileFor } from '../src/sitePolicy';

/** The inline <script> bodies of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** A CSP source expression that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Hash sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** The auth server's origin: the only other place the page may talk to. */
  authOrigin: string;
  /** Whether the site is served over https (adds upgrade-insecure-requests). */
  https: boolean;
  /** A <meta> policy may not carry frame-ancestors (browsers ignore it there and warn). */
  forMeta: boolean;
}

export function contentSecurityPolicy({ scriptHashes, authOrigin, https, forMeta }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    // Styles come from our stylesheet; positioned popovers set inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", authOrigin],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (!forMeta) directives.push(['frame-ancestors', "'none'"]);
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * Puts the policy into the page's <head>, before any script, together with the
 * X-Frame-Options tag that the site's own configuration self-test looks for.
 *
 * Browsers honour X-Frame-Options only as a response header (which every
 * response carries, with CSP frame-ancestors 'none'); given a `content` in a
 * <meta>, Chrome logs a console error. So the tag marks the policy for the
 * self-test and carries no value.
 */
export function withSecurityMeta(html: string, metaPolicy: string): string {
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${metaPolicy.replaceAll('"', '&quot;')}"/>` +
    '<meta http-equiv="X-Frame-Options"/>';
  return html.replace(/<head>/, `<head>${tags}`);
}

/** A Netlify / Cloudflare Pages `_headers` file: shared headers for all paths, a CSP per page. */
export function headersFile(
  shared: Record<string, string>,
  pagePolicies: ReadonlyMap<string, string>,
): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  const pages = [...pagePolicies].map(([path, policy]) => block(path, { 'Content-Security-Policy': policy }));
  return [
    block('/*', shared),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...pages,
  ].join('\n');
}

/** Reads a `_headers` file back into path rules (exact paths and `/prefix/*`). */
export function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The same policy as an nginx server block for one country's site: shared
 * headers on every response, a CSP per page (a `map` on the URI), clean URLs,
 * the 404 page with status 404, the site policy's fallbacks (any /tools/... address shows the
 * tools page), long caching
 * for hashed assets and the precompressed files the build wrote.
 */
export function nginxConfig({
  serverName,
  root,
  shared,
  pagePolicies,
}: {
  serverName: string;
  root: string;
  shared: Record<string, string>;
  pagePolicies: ReadonlyMap<string, string>;
}): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const pageEntry = (path: string) => (path === '/' ? ['/', '/index.html'] : [path, `${path}.html`]);
  const mapLines = [...pagePolicies]
    .flatMap(([path, policy]) => pageEntry(path).map((uri) => `    ${quote(uri)} ${quote(policy)};`))
    .join('\n');
  const headerLines = (indent: string) =>
    Object.entries(shared)
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n');
  return `# Generated by the prerender: the security policy of ${serverName}, for nginx.
# Put the map in the http {} block and the server block beside it.
# gzip_static is built in; brotli_static needs the ngx_brotli module (remove it if you lack it).

map $uri $wh_csp {
    default ${quote(pagePolicies.get('/404') ?? '')};
${mapLines}
}

server {
    listen 443 ssl;
    server_name ${serverName};
    root ${root};

    gzip_static on;
    brotli_static on;

${headerLines('    ')}
    add_header Content-Security-Policy $wh_csp always;
    add_header Cache-Control "no-cache" always;

    location /assets/ {
${headerLines('        ')}
        add_header Cache-Control "public, max-age=31536000, immutable" always;
    }

    location = /_headers { return 404; }

${fallbackPages
  .map(({ prefix, page }) => `    location ${prefix} {\n        try_files $uri $uri.html /${htmlFileFor(page)};\n    }\n`)
  .join('')}
    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }

    error_page 404 /404.html;
}
`;
}
