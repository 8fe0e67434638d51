/**
 * The site's security policy: one for every page and file of a country's site, computed at build
 * time. Scripts are allowed from our own origin plus the site's few inline scripts (by SHA-256
 * hash), so no `unsafe-inline` or `unsafe-eval` is ever needed. The same policy goes into every
 * page's <meta> tag, the `_headers` file for static hosts (which the production server reads), and
 * the nginx config. One policy means no per-page rules: `_headers` stays a handful of lines and
 * nginx needs no map from address to policy.
 */
import { createHash } from 'node:crypto';
import { fallbackPages, htmlFileFor } from '../src/sitePolicy';

/**
 * The inline <script> bodies of an HTML document that run, in order. Data islands
 * (`type="application/json"`) never run, need no permission and are left out.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => {
      const type = /\stype="([^"]*)"/.exec(match[1]!)?.[1];
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map((match) => match[2]!);
}

/** A CSP source expression that allows exactly this inline script, or this inline stylesheet. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Hash sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** The auth server's origin: the only other place the page may talk to. */
  authOrigin: string;
  /** Whether the site is served over https (adds upgrade-insecure-requests). */
  https: boolean;
  /**
   * A <meta> policy may not carry frame-ancestors (browsers ignore it there and warn). It is the
   * page's own, so it carries the hash of the page's own stylesheet (`styleHash`).
   */
  forMeta: boolean;
  /** For the meta policy: the hash of the page's inline stylesheet, the only inline style it allows. */
  styleHash?: string;
}

export function contentSecurityPolicy({ scriptHashes, authOrigin, https, forMeta, styleHash }: PolicyOptions): string {
  if (forMeta && !styleHash) throw new Error('A page’s meta policy needs the hash of the page’s stylesheet.');
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    // Each page inlines its own share of the stylesheet, so no one hash fits every page. The
    // header, one for every page, allows inline styles; the page's meta policy allows only its own
    // stylesheet, by hash. A browser enforces both policies (a style must pass each), so on every
    // page no other inline style applies: not an injected <style>, not a style="" attribute. Styles
    // a script sets through the DOM (a positioned popover's) are not inline styles and need neither.
    ['style-src', "'self'", ...(forMeta ? [styleHash!] : ["'unsafe-inline'"])],
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
 * Of the shared headers, the ones a hashed asset (a script or an image under `/assets/`) needs.
 * The others act only on a document (the policy, framing, referrers, permissions, the opener) or,
 * for Strict-Transport-Security, are learnt from the page that came first; on an asset they do
 * nothing but cost each file about 0.7 KB on HTTP/1.1, where every header is sent in full (the
 * tools page asks for eight files). Static hosts (`_headers`) speak HTTP/2 and 3, which send a
 * header repeated on a connection as an index into a table, and Netlify cannot take off a header
 * that its `/*` rule gives, so `_headers` keeps one rule for every path.
 */
export function assetHeaders(shared: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(shared).filter(([name]) => name.toLowerCase() === 'x-content-type-options'));
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

/**
 * A Netlify / Cloudflare Pages `_headers` file: the shared headers and the site's one policy for
 * every path, long caching for the hashed assets. A handful of rules however many pages there
 * are (Cloudflare Pages reads at most 100).
 */
export function headersFile(shared: Record<string, string>, policy: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return [
    block('/*', { ...shared, 'Content-Security-Policy': policy }),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
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


/** The lines of the generated nginx config that belong to one host (address, TLS, folder): a test or an operator sets them. */
export const nginxDeployMark = '# deploy:';

/**
 * One country's site as an nginx server block, to include in the `http {}` block (Debian's
 * nginx, 1.22 or later): the shared headers and the one policy on every response, clean URLs,
 * the 404 page with status 404, the site policy's fallbacks (any /tools/... address shows the
 * tools page), long caching for hashed assets, and the precompressed copies the build wrote,
 * sent only as an encoding of their own file. Files that are not addresses (dotfiles, `_headers`,
 * the `.br` and `.gz` copies) are answered with the 404 page.
 */
export function nginxConfig({
  serverName,
  root,
  shared,
  policy,
}: {
  serverName: string;
  root: string;
  shared: Record<string, string>;
  policy: string;
}): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const headerLines = (indent: string) =>
    Object.entries({ ...shared, 'Content-Security-Policy': policy })
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n');
  return `# Generated by the prerender: the site ${serverName}, for nginx (Debian's nginx 1.22 or later).
# Include it in the http {} block, which must include mime.types. The lines marked "${nginxDeployMark}"
# are this host's own: its address, TLS certificate and where the site's folder is.
# gzip_static is built in; brotli_static needs the ngx_brotli static module
# (Debian: libnginx-mod-http-brotli-static).

server {
    listen 443 ssl; ${nginxDeployMark} address
    ssl_certificate /etc/ssl/certs/${serverName}.pem; ${nginxDeployMark} TLS
    ssl_certificate_key /etc/ssl/private/${serverName}.key; ${nginxDeployMark} TLS
    server_name ${serverName};
    root ${root}; ${nginxDeployMark} the site's folder

    gzip_static on;
    brotli_static on;
    gzip_vary on;
    charset utf-8;

    # The site answers only GET and HEAD.
    if ($request_method !~ ^(GET|HEAD)$) { return 405; }
    # One address per page: /about/ is /about.
    rewrite ^(/.+)/$ $1 permanent;

${headerLines('    ')}
    add_header Cache-Control "no-cache" always;

    # Not addresses: dotfiles, the static host's files at the root (_headers) and the
    # precompressed copies, which are sent only as an encoding of their own file.
    location ~ (/\\.|^/_|\\.(br|gz)$) {
        return 404;
    }

    # Hashed assets carry only the headers that act on a script or an image (assetHeaders).
    location /assets/ {
${Object.entries(assetHeaders(shared))
  .map(([name, value]) => `        add_header ${name} ${quote(value)} always;`)
  .join('\n')}
        add_header Cache-Control "public, max-age=31536000, immutable" always;
        try_files $uri =404;
    }

    location = / {
        try_files /${htmlFileFor('/')} =404;
    }

${fallbackPages
  .map(({ prefix, page }) => `    location ${prefix} {\n        try_files $uri $uri.html /${htmlFileFor(page)};\n    }\n`)
  .join('')}
    location / {
        try_files $uri $uri.html =404;
    }

    error_page 404 /${htmlFileFor('/404')};
}
`;
}
