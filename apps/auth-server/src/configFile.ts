import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import type { AuthServerOptions } from './options';
import { compileTemplate, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateName, type EmailTemplateSources } from './emailTemplates';
import { applySetting, SETTINGS_BY_KEY, show } from './settings';

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
  const auth = document.auth;
  if (auth === undefined) return options;

  /** A setting whose other values ask for something this server does not do. */
  const only = (expected: unknown, why: string): KeyRule => (value, key) => {
    if (typeof value !== typeof expected) fail(key, `must be ${show(expected)}, got ${show(value)}`);
    if (value !== expected) fail(key, `= ${show(value)} is not supported by the local auth server (${why}); set it to ${show(expected)}`);
  };
  const ignored: KeyRule = () => {};
  /** A key of the settings table (./settings.ts): checked and applied by its rule. */
  const setting: KeyRule = (value, key) => {
    try {
      applySetting(options, SETTINGS_BY_KEY.get(key)!, value, 'file', key);
    } catch (error) {
      throw new ConfigFileError(`${shown}: ${(error as Error).message}`);
    }
  };

  const authRules: Record<string, KeyRule> = {
    enabled: only(true, 'it is the auth server'),
    enable_refresh_token_rotation: only(true, 'refresh tokens are always rotated'),
    enable_signup: only(true, 'sign-up cannot be turned off'),
    enable_anonymous_sign_ins: only(false, 'anonymous sign-in is not implemented'),
    enable_manual_linking: only(false, 'identity linking is not implemented'),
    password_requirements: only('', 'character rules are not implemented'),
    rate_limit: (value, key) => readTable(value, key, RATE_LIMIT_KEYS, {}),
    email: (value, key) => readTable(value, key, EMAIL_KEYS, emailRules),
  };
  const templates: Partial<EmailTemplateSources> = {};
  const emailRules: Record<string, KeyRule> = {
    enable_signup: only(true, 'email is the only way to sign up'),
    double_confirm_changes: (value, key) => {
      if (typeof value !== 'boolean') fail(key, `must be true or false, got ${show(value)}`);
    },
    secure_password_change: only(false, 'reauthentication is not implemented'),
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
      const fullKey = `${key}.${name}`;
      (rules[name] ?? (SETTINGS_BY_KEY.has(fullKey) ? setting : ignored))(entry, fullKey);
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
  if (Object.keys(templates).length > 0) options.emailTemplates = templates;
  return options;
}

function isTable(value: unknown): value is Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * A path as messages show it: relative to the working folder when it is inside it.
 *
 * @example
 * displayPath('/repo/supabase/config.toml'); // 'supabase/config.toml' when run from /repo
 */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') ? path : shown;
}
