import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import type { AuthServerOptions, RateLimits } from './config';
import { compileTemplate, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateName, type EmailTemplateSources } from './emailTemplates';
import { MAX_PASSWORD_BYTES } from './validation';

/*
 * Reads the auth settings from a Supabase CLI project file, `supabase/config.toml`, so that the
 * local server and a hosted project (`supabase config push`) are configured from the same file
 * and the same email templates. Only the `[auth]` part is read; the rest of the CLI's layout
 * (`[api]`, `[db]`, `[remotes.*]`, ...) may be there and is left alone. Within the tables it
 * reads, a key the CLI does not know (a typo) or a value this server cannot honour stops
 * start-up with a message that names the key.
 */

/** A setting in the file that cannot be used; the message names the file and the key. */
export class ConfigFileError extends Error {
  override readonly name = 'ConfigFileError';
}

type Table = Record<string, unknown>;

/** How each key is read: into options, checked only, or refused unless it has the one value this server implements. */
type KeyRule = (value: unknown, key: string) => void;

/** Every key the Supabase CLI knows in `[auth]` (pkg/config/auth.go), so a misspelt one is caught. */
const AUTH_KEYS = [
  'enabled', 'site_url', 'external_url', 'additional_redirect_urls', 'jwt_expiry', 'jwt_issuer',
  'enable_refresh_token_rotation', 'refresh_token_reuse_interval', 'enable_manual_linking', 'enable_signup',
  'enable_anonymous_sign_ins', 'minimum_password_length', 'password_requirements', 'signing_keys_path', 'passkey',
  'webauthn', 'rate_limit', 'captcha', 'hook', 'mfa', 'sessions', 'email', 'sms', 'external', 'web3', 'oauth_server',
  'publishable_key', 'secret_key', 'jwt_secret', 'anon_key', 'service_role_key', 'third_party',
];
const EMAIL_KEYS = [
  'enable_signup', 'double_confirm_changes', 'enable_confirmations', 'secure_password_change', 'template',
  'notification', 'smtp', 'max_frequency', 'otp_length', 'otp_expiry',
];
const RATE_LIMIT_KEYS = ['anonymous_users', 'token_refresh', 'sign_in_sign_ups', 'token_verifications', 'email_sent', 'sms_sent', 'web3'];
const TEMPLATE_NAMES = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'];
const TEMPLATE_KEYS = ['subject', 'content_path'];

/** Go's time.ParseDuration units, as the CLI reads `max_frequency`. */
const DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/**
 * Seconds in a Go duration such as "60s", "1m30s" or "1h", or undefined when it is not one.
 *
 * @example
 * parseGoDuration('1m30s'); // 90
 */
export function parseGoDuration(text: string): number | undefined {
  if (!/^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/.test(text)) return text === '0' ? 0 : undefined;
  let seconds = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    seconds += Number(amount) * DURATION_UNITS[unit as string]!;
  }
  return seconds;
}

/**
 * The default place of the project file: `supabase/config.toml` at the root of the repository
 * this server lives in, found from the app's own folder.
 */
export function defaultConfigFilePath(appDir: string): string {
  return resolve(appDir, '..', '..', 'supabase', 'config.toml');
}

/**
 * Reads the `[auth]` settings of a Supabase CLI `config.toml` as server options. Email template
 * paths are relative to the folder that holds `supabase/`, as the CLI reads them.
 *
 * @example
 * const fromFile = readConfigFile('supabase/config.toml');
 * await startAuthServer({ ...fromFile, port: 0 });
 */
export function readConfigFile(path: string): AuthServerOptions {
  const shown = displayPath(path);
  const fail = (key: string, problem: string): never => {
    throw new ConfigFileError(`${shown}: ${key} ${problem}`);
  };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigFileError(`${shown}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let document: Table;
  try {
    document = parse(text) as Table;
  } catch (error) {
    if (error instanceof TomlError) {
      throw new ConfigFileError(`${shown}: line ${error.line}, column ${error.column}: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }

  const options: AuthServerOptions = {};
  const rateLimits: Partial<RateLimits> = {};
  const auth = document.auth;
  if (auth === undefined) return options;

  const integer = (min: number, max: number, apply: (value: number) => void): KeyRule => (value, key) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      fail(key, `must be a whole number from ${min} to ${max}, got ${show(value)}`);
    }
    apply(value as number);
  };
  const boolean = (apply: (value: boolean) => void): KeyRule => (value, key) => {
    if (typeof value !== 'boolean') fail(key, `must be true or false, got ${show(value)}`);
    apply(value as boolean);
  };
  const httpUrl = (value: unknown, key: string): string => {
    let url: URL | undefined;
    try {
      url = typeof value === 'string' ? new URL(value) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) fail(key, `must be an http or https URL, got ${show(value)}`);
    return value as string;
  };
  /** A setting whose other values ask for something this server does not do. */
  const only = (expected: unknown, why: string): KeyRule => (value, key) => {
    if (typeof value !== typeof expected) fail(key, `must be ${show(expected)}, got ${show(value)}`);
    if (value !== expected) fail(key, `= ${show(value)} is not supported by the local auth server (${why}); set it to ${show(expected)}`);
  };
  const ignored: KeyRule = () => {};

  const authRules: Record<string, KeyRule> = {
    enabled: only(true, 'it is the auth server'),
    site_url: (value, key) => (options.siteUrl = httpUrl(value, key)),
    external_url: (value, key) => (options.externalUrl = httpUrl(value, key)),
    additional_redirect_urls: (value, key) => {
      if (!Array.isArray(value)) fail(key, `must be a list of URLs, got ${show(value)}`);
      options.additionalRedirectUrls = (value as unknown[]).map((entry, index) => httpUrl(entry, `${key}[${index}]`));
    },
    // GoTrue allows at most a week; the CLI says the same.
    jwt_expiry: integer(1, 604_800, (value) => (options.jwtExpirySeconds = value)),
    enable_refresh_token_rotation: only(true, 'refresh tokens are always rotated'),
    refresh_token_reuse_interval: integer(0, 86_400, (value) => (options.refreshTokenReuseIntervalSeconds = value)),
    enable_signup: only(true, 'sign-up cannot be turned off'),
    enable_anonymous_sign_ins: only(false, 'anonymous sign-in is not implemented'),
    enable_manual_linking: only(false, 'identity linking is not implemented'),
    // The CLI's floor is 6; bcrypt reads at most 72 bytes.
    minimum_password_length: integer(6, MAX_PASSWORD_BYTES, (value) => (options.minimumPasswordLength = value)),
    password_requirements: only('', 'character rules are not implemented'),
    rate_limit: (value, key) => readTable(value, key, RATE_LIMIT_KEYS, rateLimitRules),
    email: (value, key) => readTable(value, key, EMAIL_KEYS, emailRules),
  };
  const rateLimitRules: Record<string, KeyRule> = {
    email_sent: integer(0, 1_000_000_000, (value) => (rateLimits.emailsPerHour = value)),
    token_refresh: integer(0, 1_000_000_000, (value) => (rateLimits.token = value)),
    sign_in_sign_ups: integer(0, 1_000_000_000, (value) => (rateLimits.signup = value)),
    token_verifications: integer(0, 1_000_000_000, (value) => (rateLimits.verify = value)),
  };
  const templates: Partial<EmailTemplateSources> = {};
  const emailRules: Record<string, KeyRule> = {
    enable_signup: only(true, 'email is the only way to sign up'),
    enable_confirmations: boolean((value) => (options.autoconfirm = !value)),
    double_confirm_changes: boolean(() => {}),
    secure_password_change: only(false, 'reauthentication is not implemented'),
    max_frequency: (value, key) => {
      const seconds = typeof value === 'string' ? parseGoDuration(value) : undefined;
      if (seconds === undefined) fail(key, `must be a duration such as "60s" or "1m", got ${show(value)}`);
      rateLimits.emailMinIntervalSeconds = seconds;
    },
    // GoTrue's range for email codes.
    otp_length: integer(6, 10, (value) => (options.otpLength = value)),
    otp_expiry: integer(1, 86_400, (value) => (options.otpLifetimeSeconds = value)),
    template: (value, key) => {
      if (!isTable(value)) fail(key, `must be a table, got ${show(value)}`);
      for (const [name, entry] of Object.entries(value as Table)) {
        const templateKey = `${key}.${name}`;
        if (!TEMPLATE_NAMES.includes(name)) fail(templateKey, `is not an email the CLI knows (${TEMPLATE_NAMES.join(', ')})`);
        readTable(entry, templateKey, TEMPLATE_KEYS, {});
        if (name === 'confirmation' || name === 'recovery') templates[name] = readTemplate(entry as Table, templateKey, name);
      }
    },
    notification: ignored,
    smtp: ignored,
  };

  function readTable(value: unknown, key: string, known: string[], rules: Record<string, KeyRule>): void {
    if (!isTable(value)) fail(key, `must be a table, got ${show(value)}`);
    for (const [name, entry] of Object.entries(value as Table)) {
      if (!known.includes(name)) fail(`${key}.${name}`, 'is not a setting the Supabase CLI knows (a typo?)');
      (rules[name] ?? ignored)(entry, `${key}.${name}`);
    }
  }

  function readTemplate(entry: Table, key: string, name: EmailTemplateName) {
    const subject = entry.subject ?? DEFAULT_EMAIL_TEMPLATES[name].subject;
    if (typeof subject !== 'string' || subject.trim() === '') fail(`${key}.subject`, `must be some text, got ${show(subject)}`);
    compileTemplate(subject as string, `${shown}: ${key}.subject`);
    let html = DEFAULT_EMAIL_TEMPLATES[name].html;
    if (entry.content_path !== undefined) {
      const contentPath = entry.content_path;
      if (typeof contentPath !== 'string' || contentPath === '') fail(`${key}.content_path`, `must be a file path, got ${show(contentPath)}`);
      // As the CLI does: relative to the folder that holds supabase/, not to supabase/ itself.
      const file = isAbsolute(contentPath as string) ? (contentPath as string) : resolve(dirname(dirname(resolve(path))), contentPath as string);
      if (!existsSync(file)) fail(`${key}.content_path`, `names ${show(contentPath)}, which does not exist (looked for ${displayPath(file)})`);
      html = readFileSync(file, 'utf8');
      compileTemplate(html, `${shown}: ${key}.content_path (${displayPath(file)})`);
    }
    return { subject: subject as string, html };
  }

  readTable(auth, 'auth', AUTH_KEYS, authRules);
  if (Object.keys(rateLimits).length > 0) options.rateLimits = rateLimits;
  if (Object.keys(templates).length > 0) options.emailTemplates = templates;
  return options;
}

function isTable(value: unknown): value is Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (value !== null && typeof value === 'object') return 'a table';
  return String(value);
}

function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') ? path : shown;
}
