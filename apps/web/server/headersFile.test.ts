/**
 * The built sites' `_headers` files (Netlify and Cloudflare Pages): a fixed handful of rules
 * however many pages there are. Cloudflare Pages reads at most 100 rules, and a rule per page
 * (one policy each) had reached 96 with the next guides about to break the deploy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from './securityPolicy';

const sites = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'sites');
/** Cloudflare Pages' limit on the rules of a `_headers` file. */
const cloudflareRuleLimit = 100;

describe.each(['uk', 'ng'])('the built %s site’s _headers', (country) => {
  const file = join(sites, country, '_headers');

  it('has two rules: every path, and the hashed assets', () => {
    if (!existsSync(file)) throw new Error(`No ${file}: build the web app first.`);
    const rules = parseHeadersFile(readFileSync(file, 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*']);
    expect(rules.length).toBeLessThan(cloudflareRuleLimit);
  });

  it('gives every path one Content-Security-Policy that needs no unsafe-inline', () => {
    const rules = parseHeadersFile(readFileSync(file, 'utf8'));
    const policies = rules.map((rule) => rule.headers['Content-Security-Policy']).filter(Boolean);
    expect(policies).toHaveLength(1);
    expect(rules[0]!.headers['Content-Security-Policy']).toMatch(/script-src 'self'/);
    expect(policies[0]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows a handful of inline scripts, the same on every page, not one per page', () => {
    const policy = parseHeadersFile(readFileSync(file, 'utf8'))[0]!.headers['Content-Security-Policy']!;
    const hashes = /script-src ([^;]*)/.exec(policy)![1]!.split(' ').filter((source) => source.startsWith("'sha256-"));
    // The JavaScript-is-on mark and the start script on every page; the sign-in-first and
    // emailed-link scripts of the account and auth pages.
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.length).toBeLessThanOrEqual(4);
  });
});
