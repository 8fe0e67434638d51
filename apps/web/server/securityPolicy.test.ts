import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxConfig,
  nginxDeployMark,
  parseHeadersFile,
  inlineHash,
  withSecurityMeta,
} from './securityPolicy';

const page =
  '<!DOCTYPE html><html><head><script>a()</script><script type="module" src="/assets/x.js"></script></head>' +
  '<body><script data-x="1">b()</script></body></html>';

describe('inlineScripts', () => {
  it('finds inline scripts and skips external ones', () => {
    expect(inlineScripts(page)).toEqual(['a()', 'b()']);
  });

  it('skips data islands, which never run', () => {
    expect(inlineScripts(`${page}<script type="application/json" id="d">{"a":1}</script><script type="module">c()</script>`)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('inlineHash', () => {
  it('is the base64 SHA-256 the browser computes', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(inlineHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = [inlineHash('a()')];
  const header = contentSecurityPolicy({ scriptHashes: hashes, authOrigin: 'http://localhost:54321', https: false, forMeta: false });

  it('allows scripts only from the site and the exact inline scripts', () => {
    expect(header).toContain(`script-src 'self' ${hashes[0]};`);
    expect(header).not.toContain('unsafe-eval');
    expect(header.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('lets pages talk only to the site and the auth server, and never be framed', () => {
    expect(header).toContain("connect-src 'self' http://localhost:54321");
    expect(header).toContain("frame-ancestors 'none'");
  });

  it('leaves frame-ancestors out of the meta version and upgrades requests on https', () => {
    const meta = contentSecurityPolicy({ scriptHashes: hashes, authOrigin: 'https://x.supabase.co', https: true, forMeta: true, styleHash: inlineHash('p{}') });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain('upgrade-insecure-requests');
  });

  it('allows, in a page’s meta policy, only that page’s own stylesheet inline; the shared header leaves that to it', () => {
    const styleHash = inlineHash('body{margin:0}');
    const meta = contentSecurityPolicy({ scriptHashes: hashes, authOrigin: 'https://x.supabase.co', https: true, forMeta: true, styleHash });
    expect(meta.match(/style-src[^;]*/)?.[0]).toBe(`style-src 'self' ${styleHash}`);
    expect(header.match(/style-src[^;]*/)?.[0]).toBe("style-src 'self' 'unsafe-inline'");
    expect(() => contentSecurityPolicy({ scriptHashes: hashes, authOrigin: 'https://x.supabase.co', https: true, forMeta: true })).toThrow(/stylesheet/);
  });
});

describe('baseSecurityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(baseSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
});

describe('withSecurityMeta', () => {
  it('puts the policy first in <head>, before any script', () => {
    const html = withSecurityMeta(page, "default-src 'self'");
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    // No content: Chrome logs an error for a valued X-Frame-Options <meta>; the header does the work.
    expect(html).toContain('<meta http-equiv="X-Frame-Options"/>');
  });
});

describe('headers file', () => {
  const policy = "default-src 'self'";
  const text = headersFile({ 'X-Frame-Options': 'DENY' }, policy);

  it('round-trips the shared headers and the one policy for every path', () => {
    expect(parseHeadersFile(text)).toEqual([
      { path: '/*', headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': policy } },
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
  });
});

describe('nginxConfig', () => {
  const options = {
    serverName: 'example.org',
    root: '/srv/uk',
    shared: { 'X-Frame-Options': 'DENY' },
    policy: "script-src 'self' 'sha256-site'",
  };
  const config = nginxConfig(options);

  it('sends one policy and the shared headers, with no map from address to policy', () => {
    expect(config).toContain(`add_header Content-Security-Policy "script-src 'self' 'sha256-site'" always;`);
    expect(config).toContain('add_header X-Frame-Options "DENY" always;');
    expect(config).not.toContain('map ');
  });

  it('sends hashed assets only the headers that act on a script or an image', () => {
    const assets = /location \/assets\/ \{[^}]*\}/.exec(nginxConfig({ ...options, shared: { 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' } }))![0];
    expect(assets).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assets).not.toContain('Content-Security-Policy');
    expect(assets).not.toContain('X-Frame-Options');
  });

  it('serves the 404 page and the tools fallback', () => {
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('try_files $uri $uri.html /tools.html;');
  });

  it('marks the lines that belong to one host', () => {
    expect(config.split('\n').filter((line) => !line.trim().startsWith('#') && line.includes(nginxDeployMark)).map((line) => line.trim().split(' ')[0])).toEqual([
      'listen',
      'ssl_certificate',
      'ssl_certificate_key',
      'root',
    ]);
  });
});
