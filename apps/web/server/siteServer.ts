import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import type { Readable } from 'node:stream';
import { detectCountry, type Country } from '@wh/core';
import sirv from 'sirv';
import { fallbackPageFor, htmlFileFor } from '../src/sitePolicy';
import { assetHeaders, parseHeadersFile } from './securityPolicy';

export interface SiteServerOptions {
  /** The folder holding one prerendered site per country (`uk/`, `ng/`). */
  sitesDir: string;
}

/**
 * The headers a site's `_headers` file (written by the prerender for static hosts) gives every
 * response: the shared ones and the site's one security policy (its `/*` rule).
 */
interface SiteHeaders {
  shared: Record<string, string>;
}

function readSiteHeaders(dir: string): SiteHeaders {
  const file = join(dir, '_headers');
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
  return { shared: rules.find((rule) => rule.path === '/*')?.headers ?? {} };
}

function setHeaders(res: ServerResponse, headers: SiteHeaders, file: string): void {
  const asset = file.startsWith('/assets/');
  // A script or an image needs only the headers that act on it (see assetHeaders).
  for (const [name, value] of Object.entries(asset ? assetHeaders(headers.shared) : headers.shared)) res.setHeader(name, value);
  // Hashed build assets never change under the same name; pages must be revalidated
  // so a new deploy is seen at once.
  res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Looks after a file piped into a response. If the file cannot be read (a
 * rebuild removed it after start-up), the response is cut off and the error
 * logged; if the reader goes away, the file is closed at once rather than left
 * open (each one would hold a file descriptor until the process ran out).
 */
function watchFile(req: IncomingMessage, res: ServerResponse, source: Readable): void {
  source.on('error', (error) => failed(req, res, error));
  res.on('close', () => source.destroy());
}

/** Sends a prerendered HTML page with the given status, compressed when the reader accepts it. */
function sendHtml(req: IncomingMessage, res: ServerResponse, site: Site, page: string, status: number): void {
  const file = join(site.dir, page);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') && existsSync(`${file}.br`) ? 'br'
    : accepts.includes('gzip') && existsSync(`${file}.gz`) ? 'gzip'
    : undefined;
  const source = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  const size = statSync(source).size;
  setHeaders(res, site.headers, `/${page}`);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': size,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(source).pipe(res);
}

/** A short plain-text answer, for requests the site does not serve. */
function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${text}\n`);
}

/** Logs an unexpected error and answers 500, or cuts the response off if it had already begun. */
function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`site server: ${req.method} ${JSON.stringify(req.url)} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendPlain(res, 500, 'Something went wrong on our side. Please try again.');
}

/**
 * The one rule for which file a request names: the path of the request target
 * is percent-decoded once, then normalised (repeated slashes, `.` and `..`
 * segments, a trailing slash), and only then looked at. Returns undefined when
 * the target is not a path this server can answer: `*`, an authority, bad or
 * overlong percent-encoding, control characters or backslashes.
 *
 * An absolute-form target (`GET http://host/path`) names its host too, which
 * then takes the place of the Host header, as HTTP/1.1 requires.
 */
function siteRequestOf(target: string, hostHeader: string | undefined): { host: string; path: string } | undefined {
  let host = hostHeader ?? 'localhost';
  let rawPath = target;
  if (/^https?:\/\//i.test(target)) {
    if (!URL.canParse(target)) return undefined;
    const url = new URL(target);
    host = url.host;
    rawPath = url.pathname;
  } else if (!target.startsWith('/')) {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.replace(/[?#].*$/s, ''));
  } catch {
    return undefined;
  }
  if (/[\p{Cc}\\]/u.test(decoded)) return undefined;
  const path = posix.normalize(decoded);
  return { host: host.replace(/:\d*$/, ''), path: path.length > 1 ? path.replace(/\/$/, '') : path };
}

/**
 * Files in a site folder that are not addresses: dotfiles, the static host's
 * configuration at the site root (`_headers`, and any `_redirects` to come),
 * and precompressed copies, which are only ever sent as an encoding of their
 * own page so that they carry its headers. Checked on the normalised path.
 */
function isHidden(path: string): boolean {
  return /\/\./.test(path) || /^\/_/.test(path) || /\.(br|gz)$/i.test(path);
}

/** The path as a request target again, escaped so that sirv's own decoding gives back exactly `path`. */
function targetOf(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (char) => encodeURIComponent(char));
}

/**
 * A Range header sirv can serve as asked: one range, start not after end.
 * Anything else (suffix ranges, several ranges, a start after the end) sirv
 * would misread or throw on, and ignoring Range is always allowed.
 */
function isSimpleRange(range: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  return !!match && (match[2] === '' || Number(match[1]) <= Number(match[2]));
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
 *
 * It answers only GET and HEAD. No request can stop it: a target that is not a
 * path gets 400, and an unexpected error answers 500 for that request alone and
 * is logged. Requests Node's parser rejects (broken request lines or headers,
 * headers past the size limit) never reach the handler: Node's default
 * `clientError` handling answers them 400 or 431 and closes that connection.
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

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const target = siteRequestOf(req.url ?? '/', req.headers.host);
    const site = sites[detectCountry(target?.host ?? req.headers.host ?? 'localhost')];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendPlain(res, 405, 'This site only answers GET and HEAD requests.', { ...site.headers.shared, Allow: 'GET, HEAD' });
      return;
    }
    if (!target) {
      sendPlain(res, 400, 'That address is not one this site can read.', site.headers.shared);
      return;
    }
    const notFound = () => sendHtml(req, res, site, '404.html', 404);
    if (isHidden(target.path)) {
      notFound();
      return;
    }
    // sirv reads the path from req.url: give it the checked one, so it can only look up what was checked.
    req.url = targetOf(target.path);
    if (req.headers.range && !isSimpleRange(req.headers.range)) delete req.headers.range;
    site.serve(req, res, () => {
      // An address that shows another page (any /tools/... address shows the tools page).
      const fallback = fallbackPageFor(target.path);
      if (fallback && existsSync(join(site.dir, htmlFileFor(fallback)))) {
        sendHtml(req, res, site, htmlFileFor(fallback), 200);
        return;
      }
      notFound();
    });
  };

  return createServer((req, res) => {
    // sirv (and sendHtml) pipe files into the response; watch each one as it is piped.
    res.on('pipe', (source) => watchFile(req, res, source));
    try {
      handle(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
}
