import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxConfig,
  parseHeadersFile,
  scriptHash,
  withSecurityMeta,
} from './securityPolicy';

const page =
  '<!DOCTYPE html><html><head><script>a()</script><script type="module" src="/assets/x.js"></script></head>' +
  '<body><script data-x="1">b()</script></body></html>';

describe('inlineScripts', () => {
  it('finds inline scripts and skips external ones', () => {
    expect(inlineScripts(page)).toEqual(['a()', 'b()']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 the browser computes', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = [scriptHash('a()')];
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
    const meta = contentSecurityPolicy({ scriptHashes: hashes, authOrigin: 'https://x.supabase.co', https: true, forMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain('upgrade-insecure-requests');
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
  it('round-trips shared headers and per-page policies', () => {
    const text = headersFile({ 'X-Frame-Options': 'DENY' }, new Map([['/about', "default-src 'self'"]]));
    expect(parseHeadersFile(text)).toEqual([
      { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/about', headers: { 'Content-Security-Policy': "default-src 'self'" } },
    ]);
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({
    serverName: 'example.org',
    root: '/srv/uk',
    shared: { 'X-Frame-Options': 'DENY' },
    pagePolicies: new Map([
      ['/', "script-src 'self' 'sha256-home'"],
      ['/about', "script-src 'self' 'sha256-about'"],
      ['/404', "script-src 'self' 'sha256-404'"],
    ]),
  });

  it('gives each page its own policy, and unknown paths the 404 page’s', () => {
    expect(config).toContain(`"/about" "script-src 'self' 'sha256-about'";`);
    expect(config).toContain(`"/about.html" "script-src 'self' 'sha256-about'";`);
    expect(config).toContain(`"/index.html" "script-src 'self' 'sha256-home'";`);
    expect(config).toContain(`default "script-src 'self' 'sha256-404'";`);
  });

  it('sends the shared headers, serves the 404 page and the tools fallback', () => {
    expect(config).toContain('add_header X-Frame-Options "DENY" always;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('try_files $uri $uri.html /tools.html;');
  });
});
