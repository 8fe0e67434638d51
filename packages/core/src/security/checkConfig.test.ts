import { describe, expect, it } from 'vitest';
import { checkSecurityConfig, type DocumentLike } from './checkConfig';

/** A tiny document with just the meta tags given, found the way a browser's querySelector would. */
function documentWith(metas: Record<string, string>): DocumentLike {
  return {
    querySelector(selector) {
      const match = /^meta\[http-equiv="([^"]+)"\]$/.exec(selector);
      if (!match) throw new Error(`Unexpected selector ${selector}`);
      const content = metas[match[1]!];
      return content === undefined ? null : { getAttribute: (name) => (name === 'content' ? content : null) };
    },
  };
}

const byId = (result: ReturnType<typeof checkSecurityConfig>, id: string) => result.checks.find((c) => c.id === id);

describe('checkSecurityConfig', () => {
  it('passes a page served over https with both meta tags', () => {
    const result = checkSecurityConfig({
      protocol: 'https:',
      hostname: 'example.org',
      document: documentWith({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }),
    });
    expect(result.status).toBe('pass');
    expect(result.checks.map((c) => [c.id, c.status])).toEqual([
      ['https', 'pass'],
      ['csp', 'pass'],
      ['xFrameOptions', 'pass'],
    ]);
    expect(byId(result, 'csp')?.message).toContain("default-src 'self'");
  });

  it('fails plain http on a public host', () => {
    const result = checkSecurityConfig({ protocol: 'http:', hostname: 'example.org', document: documentWith({}) });
    expect(byId(result, 'https')).toMatchObject({ status: 'fail', name: 'HTTPS' });
    expect(byId(result, 'https')?.message).toMatch(/not HTTPS/);
    expect(result.status).toBe('fail');
  });

  it('lets plain http through on localhost and *.localhost', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'nigeria.localhost', 'LOCALHOST']) {
      expect(checkSecurityConfig({ protocol: 'http:', hostname }).checks[0]?.status, hostname).toBe('pass');
    }
    expect(checkSecurityConfig({ protocol: 'http:', hostname: 'localhost.example.org' }).checks[0]?.status).toBe('fail');
  });

  it('accepts the protocol with or without its colon, in any case', () => {
    expect(checkSecurityConfig({ protocol: 'HTTPS', hostname: 'example.org' }).checks[0]?.status).toBe('pass');
  });

  it('warns when a meta tag is missing or empty', () => {
    const result = checkSecurityConfig({
      protocol: 'https:',
      hostname: 'example.org',
      document: documentWith({ 'X-Frame-Options': '  ' }),
    });
    expect(byId(result, 'csp')).toMatchObject({ status: 'warn' });
    expect(byId(result, 'csp')?.message).toMatch(/No Content-Security-Policy meta tag/);
    expect(byId(result, 'xFrameOptions')?.message).toMatch(/present but empty/);
    expect(result.status).toBe('warn');
  });

  it('warns that it could not look when there is no document', () => {
    const result = checkSecurityConfig({ protocol: 'https:', hostname: 'example.org' });
    expect(result.checks.slice(1).map((c) => c.status)).toEqual(['warn', 'warn']);
    expect(byId(result, 'csp')?.message).toMatch(/could not be checked/);
  });

  it('accepts elements without getAttribute (presence is enough)', () => {
    const result = checkSecurityConfig({
      protocol: 'https:',
      hostname: 'example.org',
      document: { querySelector: () => ({}) },
    });
    expect(result.status).toBe('pass');
  });
});
