import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { detectCountry, type Country } from '@wh/core';
import sirv from 'sirv';

export interface SiteServerOptions {
  /** The folder holding one prerendered site per country (`uk/`, `ng/`). */
  sitesDir: string;
}

/** Headers every response carries, whatever it is. */
const baseHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function setCaching(res: ServerResponse, pathname: string): void {
  // Hashed build assets never change under the same name; pages must be revalidated
  // so a new deploy is seen at once.
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
}

/** Sends a prerendered HTML page with the given status, compressed when the reader accepts it. */
function sendHtml(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') && existsSync(`${file}.br`) ? 'br'
    : accepts.includes('gzip') && existsSync(`${file}.gz`) ? 'gzip'
    : undefined;
  const source = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  setCaching(res, '/');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': statSync(source).size,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(source).pipe(res);
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
      const serve = sirv(dir, {
        extensions: ['html'],
        brotli: true,
        gzip: true,
        etag: true,
        setHeaders: (res, pathname) => setCaching(res, pathname),
      });
      return [country, { dir, serve }];
    }),
  ) as Record<Country, { dir: string; serve: ReturnType<typeof sirv> }>;

  return createServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const site = sites[detectCountry(host)];
    site.serve(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // Any deeper /tools/... address shows the tools page, as the spec asks.
      const toolsPage = join(site.dir, 'tools.html');
      if (pathname.startsWith('/tools/') && existsSync(toolsPage)) {
        sendHtml(req, res, toolsPage, 200);
        return;
      }
      sendHtml(req, res, join(site.dir, '404.html'), 404);
    });
  });
}
