import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveOptions } from './config';
import { defaultConfigFilePath, readConfigFile } from './configFile';
import { compileTemplate, escapeHtml, htmlToText } from './emailTemplates';
import { parseGoDuration } from './settings';
import { freshDataDir, startTestServer, uniqueEmail } from './test/harness';

const appDir = fileURLToPath(new URL('..', import.meta.url));
/** The project's own file, the one `supabase config push` sends to a hosted project. */
const projectConfig = defaultConfigFilePath(appDir);

/** A scratch project: `supabase/config.toml` plus any template files, as the CLI lays them out. */
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'wh-auth-config-'));
  mkdirSync(join(scratch, 'supabase', 'templates'), { recursive: true });
  // The project's templates, so a copy of its config.toml reads as it does in the repository.
  cpSync(join(dirname(projectConfig), 'templates'), join(scratch, 'supabase', 'templates'), { recursive: true });
});

/** The project's config.toml with some lines changed: `key = value` lines replaced, or removed with `undefined`. */
function projectWith(changes: Record<string, string | undefined>): string {
  let toml = readFileSync(projectConfig, 'utf8');
  for (const [key, value] of Object.entries(changes)) {
    const line = new RegExp(`^${key} = .*$\\n?`, 'm');
    expect(toml, key).toMatch(line);
    toml = toml.replace(line, value === undefined ? '' : `${key} = ${value}\n`);
  }
  return toml;
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeProject(toml: string, files: Record<string, string> = {}): string {
  for (const [name, content] of Object.entries(files)) writeFileSync(join(scratch, 'supabase', 'templates', name), content);
  const path = join(scratch, 'supabase', 'config.toml');
  writeFileSync(path, toml);
  return path;
}

describe("the project's supabase/config.toml", () => {
  it('sets both countries, the lifetimes, the limits and both email templates', () => {
    const options = readConfigFile(projectConfig);
    expect(options).toMatchObject({
      siteUrl: 'http://localhost:4173',
      additionalRedirectUrls: ['http://nigeria.localhost:4173', 'http://nigeria.localhost:4173/auth/confirm', 'http://nigeria.localhost:4173/auth/reset'],
      jwtExpirySeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      minimumPasswordLength: 6,
      autoconfirm: false,
      otpLength: 6,
      otpLifetimeSeconds: 3600,
      rateLimits: { emailsPerHour: 300, token: 150, signup: 30, verify: 30, emailMinIntervalSeconds: 60 },
    });
    expect(options.emailTemplates!.confirmation!.subject).toBe('Confirm your email address');
    expect(options.emailTemplates!.recovery!.subject).toBe('Reset your password');
    expect(options.emailTemplates!.recovery!.html).toContain('{{ .RedirectTo }}?token_hash={{ .TokenHash }}&amp;type=recovery');
  });

  it('makes the local mail the production mail: the templates rendered, as HTML and as text', async () => {
    const server = await startTestServer({ ...readConfigFile(projectConfig), rateLimits: {} });
    try {
      const email = uniqueEmail("o'brien");
      await server.client().auth.signUp({ email, password: 'a safe secret 123' });
      const [confirmation] = await server.mailbox(email);
      expect(confirmation).toMatchObject({ type: 'signup', subject: 'Confirm your email address' });
      expect(confirmation!.html).toContain('<h2>Confirm your email address</h2>');
      // Values are escaped for HTML, as Go's html/template does: the apostrophe, the link's &s.
      expect(confirmation!.html).toContain(escapeHtml(email));
      expect(confirmation!.html).not.toContain(email);
      // The template's own `&amp;` stays as written.
      expect(confirmation!.html).toContain(`<a href="${confirmation!.emailLink!.replace('&type=', '&amp;type=')}">Confirm my email address</a>`);
      expect(confirmation!.html).toContain(`<strong>${confirmation!.code}</strong>`);
      expect(confirmation!.text).toContain(`Confirm my email address: ${confirmation!.emailLink}`);
      expect(confirmation!.text).toContain(`Or enter this code on the sign-in page: ${confirmation!.code}`);
      expect(confirmation!.text).toContain(`Thank you for signing up to the Women's Health Guide with ${email}.`);

      await server.follow(confirmation!.confirmationUrl!);
      await server.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://nigeria.localhost:4173/auth/reset' });
      const [recovery] = await server.mailbox(email);
      expect(recovery).toMatchObject({ type: 'recovery', subject: 'Reset your password' });
      expect(recovery!.text).toContain(`Choose a new password: ${recovery!.emailLink}`);
      expect(recovery!.text).toContain(`Or enter this code on the password reset page: ${recovery!.code}`);
      // The mailbox page shows the email as its recipient would see it.
      const page = await (await fetch(`${server.url}/mailbox`)).text();
      expect(page).toContain(recovery!.html!);
    } finally {
      await server.close();
    }
  });
});

describe('reading a config.toml', () => {
  it('reads the keys the CLI writes, Go durations included, and templates relative to the project folder', () => {
    const path = writeProject(
      `project_id = "x"
[api]
port = 54321
[auth]
site_url = "https://women.example"
jwt_expiry = 1800
[auth.email]
enable_confirmations = false
max_frequency = "1m30s"
otp_length = 8
[auth.email.template.recovery]
subject = "{{ .Token }} is your code"
content_path = "./supabase/templates/reset.html"
[auth.email.template.invite]
subject = "Not sent by this server, and not refused"
[remotes.production]
project_id = "abcdefghijklmnopqrst"
`,
      { 'reset.html': '<p>{{ .Token }}</p>' },
    );
    expect(readConfigFile(path)).toEqual({
      siteUrl: 'https://women.example',
      jwtExpirySeconds: 1800,
      autoconfirm: true,
      otpLength: 8,
      rateLimits: { emailMinIntervalSeconds: 90 },
      emailTemplates: { recovery: { subject: '{{ .Token }} is your code', html: '<p>{{ .Token }}</p>' } },
    });
    expect(parseGoDuration('60s')).toBe(60);
    expect(parseGoDuration('1h')).toBe(3600);
    expect(parseGoDuration('500ms')).toBe(0.5);
    expect(parseGoDuration('60')).toBeUndefined();
  });

  it.each([
    ['[auth]\nsite_url = ', /config\.toml: line 2, column \d+: /],
    ['[auth]\njwt_expiry = "1h"', /auth\.jwt_expiry must be a whole number from 1 to 604800, got "1h"/],
    ['[auth]\nsite_url = "javascript:alert(1)"', /auth\.site_url must be an http or https URL/],
    ['[auth]\nadditional_redirect_urls = ["http://ok.example", "ftp://no.example"]', /auth\.additional_redirect_urls\[1\] must be an http or https URL/],
    ['[auth]\nsite_ulr = "http://localhost:4173"', /auth\.site_ulr is not a setting the Supabase CLI knows/],
    ['[auth]\nminimum_password_length = 4', /auth\.minimum_password_length must be a whole number from 6 to 256, got 4/],
    ['[auth]\nenable_anonymous_sign_ins = true', /auth\.enable_anonymous_sign_ins = true is not supported by the local auth server/],
    ['[auth.email]\nmax_frequency = 60', /auth\.email\.max_frequency must be a duration such as "60s"/],
    ['[auth.email]\nenable_confirmations = "yes"', /auth\.email\.enable_confirmations must be true or false, got "yes"/],
    ['[auth.email]\notp_length = 4', /auth\.email\.otp_length must be a whole number from 6 to 10/],
    ['[auth.rate_limit]\nemail_sent = -1', /auth\.rate_limit\.email_sent must be a whole number from 0/],
    ['[auth.email.template.recovery]\nsubject = "{{ if .Token }}"', /auth\.email\.template\.recovery\.subject: "{{ if \.Token }}" is not supported/],
    ['[auth.email.template.recovery]\ncontent_path = "./supabase/templates/missing.html"', /auth\.email\.template\.recovery\.content_path names "\.\/supabase\/templates\/missing\.html", which does not exist/],
    ['[auth.email.template.recovery]\ncontent_path = "./supabase/templates/bad.html"', /auth\.email\.template\.recovery\.content_path .*bad\.html\): "{{ \.Tokn }}" is not supported/],
    ['[auth.email.template.welcome]\nsubject = "Hi"', /auth\.email\.template\.welcome is not an email the CLI knows/],
  ])('%j stops with a message naming the key', (toml, message) => {
    const path = writeProject(toml, { 'bad.html': '<p>{{ .Tokn }}</p>' });
    expect(() => readConfigFile(path)).toThrow(message);
  });

  it('environment variables override the file; AUTH_CONFIG_FILE names it', () => {
    const path = writeProject(projectWith({ site_url: '"https://from-file.example"', jwt_expiry: '1800', token_refresh: '10' }));
    const options = loadConfig({ AUTH_CONFIG_FILE: path, AUTH_SITE_URL: 'https://from-env.example', AUTH_RATE_LIMIT_VERIFY: '7', AUTH_OTP_EXPIRY: '600' });
    expect(options).toMatchObject({ siteUrl: 'https://from-env.example', jwtExpirySeconds: 1800, otpLifetimeSeconds: 600, rateLimits: { token: 10, verify: 7 } });
    // Empty is unset: the file's value stands.
    expect(loadConfig({ AUTH_CONFIG_FILE: path, AUTH_JWT_EXPIRY: '' }).jwtExpirySeconds).toBe(1800);
    expect(() => loadConfig({ AUTH_CONFIG_FILE: join(scratch, 'nowhere.toml') })).toThrow(/nowhere\.toml: cannot be read \(ENOENT\)/);
    // Without AUTH_CONFIG_FILE, the repository's own file.
    expect(loadConfig({}).emailTemplates?.recovery?.subject).toBe('Reset your password');
  });

  it('environment variables are held to the same rules as the file, each message naming the variable', () => {
    const path = writeProject(projectWith({}));
    const cases: Array<[Record<string, string>, string]> = [
      [{ AUTH_OTP_EXPIRY: '0' }, 'AUTH_OTP_EXPIRY must be a whole number from 1 to 86400, got "0"'],
      [{ AUTH_OTP_EXPIRY: '1h' }, 'AUTH_OTP_EXPIRY must be a whole number from 1 to 86400, got "1h"'],
      [{ AUTH_JWT_EXPIRY: '0' }, 'AUTH_JWT_EXPIRY must be a whole number from 1 to 604800, got "0"'],
      [{ AUTH_JWT_EXPIRY: '2592000' }, 'AUTH_JWT_EXPIRY must be a whole number from 1 to 604800, got "2592000"'],
      [{ AUTH_RATE_LIMIT_EMAIL_SENT: '1.5' }, 'AUTH_RATE_LIMIT_EMAIL_SENT must be a whole number from 0 to 1000000000, got "1.5"'],
      [{ AUTH_RATE_LIMIT_TOKEN: '1e3' }, 'AUTH_RATE_LIMIT_TOKEN must be a whole number from 0 to 1000000000, got "1e3"'],
      [{ AUTH_EMAIL_MIN_INTERVAL: 'soon' }, 'AUTH_EMAIL_MIN_INTERVAL must be whole seconds or a duration such as "60s" or "1m", got "soon"'],
      [{ AUTH_SITE_URL: 'javascript:alert(1)' }, 'AUTH_SITE_URL must be an http or https URL, got "javascript:alert(1)"'],
      [{ AUTH_ADDITIONAL_REDIRECT_URLS: 'http://ok.example, ftp://no.example' }, 'AUTH_ADDITIONAL_REDIRECT_URLS[1] must be an http or https URL, got "ftp://no.example"'],
      [{ AUTH_PORT: '65536' }, 'AUTH_PORT must be a whole number from 0 to 65535, got "65536"'],
      [{ AUTH_BCRYPT_COST: '3' }, 'AUTH_BCRYPT_COST must be a whole number from 4 to 15, got "3"'],
      [{ AUTH_AUTOCONFIRM: 'maybe' }, 'AUTH_AUTOCONFIRM must be true or false, got "maybe"'],
    ];
    for (const [env, message] of cases) expect(() => loadConfig({ AUTH_CONFIG_FILE: path, ...env }), JSON.stringify(env)).toThrow(message);
    // Both forms of an interval: whole seconds, as before, or the file's Go duration.
    expect(loadConfig({ AUTH_CONFIG_FILE: path, AUTH_EMAIL_MIN_INTERVAL: '90' }).rateLimits?.emailMinIntervalSeconds).toBe(90);
    expect(loadConfig({ AUTH_CONFIG_FILE: path, AUTH_EMAIL_MIN_INTERVAL: '2m' }).rateLimits?.emailMinIntervalSeconds).toBe(120);
  });

  it('the project decides its settings in the file alone: one left out stops start-up, naming the key', () => {
    for (const [key, named] of [
      ['otp_expiry', /missing auth\.email\.otp_expiry \(or AUTH_OTP_EXPIRY\)/],
      ['jwt_expiry', /missing auth\.jwt_expiry \(or AUTH_JWT_EXPIRY\)/],
      ['email_sent', /missing auth\.rate_limit\.email_sent \(or AUTH_RATE_LIMIT_EMAIL_SENT\)/],
      ['otp_length', /missing auth\.email\.otp_length;/],
    ] as const) {
      const path = writeProject(projectWith({ [key]: undefined }));
      expect(() => loadConfig({ AUTH_CONFIG_FILE: path }), key).toThrow(named);
    }
    // An environment variable may stand in for one.
    const path = writeProject(projectWith({ otp_expiry: undefined }));
    expect(loadConfig({ AUTH_CONFIG_FILE: path, AUTH_OTP_EXPIRY: '900' }).otpLifetimeSeconds).toBe(900);
    // The server started from code needs them too: no second copy of the project's values.
    expect(() => resolveOptions({ port: 0 })).toThrow(/Missing settings that supabase\/config\.toml gives: auth\.site_url \(or AUTH_SITE_URL\), /);
  });

  it.each([
    ['in the file', { otp_expiry: '0' }, {}, /Auth server failed to start: .*config\.toml: auth\.email\.otp_expiry must be a whole number from 1 to 86400, got 0/],
    ['in the environment', {}, { AUTH_OTP_EXPIRY: '0' }, /Auth server failed to start: AUTH_OTP_EXPIRY must be a whole number from 1 to 86400, got "0"/],
  ])('a bad value %s stops the command-line server at start-up, naming it', async (_where, changes: Record<string, string>, env, message) => {
    const path = writeProject(projectWith(changes));
    const dataDir = freshDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: appDir,
      env: { ...process.env, AUTH_PORT: '0', AUTH_DATA_DIR: dataDir, AUTH_CONFIG_FILE: path, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      clearTimeout(timer);
      expect(code).toBe(1);
      expect(output).toMatch(message);
      expect(output).not.toContain('ready at');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('email templates', () => {
  it('substitutes GoTrue’s variables, escaped as the caller says, and refuses anything else', () => {
    const template = compileTemplate('<a href="{{ .ConfirmationURL }}">{{.Email}}</a> {{ .Token }}', 'test');
    const values = { ConfirmationURL: 'http://x/verify?a=1&b=2', Token: '012345', TokenHash: 'h', SiteURL: 's', Email: "o'neil@example.org", RedirectTo: 'r' };
    expect(template.render(values, escapeHtml)).toBe('<a href="http://x/verify?a=1&#38;b=2">o&#39;neil@example.org</a> 012345');
    expect(() => compileTemplate('{{ .Data.name }}', 'where')).toThrow('where: "{{ .Data.name }}" is not supported');
    expect(() => compileTemplate('{{ .Token ', 'where')).toThrow('where: "{{" at "{{ .Token " is never closed');
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<h2>Reset</h2>\n<p>Hello &amp; welcome,<br>Ada</p><p><a href="http://x/a?b=1&#38;c=2">Open</a></p><p><a href="http://y/">http://y/</a></p>')).toBe(
      'Reset\n\nHello & welcome,\nAda\n\nOpen: http://x/a?b=1&c=2\n\nhttp://y/',
    );
  });
});
