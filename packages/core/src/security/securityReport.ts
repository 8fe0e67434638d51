import type { SecurityConfigResult } from './checkConfig';
import type { SecuritySelfTestResult, ValidationCase, XssCase } from './runSecuritySelfTest';

/** Options for {@link formatSecurityReport}. */
export interface SecurityReportOptions {
  /** When the tests ran; defaults to now. Shown in the report as an ISO timestamp. */
  generatedAt?: Date;
}

/**
 * Shows any text literally inside Markdown: control characters are written as
 * escapes, and the code span's fence is longer than any run of backticks in
 * the text, so attack strings such as `<script>` can never render as HTML.
 */
function code(text: string): string {
  if (text === '') return '(empty)';
  // Control characters are exactly what must be made visible here.
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const longestRun = Math.max(0, ...(visible.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = visible.startsWith('`') || visible.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${visible}${pad}${fence}`;
}

const verdict = (passed: boolean) => (passed ? 'PASS' : 'FAIL');
const plain = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, '\\$&');

function xssLines(cases: XssCase[]): string[] {
  return cases.map(
    (c) =>
      `- **${verdict(c.passed)}** ${plain(c.name)}: ${code(c.input)} became ${code(c.output)}` +
      (c.passed ? '' : ` (still contains: ${c.leftovers.map(plain).join(', ')})`),
  );
}

function validationLines(cases: ValidationCase[]): string[] {
  return cases.map(
    (c) =>
      `- **${verdict(c.passed)}** ${plain(c.name)}: ${code(c.input)} was ${c.actual ? 'accepted' : 'rejected'}` +
      (c.passed ? '' : ` (expected ${c.expected ? 'accepted' : 'rejected'})`),
  );
}

/**
 * Writes the self-test and configuration results as the Markdown of
 * `security-report.md`: a summary, then every case under XSS prevention, URL
 * validation, email validation and the configuration check.
 *
 * @example
 * const markdown = formatSecurityReport(
 *   runSecuritySelfTest(),
 *   checkSecurityConfig({ protocol: location.protocol, hostname: location.hostname, document }),
 * );
 * markdown.split('\n')[0]; // '# Security Test Report'
 */
export function formatSecurityReport(
  result: SecuritySelfTestResult,
  config?: SecurityConfigResult | null,
  { generatedAt = new Date() }: SecurityReportOptions = {},
): string {
  const lines = [
    '# Security Test Report',
    '',
    `Generated: ${generatedAt.toISOString()}`,
    '',
    '## Summary',
    '',
    `- Overall status: **${result.status}**`,
    `- Tests passed: ${result.passed}`,
    `- Tests failed: ${result.failed}`,
    `- Total tests: ${result.total}`,
    ...(config ? [`- Configuration: **${config.status.toUpperCase()}**`] : []),
    ...result.messages.map((m) => `- ${plain(m)}`),
    '',
    '## XSS Prevention',
    '',
    ...xssLines(result.xss),
    '',
    '## URL Validation',
    '',
    ...validationLines(result.urls),
    '',
    '## Email Validation',
    '',
    ...validationLines(result.emails),
    '',
    '## Configuration Check',
    '',
    ...(config
      ? config.checks.map((c) => `- **${c.status.toUpperCase()}** ${plain(c.name)}: ${plain(c.message)}`)
      : ['- Not run.']),
    '',
  ];
  return lines.join('\n');
}
