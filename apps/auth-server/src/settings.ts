import type { AuthServerOptions, RateLimits } from './options';
import { MAX_PASSWORD_CHARACTERS } from './passwords';

/*
 * Every setting the server reads from outside, in one table: where it goes in the options, its
 * key in the Supabase CLI's `supabase/config.toml` (when the CLI has one), the environment
 * variable that overrides it (when there is one), and the one rule that checks it, whichever of
 * the two it came from. So `jwt_expiry = 0` in the file and `AUTH_JWT_EXPIRY=0` in the
 * environment are refused alike, each message naming where the value was written.
 *
 * The project's values live in `supabase/config.toml` alone (the settings marked `fromProject`):
 * there is no second copy of them here. Defaults in `resolveOptions` are only for the settings
 * the CLI's file has no key for (the port, the data directory, the per-IP and per-recipient
 * email limits, ...).
 */

/** What a rule says about a value it refuses, completed with the setting's name by the caller. */
export class SettingProblem extends Error {
  override readonly name = 'SettingProblem';
}

/** Where a value was written: the file gives typed TOML values, the environment text. */
export type SettingSource = 'file' | 'env';

/** Checks one value and returns it as the option wants it; throws a `SettingProblem`. */
export type SettingRule = (value: unknown, source: SettingSource) => unknown;

/** An option of `AuthServerOptions`, or one of its rate limits. */
export type OptionPath = Exclude<keyof AuthServerOptions, 'rateLimits'> | `rateLimits.${keyof RateLimits}`;

export interface Setting {
  option: OptionPath;
  rule: SettingRule;
  /** Its key in config.toml, e.g. `auth.email.otp_expiry`. */
  key?: string;
  /** The environment variable, e.g. `AUTH_OTP_EXPIRY`. */
  env?: string;
  /** The file's value means the opposite of the option (`enable_confirmations` against `autoconfirm`). */
  fileMeansOpposite?: true;
  /**
   * The project decides it in config.toml, and the server has no value of its own for it: a
   * file without it (and no environment variable) stops start-up, naming the key.
   */
  fromProject?: true;
}

/**
 * A value as a message shows it: text quoted, tables and lists by their kind.
 *
 * @example
 * show('1h'); // '"1h"'
 */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (value !== null && typeof value === 'object') return 'a table';
  return String(value);
}

/** A whole number within a range; the environment's text must be digits only (`1e3`, `10.5` and ` 7` are refused). */
export const wholeNumber =
  (min: number, max: number): SettingRule =>
  (value, source) => {
    const number = source === 'env' && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      throw new SettingProblem(`must be a whole number from ${min} to ${max}, got ${show(value)}`);
    }
    return number;
  };

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, yes: true, on: true, false: false, '0': false, no: false, off: false };

/** true or false; the environment may also say 1/0, yes/no, on/off. */
export const trueOrFalse: SettingRule = (value, source) => {
  const answer = source === 'env' && typeof value === 'string' ? BOOLEAN_WORDS[value.trim().toLowerCase()] : value;
  if (typeof answer !== 'boolean') throw new SettingProblem(`must be true or false, got ${show(value)}`);
  return answer;
};

/** An absolute http or https URL. */
export const httpUrl: SettingRule = (value) => {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new SettingProblem(`must be an http or https URL, got ${show(value)}`);
  return value;
};

/** A list of http or https URLs: a TOML list, or comma-separated in the environment. */
export const httpUrlList: SettingRule = (value, source) => {
  const list = source === 'env' && typeof value === 'string' ? value.split(',').map((url) => url.trim()).filter(Boolean) : value;
  if (!Array.isArray(list)) throw new SettingProblem(`must be a list of URLs, got ${show(value)}`);
  return list.map((entry, index) => {
    try {
      return httpUrl(entry, source);
    } catch (error) {
      throw new SettingProblem(`[${index}] ${(error as Error).message}`);
    }
  });
};

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

/** A Go duration in the file ("60s"); in the environment, whole seconds ("60") or a Go duration. */
export const duration: SettingRule = (value, source) => {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const seconds = text === undefined ? undefined : source === 'env' && /^\d+$/.test(text) ? Number(text) : parseGoDuration(text);
  if (seconds === undefined) {
    throw new SettingProblem(source === 'env' ? `must be whole seconds or a duration such as "60s" or "1m", got ${show(value)}` : `must be a duration such as "60s" or "1m", got ${show(value)}`);
  }
  return seconds;
};

/** Some text (a host name, a folder). */
const text: SettingRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') throw new SettingProblem(`must be some text, got ${show(value)}`);
  return value;
};

/** HS256 needs a key of at least 256 bits; anything shorter can be guessed offline from one token. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A JWT signing secret. */
export const jwtSecretRule: SettingRule = (value) => {
  if (typeof value !== 'string') throw new SettingProblem(`must be text, got ${show(value)}`);
  if (value.length < MIN_JWT_SECRET_LENGTH) throw new SettingProblem(`must be at least ${MIN_JWT_SECRET_LENGTH} characters long (got ${value.length})`);
  return value;
};

/** The most any count-type limit may be; far above any real use, below where arithmetic gets odd. */
const MAX_LIMIT = 1_000_000_000;

/**
 * bcrypt's cost: 2^cost rounds. 10 is GoTrue's and the default; `bcryptjs` accepts 4 to 31, and
 * 15 already takes seconds per sign-in in JavaScript.
 */
export const BCRYPT_COST_RANGE = { min: 4, max: 15 } as const;

export const SETTINGS: readonly Setting[] = [
  { option: 'siteUrl', key: 'auth.site_url', env: 'AUTH_SITE_URL', rule: httpUrl, fromProject: true },
  { option: 'additionalRedirectUrls', key: 'auth.additional_redirect_urls', env: 'AUTH_ADDITIONAL_REDIRECT_URLS', rule: httpUrlList, fromProject: true },
  { option: 'externalUrl', key: 'auth.external_url', env: 'AUTH_EXTERNAL_URL', rule: httpUrl },
  // GoTrue allows at most a week; the CLI says the same.
  { option: 'jwtExpirySeconds', key: 'auth.jwt_expiry', env: 'AUTH_JWT_EXPIRY', rule: wholeNumber(1, 604_800), fromProject: true },
  { option: 'refreshTokenReuseIntervalSeconds', key: 'auth.refresh_token_reuse_interval', env: 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', rule: wholeNumber(0, 86_400), fromProject: true },
  // The CLI's floor is 6; bcrypt reads at most 72 bytes.
  { option: 'minimumPasswordLength', key: 'auth.minimum_password_length', rule: wholeNumber(6, MAX_PASSWORD_CHARACTERS), fromProject: true },
  { option: 'autoconfirm', key: 'auth.email.enable_confirmations', fileMeansOpposite: true, rule: trueOrFalse, fromProject: true },
  { option: 'autoconfirm', env: 'AUTH_AUTOCONFIRM', rule: trueOrFalse },
  { option: 'rateLimits.emailMinIntervalSeconds', key: 'auth.email.max_frequency', env: 'AUTH_EMAIL_MIN_INTERVAL', rule: duration, fromProject: true },
  // GoTrue's range for email codes.
  { option: 'otpLength', key: 'auth.email.otp_length', rule: wholeNumber(6, 10), fromProject: true },
  { option: 'otpLifetimeSeconds', key: 'auth.email.otp_expiry', env: 'AUTH_OTP_EXPIRY', rule: wholeNumber(1, 86_400), fromProject: true },
  { option: 'rateLimits.emailsPerHour', key: 'auth.rate_limit.email_sent', env: 'AUTH_RATE_LIMIT_EMAIL_SENT', rule: wholeNumber(0, MAX_LIMIT), fromProject: true },
  { option: 'rateLimits.token', key: 'auth.rate_limit.token_refresh', env: 'AUTH_RATE_LIMIT_TOKEN', rule: wholeNumber(0, MAX_LIMIT), fromProject: true },
  { option: 'rateLimits.signup', key: 'auth.rate_limit.sign_in_sign_ups', env: 'AUTH_RATE_LIMIT_SIGNUP', rule: wholeNumber(0, MAX_LIMIT), fromProject: true },
  { option: 'rateLimits.verify', key: 'auth.rate_limit.token_verifications', env: 'AUTH_RATE_LIMIT_VERIFY', rule: wholeNumber(0, MAX_LIMIT), fromProject: true },
  // The CLI's file has no key for these: the environment only.
  { option: 'port', env: 'AUTH_PORT', rule: wholeNumber(0, 65_535) },
  { option: 'host', env: 'AUTH_HOST', rule: text },
  { option: 'dataDir', env: 'AUTH_DATA_DIR', rule: text },
  { option: 'jwtSecret', env: 'AUTH_JWT_SECRET', rule: jwtSecretRule },
  { option: 'mailbox', env: 'AUTH_MAILBOX', rule: trueOrFalse },
  { option: 'maxBodyBytes', env: 'AUTH_MAX_BODY_BYTES', rule: wholeNumber(1024, 16 * 1024 * 1024) },
  { option: 'bcryptCost', env: 'AUTH_BCRYPT_COST', rule: wholeNumber(BCRYPT_COST_RANGE.min, BCRYPT_COST_RANGE.max) },
  { option: 'rateLimits.burst', env: 'AUTH_RATE_LIMIT_BURST', rule: wholeNumber(1, MAX_LIMIT) },
  { option: 'rateLimits.emailsPerHourPerIp', env: 'AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP', rule: wholeNumber(0, MAX_LIMIT) },
  { option: 'rateLimits.emailsPerHourPerRecipient', env: 'AUTH_RATE_LIMIT_EMAIL_SENT_PER_RECIPIENT', rule: wholeNumber(0, MAX_LIMIT) },
];

/** The settings with a key in config.toml, by key. */
export const SETTINGS_BY_KEY: ReadonlyMap<string, Setting> = new Map(SETTINGS.filter((setting) => setting.key).map((setting) => [setting.key!, setting]));

/**
 * Reads `option` out of options.
 *
 * @example
 * getOption({ rateLimits: { token: 5 } }, 'rateLimits.token'); // 5
 */
export function getOption(options: AuthServerOptions, option: OptionPath): unknown {
  if (option.startsWith('rateLimits.')) return options.rateLimits?.[option.slice('rateLimits.'.length) as keyof RateLimits];
  return options[option as keyof AuthServerOptions];
}

/**
 * Checks `value` by the setting's rule and stores it in options; a refused value throws
 * `${name} ${problem}`, where `name` says where it was written.
 *
 * @example
 * applySetting(options, SETTINGS_BY_KEY.get('auth.jwt_expiry')!, 1800, 'file', 'supabase/config.toml: auth.jwt_expiry');
 */
export function applySetting(options: AuthServerOptions, setting: Setting, raw: unknown, source: SettingSource, name: string): void {
  let value: unknown;
  try {
    value = setting.rule(raw, source);
  } catch (error) {
    // A list's entry names itself: `auth.additional_redirect_urls[1] must be ...`.
    if (error instanceof SettingProblem) throw new Error(`${name}${error.message.startsWith('[') ? '' : ' '}${error.message}`);
    throw error;
  }
  if (source === 'file' && setting.fileMeansOpposite) value = !value;
  if (setting.option.startsWith('rateLimits.')) {
    options.rateLimits = { ...options.rateLimits, [setting.option.slice('rateLimits.'.length)]: value };
  } else {
    (options as Record<string, unknown>)[setting.option] = value;
  }
}

/**
 * The project settings `options` lacks, as "key (or ENV)" for a message; empty when complete.
 *
 * @example
 * missingProjectSettings({}); // ['auth.site_url (or AUTH_SITE_URL)', ...]
 */
export function missingProjectSettings(options: AuthServerOptions): string[] {
  const missing: string[] = [];
  for (const setting of SETTINGS) {
    if (!setting.fromProject || getOption(options, setting.option) !== undefined) continue;
    const alternative = SETTINGS.find((other) => other.option === setting.option && other.env);
    missing.push(alternative?.env ? `${setting.key} (or ${alternative.env})` : setting.key!);
  }
  return missing;
}
