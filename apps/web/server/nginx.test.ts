/**
 * The deploy files on the server they are for: the nginx configs the prerender writes
 * (dist/deploy/<country>.nginx.conf) run by Debian's nginx, serving both built sites (chosen by the
 * Host header) from a temporary prefix, on a free loopback port, its workers unprivileged.
 *
 * nginx is installed by `bash scripts/setup.sh --browser`, as Chromium is; the build must have run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../src/sitePolicy';
import { inlineScripts, nginxDeployMark, parseHeadersFile, inlineHash } from './securityPolicy';
import { send, type Answer } from './testSites';

const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's package of ngx_brotli's static module (libnginx-mod-http-brotli-static). */
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const hosts = { uk: 'localhost', ng: 'nigeria.localhost' } as const;
type Country = keyof typeof hosts;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The generated server block with this test's own address and folder in place of the deploy lines. */
function siteBlock(country: Country, port: number, siteDir: string): string {
  const generated = readFileSync(join(dist, 'deploy', `${country}.nginx.conf`), 'utf8');
  return generated
    .split('\n')
    .flatMap((line) => {
      if (line.trim().startsWith('#') || !line.includes(nginxDeployMark)) return [line];
      const directive = line.trim().split(/\s+/)[0];
      if (directive === 'listen') return [`    listen 127.0.0.1:${port};`];
      if (directive === 'root') return [`    root ${siteDir};`];
      if (directive?.startsWith('ssl_')) return [];
      throw new Error(`An unexpected deploy line in the generated config: ${line}`);
    })
    .join('\n');
}

let prefix = '';
let port = 0;
let master: ChildProcess | undefined;
const siteDir = (country: Country) => join(prefix, 'sites', country);

beforeAll(async () => {
  if (!existsSync(nginx)) {
    throw new Error(`No nginx at ${nginx}: install Debian's with \`bash scripts/setup.sh --browser\` (or set NGINX).`);
  }
  if (!existsSync(join(dist, 'deploy', 'uk.nginx.conf'))) throw new Error('No generated nginx config: build the web app first.');
  prefix = mkdtempSync(join(tmpdir(), 'wh-nginx-'));
  // The workers run as nobody when the test runs as root: they must be able to read the sites.
  chmodSync(prefix, 0o755);
  cpSync(join(dist, 'sites'), join(prefix, 'sites'), { recursive: true });
  mkdirSync(join(prefix, 'temp'));
  port = await freePort();
  for (const country of Object.keys(hosts) as Country[]) writeFileSync(join(prefix, `${country}.conf`), siteBlock(country, port, siteDir(country)));
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${existsSync(brotliModule) ? `load_module ${brotliModule};` : ''}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${join(prefix, 'uk.conf')};
    include ${join(prefix, 'ng.conf')};
}
`,
  );
  const checked = spawnSync(nginx, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  expect(checked.stderr, 'nginx -t').toContain('test is successful');
  expect(checked.status).toBe(0);
  master = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let tries = 0; ; tries++) {
    const up = await send(port, '/', { host: hosts.uk }).then(() => true, () => false);
    if (up) break;
    if (master.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  if (master && master.exitCode === null) {
    const exited = new Promise((resolve) => master!.once('exit', resolve));
    master.kill('SIGTERM');
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

const get = (country: Country, path: string, acceptEncoding?: string): Promise<Answer> =>
  send(port, path, { host: hosts[country], headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The body as the reader's browser reads it. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding) throw new Error(`Unexpected Content-Encoding ${String(encoding)}`);
  return answer.body.toString('utf8');
}

/** The page files of a built site, as addresses (`/`, `/about`...), the not-found page left out. */
function pageAddresses(country: Country): string[] {
  const dir = join(dist, 'sites', country);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name.endsWith('.html')) found.push(`/${relative(dir, full).slice(0, -'.html'.length)}`);
    }
  };
  walk(dir);
  return found.filter((path) => path !== '/404').map((path) => (path === '/index' ? '/' : path)).sort();
}

function sitemapAddresses(country: Country): string[] {
  const xml = readFileSync(join(dist, 'sites', country, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The sources a policy's script-src allows (or default-src, when it has none). */
function scriptSources(policy: string): string[] {
  const directives = new Map(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name!, values] as const;
  }));
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
}

/**
 * Why the page's own scripts would not run under `policy`, if they would not: every inline script
 * that runs needs its hash in script-src, every script file must come from the site itself, and
 * nothing may rely on 'unsafe-inline'.
 */
function blockedScripts(html: string, policy: string): string[] {
  const allowed = scriptSources(policy);
  const problems: string[] = [];
  if (allowed.includes("'unsafe-inline'") || allowed.includes("'unsafe-eval'")) problems.push(`script-src allows ${allowed.join(' ')}`);
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    // Data islands (application/json) never run, and need no permission.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    if (src !== undefined) {
      if (!src.startsWith('/') || src.startsWith('//') || !allowed.includes("'self'")) problems.push(`script file ${src} not allowed`);
    } else if (!allowed.includes(inlineHash(match[2]!))) {
      problems.push(`inline script not allowed: ${match[2]!.slice(0, 60)}...`);
    }
  }
  return problems;
}

describe.each(Object.keys(hosts) as Country[])('nginx serving the %s site', (country) => {
  const pages = pageAddresses(country);
  const file = (path: string) => readFileSync(join(dist, 'sites', country, path), 'utf8');

  it('has every sitemap address among the pages it serves', () => {
    const sitemap = sitemapAddresses(country);
    expect(sitemap.length).toBeGreaterThan(50);
    expect(sitemap.filter((path) => !pages.includes(path))).toEqual([]);
  });

  it('serves every page with status 200, its own file, and headers that let its scripts run', async () => {
    const problems: string[] = [];
    for (const path of pages) {
      const answer = await get(country, path, 'br, gzip');
      const policy = String(answer.headers['content-security-policy'] ?? '');
      if (answer.status !== 200) problems.push(`${path}: status ${answer.status}`);
      else if (decoded(answer) !== file(htmlFileFor(path))) problems.push(`${path}: not its own page`);
      else if (!policy) problems.push(`${path}: no Content-Security-Policy`);
      else problems.push(...blockedScripts(decoded(answer), policy).map((problem) => `${path}: ${problem}`));
      if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push(`${path}: no nosniff`);
      if (answer.headers['cache-control'] !== 'no-cache') problems.push(`${path}: Cache-Control ${String(answer.headers['cache-control'])}`);
    }
    expect(problems).toEqual([]);
  });

  it('sends the home page a policy that lets its start script run', async () => {
    const answer = await get(country, '/');
    expect(answer.status).toBe(200);
    expect(inlineScripts(decoded(answer)).length).toBeGreaterThan(0);
    expect(blockedScripts(decoded(answer), String(answer.headers['content-security-policy']))).toEqual([]);
  });

  it('answers unknown addresses with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/pregnancy/no-such-guide', '/assets/no-such-file.js']) {
      const answer = await get(country, path, 'br');
      expect(answer.status, path).toBe(404);
      expect(decoded(answer), path).toBe(file('404.html'));
      expect(blockedScripts(decoded(answer), String(answer.headers['content-security-policy']))).toEqual([]);
    }
  });

  it('shows the tools page at any /tools/... address that is not a page of its own', async () => {
    const answer = await get(country, '/tools/no-such-tool', 'gzip');
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toBe(file('tools.html'));
  });

  it.each([
    '/_headers', '/%5Fheaders', '//_headers', '/x/../_headers', '/about.html.br', '/about.html.gz', '/index.html.br',
    '/sitemap.xml.gz', '/sw.js.br', '/.hidden', '/%2ehidden', '/assets/.hidden',
  ])('does not serve %s at an address of its own', async (path) => {
    for (const accept of [undefined, 'br', 'gzip']) {
      const answer = await get(country, path, accept);
      expect(answer.status, `${path} (${accept ?? 'no encoding'})`).toBe(404);
      expect(decoded(answer)).toBe(file('404.html'));
    }
  });

  it('hides the precompressed copies of the hashed assets too', async () => {
    const script = readdirSync(join(dist, 'sites', country, 'assets')).find((name) => name.endsWith('.js'))!;
    expect((await get(country, `/assets/${script}.br`)).status).toBe(404);
    expect((await get(country, `/assets/${script}.gz`)).status).toBe(404);
  });

  it('sends a page as brotli, gzip or plain as the reader asks, with the same headers', async () => {
    const answers = await Promise.all(['br', 'gzip', 'br, gzip', 'gzip, deflate, br', undefined].map((accept) => get(country, '/about', accept)));
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', 'br', 'br', undefined]);
    for (const answer of answers) {
      expect(decoded(answer)).toBe(file('about.html'));
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
    }
    expect(answers[0]!.body.length).toBeLessThan(answers[4]!.body.length / 3);
  });

  it('caches hashed assets for a year, compressed, with only the headers that act on them', async () => {
    const script = readdirSync(join(dist, 'sites', country, 'assets')).find((name) => name.endsWith('.js'))!;
    const answer = await get(country, `/assets/${script}`, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['permissions-policy']).toBeUndefined();
  });

  it('sends the same headers as the _headers file gives every path', async () => {
    const rules = parseHeadersFile(file('_headers'));
    const everyPath = rules.find((rule) => rule.path === '/*')!.headers;
    const answer = await get(country, '/faq');
    for (const [name, value] of Object.entries(everyPath)) {
      // nginx's is the https deployment's policy: it also upgrades insecure requests.
      if (name === 'Content-Security-Policy') expect(String(answer.headers['content-security-policy'])).toContain(value);
      else expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('answers only GET and HEAD, and sends /about/ to /about', async () => {
    expect((await send(port, '/about', { host: hosts[country], method: 'POST' })).status).toBe(405);
    expect((await send(port, '/about', { host: hosts[country], method: 'HEAD' })).status).toBe(200);
    const slash = await get(country, '/about/');
    expect(slash.status).toBe(301);
    expect(new URL(String(slash.headers.location), 'http://x').pathname).toBe('/about');
  });
});

describe('nginx itself', () => {
  it.runIf(process.getuid?.() === 0)('runs its workers unprivileged', () => {
    const masterPid = Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8'));
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(masterPid);
        } catch {
          return false;
        }
      });
    expect(children.length).toBeGreaterThan(0);
    for (const pid of children) {
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      expect(uid).toBe('65534');
    }
  });
});
