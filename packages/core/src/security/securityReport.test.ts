import { describe, expect, it } from 'vitest';
import { checkSecurityConfig } from './checkConfig';
import { runSecuritySelfTest } from './runSecuritySelfTest';
import { formatSecurityReport } from './securityReport';

const generatedAt = new Date('2025-03-14T09:30:00Z');

describe('formatSecurityReport', () => {
  it('writes a summary and every case under its section', () => {
    const result = runSecuritySelfTest();
    const config = checkSecurityConfig({ protocol: 'http:', hostname: 'example.org' });
    const markdown = formatSecurityReport(result, config, { generatedAt });
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# Security Test Report');
    expect(markdown).toContain('Generated: 2025-03-14T09:30:00.000Z');
    expect(markdown).toContain('- Overall status: **PASS**');
    expect(markdown).toContain('- Tests passed: 23');
    expect(markdown).toContain('- Tests failed: 0');
    expect(markdown).toContain('- Configuration: **FAIL**');
    const headings = lines.filter((l) => l.startsWith('## '));
    expect(headings).toEqual([
      '## Summary',
      '## XSS Prevention',
      '## URL Validation',
      '## Email Validation',
      '## Configuration Check',
    ]);
    expect(lines.filter((l) => /^- \*\*(PASS|FAIL|WARN)\*\* /.test(l))).toHaveLength(23 + 3);
    expect(markdown).toContain('- **FAIL** HTTPS: The page is served over http, not HTTPS.');
  });

  it('keeps every attack string inside a code span, so none can render as HTML', () => {
    const markdown = formatSecurityReport(runSecuritySelfTest(), null, { generatedAt });
    // Outside code spans there must be no raw angle brackets.
    const outsideCode = markdown.replace(/`[^`\n]*`/g, '');
    expect(outsideCode).not.toMatch(/[<>]/);
    expect(markdown).toContain("`<script>alert('XSS')</script>`");
    expect(markdown).toContain('java\\tscript'); // the tab is shown, not hidden
    expect(markdown).toContain('- Not run.');
  });

  it('handles backticks and empty input', () => {
    const result = runSecuritySelfTest({ sanitizeText: () => '`<x>`' });
    const markdown = formatSecurityReport(result, undefined, { generatedAt });
    expect(markdown).toContain('became `` `<x>` ``');
    expect(markdown).toContain('- Overall status: **FAIL**');
    expect(markdown).toContain('Some XSS tests failed. Check input sanitization functions.');
    expect(markdown).toContain('(empty) was rejected');
  });
});
