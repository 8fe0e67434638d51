import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { detectCountry, type Country } from '@wh/core';
import sirv from 'sirv';
import { fallbackPageFor, htmlFileFor } from '../src/sitePolicy.ts';
import { parseHeadersFile } from './securityPolicy.ts';

export interface SiteServerOptions {
  /** The folder holding one prerendered site per country (`uk/`, `ng/`). */
  sitesDir: string;
}

/**
 * The headers a site's `_headers` file (written by the prerender for static
 * hosts) gives: the shared ones for every response, and a policy per page.
 */
interface SiteHeaders {
  shared: Record<string, string>;
  pagePolicy: Map<string, string>;
}

function readSiteHeaders(dir: string): SiteHeaders {
  const file = join(dir, '_headers');
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
  const pagePolicy = new Map<string, string>();
  for (const rule of rules) {
    const policy = rule.headers['Content-Security-Policy'];
    if (policy && !rule.path.includes('*')) pagePolicy.set(rule.path, policy);
  }
  return { shared: rules.find((rule) => rule.path === '/*')?.headers ?? {}, pagePolicy };
}

/** The page a request or file is: `/about.html` and `/about` -> `/about`, `/index.html` -> `/`; assets are not pages. */
function pagePathOf(file: string): string | undefined {
  const path = file.endsWith('.html') ? file.slice(0, -'.html'.length) : file;
  if (/\.[a-z0-9]+$/i.test(path)) return undefined;
  return path === '/index' || path === '' ? '/' : path;
}

function setHeaders(res: ServerResponse, headers: SiteHeaders, file: string): void {
  for (const [name, value] of Object.entries(headers.shared)) res.setHeader(name, value);
  // Hashed build assets never change under the same name; pages must be revalidated
  // so a new deploy is seen at once.
  res.setHeader('Cache-Control', file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const page = pagePathOf(file);
  const policy = page && headers.pagePolicy.get(page);
  if (policy) res.setHeader('Content-Security-Policy', policy);
}

/** Sends a prerendered HTML page with the given status, compressed when the reader accepts it. */
function sendHtml(req: IncomingMessage, res: ServerResponse, site: Site, page: string, status: number): void {
  const file = join(site.dir, page);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') && existsSync(`${file}.br`) ? 'br'
    : accepts.includes('gzip') && existsSync(`${file}.gz`) ? 'gzip'
    : undefined;
  const source = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  setHeaders(res, site.headers, `/${page}`);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': statSync(source).size,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(source).pipe(res);
}

interface Site {
  dir: string;
  headers: SiteHeaders;
  serve: ReturnType<typeof sirv>;
}

/**
 * The production server for the prerendered sites: it picks the country's
 * build by the Host header (Nigeria when the host names it), serves
 * precompressed files, and answers unknown paths with the 404 page and status.
 */
export function createSiteServer({ sitesDir }: SiteServerOptions): Server {
  const sites = Object.fromEntries(
    (['uk', 'ng'] as const).map((country) => {
      const dir = join(sitesDir, country);
      if (!existsSync(join(dir, 'index.html'))) {
        throw new Error(`No prerendered site in ${dir}: build the web app first.`);
      }
      const headers = readSiteHeaders(dir);
      const serve = sirv(dir, {
        extensions: ['html'],
        brotli: true,
        gzip: true,
        etag: true,
        setHeaders: (res, pathname) => setHeaders(res, headers, pathname),
      });
      return [country, { dir, headers, serve }];
    }),
  ) as Record<Country, Site>;

  return createServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const site = sites[detectCountry(host)];
    // The headers file configures static hosts; like them, do not serve it.
    const notFound = () => sendHtml(req, res, site, '404.html', 404);
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/_headers') {
      notFound();
      return;
    }
    site.serve(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // An address that shows another page (any /tools/... address shows the tools page).
      const fallback = fallbackPageFor(pathname);
      if (fallback && existsSync(join(site.dir, htmlFileFor(fallback)))) {
        sendHtml(req, res, site, htmlFileFor(fallback), 200);
        return;
      }
      notFound();
    });
  });
}
