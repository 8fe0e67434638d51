import { describe, expect, it } from 'vitest';
import { runSecuritySelfTest } from './runSecuritySelfTest';

describe('runSecuritySelfTest', () => {
  it('passes every case with this package’s own validators', () => {
    const result = runSecuritySelfTest();
    expect(result.xss).toHaveLength(7);
    expect(result.urls).toHaveLength(8);
    expect(result.emails).toHaveLength(8);
    expect(result.total).toBe(23);
    expect(result.failed).toBe(0);
    expect(result.passed).toBe(23);
    expect(result.status).toBe('PASS');
    expect(result.messages).toEqual([]);
    for (const c of result.xss) {
      expect(c.output).not.toMatch(/<|>|javascript:|onerror\s*=|onload\s*=/i);
      expect(c.leftovers).toEqual([]);
    }
  });

  it('covers the attacks, URLs and addresses the spec lists', () => {
    const result = runSecuritySelfTest();
    const inputs = result.xss.map((c) => c.input).join('\n');
    expect(inputs).toMatch(/<script>/);
    expect(inputs).toMatch(/onerror=/);
    expect(inputs).toMatch(/onload=/i);
    expect(inputs).toMatch(/javascript:/i);
    const accepted = (cases: typeof result.urls) => cases.filter((c) => c.expected).map((c) => c.input);
    expect(accepted(result.urls).every((u) => /^https?:\/\//.test(u))).toBe(true);
    const rejectedUrls = result.urls.filter((c) => !c.expected).map((c) => c.input);
    for (const scheme of ['javascript:', 'data:', 'ftp:', 'file:']) {
      expect(rejectedUrls.some((u) => u.startsWith(scheme)), scheme).toBe(true);
    }
    expect(rejectedUrls).toContain('');
    expect(accepted(result.emails)).toEqual(
      expect.arrayContaining([expect.stringContaining('+'), expect.stringMatching(/@\w+\.\w+\.\w+/)]),
    );
  });

  it('fails, and says what is left, when the sanitiser only strips angle brackets', () => {
    const result = runSecuritySelfTest({ sanitizeText: (input) => input.replace(/[<>]/g, '') });
    expect(result.status).toBe('FAIL');
    expect(result.failed).toBeGreaterThan(0);
    expect(result.passed + result.failed).toBe(result.total);
    expect(result.messages).toEqual(['Some XSS tests failed. Check input sanitization functions.']);
    const image = result.xss.find((c) => c.name === 'Image with onerror handler');
    expect(image?.passed).toBe(false);
    expect(image?.leftovers).toEqual(['event handler "onerror="']);
  });

  it('fails when a validator accepts too much', () => {
    const result = runSecuritySelfTest({ isSafeHttpUrl: () => true, isValidEmail: (s) => s.includes('@') });
    expect(result.status).toBe('FAIL');
    const failedUrls = result.urls.filter((c) => !c.passed).map((c) => c.input);
    expect(failedUrls).toContain("javascript:alert('XSS')");
    expect(result.emails.find((c) => c.name === 'No domain')).toMatchObject({ expected: false, actual: true, passed: false });
    expect(result.messages).toHaveLength(2);
  });
});
