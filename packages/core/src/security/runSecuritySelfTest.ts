import { isSafeHttpUrl as defaultIsSafeHttpUrl } from '../validation/isSafeHttpUrl';
import { isValidEmail as defaultIsValidEmail } from '../validation/isValidEmail';
import { sanitizeText as defaultSanitizeText } from '../validation/sanitizeText';

/** One attack string put through the sanitiser, and what came out. */
export interface XssCase {
  /** What the attack tries. */
  name: string;
  input: string;
  output: string;
  /** The dangerous pieces still in the output; empty when the case passed. */
  leftovers: string[];
  passed: boolean;
}

/** One input put through a validator, with the verdict expected and the one given. */
export interface ValidationCase {
  name: string;
  input: string;
  expected: boolean;
  actual: boolean;
  passed: boolean;
}

/** Everything {@link runSecuritySelfTest} found. */
export interface SecuritySelfTestResult {
  xss: XssCase[];
  urls: ValidationCase[];
  emails: ValidationCase[];
  /** How many cases passed, over all three groups. */
  passed: number;
  /** How many cases failed, over all three groups. */
  failed: number;
  total: number;
  /** PASS only when no case failed. */
  status: 'PASS' | 'FAIL';
  /** Plain-English advice for each group with failures; empty on a PASS. */
  messages: string[];
}

/** The functions under test; swap one out to check a different implementation. */
export interface SecuritySelfTestSubjects {
  sanitizeText?: (input: string) => string;
  isSafeHttpUrl?: (input: string) => boolean;
  isValidEmail?: (input: string) => boolean;
}

/** The seven attack strings the sanitiser must defuse. */
const XSS_ATTACKS: ReadonlyArray<readonly [name: string, input: string]> = [
  ['Script tag', "<script>alert('XSS')</script>"],
  ['Image with onerror handler', '<img src="x" onerror="alert(\'XSS\')">'],
  ['javascript: URL', "javascript:alert('XSS')"],
  ['SVG with onload handler, no space', "<svg/onload=alert('XSS')>"],
  ['Mixed-case scheme in a link', '<a href="JaVaScRiPt:alert(\'XSS\')">Click me</a>'],
  ['Spaced, upper-case handler', "<body ONLOAD = alert('XSS')>"],
  ['Scheme split by a tab, nested tags', "<scr<script>ipt>location='java\tscript:alert(1)'</script>"],
];

const URL_CASES: ReadonlyArray<readonly [name: string, input: string, expected: boolean]> = [
  ['https address', 'https://www.nhs.uk/pregnancy/', true],
  ['http address with a query', 'http://example.com/search?q=folic+acid', true],
  ['javascript: URL', "javascript:alert('XSS')", false],
  ['data: URL', "data:text/html,<script>alert('XSS')</script>", false],
  ['ftp: URL', 'ftp://example.com/file.txt', false],
  ['file: URL', 'file:///etc/passwd', false],
  ['Empty text', '', false],
  ['Text that is not a URL', 'not a url', false],
];

const EMAIL_CASES: ReadonlyArray<readonly [name: string, input: string, expected: boolean]> = [
  ['Ordinary address', 'user@example.com', true],
  ['Address with a plus tag', 'first.last+clinic@example.com', true],
  ['Multi-part domain', 'amina@mail.example.com.ng', true],
  ['No @', 'userexample.com', false],
  ['No local part', '@example.com', false],
  ['No domain', 'user@', false],
  ['Markup in the address', '<script>alert(1)</script>@example.com', false],
  ['Empty text', '', false],
];

/**
 * Names what is still dangerous in sanitised text: an angle bracket, a script
 * tag, a script-protocol scheme or an inline event handler.
 */
function findLeftovers(output: string): string[] {
  const found: string[] = [];
  const flat = output.replace(/[\t\n\r]/g, '');
  if (/<\s*script/i.test(output)) found.push('script tag');
  if (/[<>]/.test(output)) found.push('angle bracket');
  if (/(?:java|vb|live)script\s*:/i.test(flat)) found.push('script-protocol scheme');
  const handler = /\bon\w+\s*=/i.exec(output);
  if (handler) found.push(`event handler "${handler[0]}"`);
  return found;
}

/**
 * Runs the site's security self-test: seven XSS attack strings through
 * `sanitizeText`, eight URLs through `isSafeHttpUrl` and eight addresses
 * through `isValidEmail`, each against its expected verdict. The overall
 * status is PASS only when no case fails.
 *
 * @param subjects Leave out to test this package's own functions.
 *
 * @example
 * const result = runSecuritySelfTest();
 * result.status; // 'PASS'
 * `${result.passed} passed, ${result.failed} failed`; // '23 passed, 0 failed'
 */
export function runSecuritySelfTest(subjects: SecuritySelfTestSubjects = {}): SecuritySelfTestResult {
  const {
    sanitizeText = defaultSanitizeText,
    isSafeHttpUrl = defaultIsSafeHttpUrl,
    isValidEmail = defaultIsValidEmail,
  } = subjects;

  const xss = XSS_ATTACKS.map(([name, input]): XssCase => {
    const output = sanitizeText(input);
    const leftovers = findLeftovers(output);
    return { name, input, output, leftovers, passed: leftovers.length === 0 };
  });
  const check =
    (validate: (input: string) => boolean) =>
    ([name, input, expected]: readonly [string, string, boolean]): ValidationCase => {
      const actual = validate(input);
      return { name, input, expected, actual, passed: actual === expected };
    };
  const urls = URL_CASES.map(check(isSafeHttpUrl));
  const emails = EMAIL_CASES.map(check(isValidEmail));

  const all = [...xss, ...urls, ...emails];
  const failed = all.filter((c) => !c.passed).length;
  const messages: string[] = [];
  if (xss.some((c) => !c.passed)) messages.push('Some XSS tests failed. Check input sanitization functions.');
  if (urls.some((c) => !c.passed)) messages.push('Some URL validation tests failed. Check the http/https URL check.');
  if (emails.some((c) => !c.passed)) messages.push('Some email validation tests failed. Check the email address check.');
  return {
    xss,
    urls,
    emails,
    passed: all.length - failed,
    failed,
    total: all.length,
    status: failed === 0 ? 'PASS' : 'FAIL',
    messages,
  };
}
