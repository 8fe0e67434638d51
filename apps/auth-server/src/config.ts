import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfigFilePath, readConfigFile } from './configFile';
import { compileEmailTemplates, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateSources } from './emailTemplates';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './validation';

/** Per-IP request limits, as GoTrue counts them: requests per five minutes, with a burst allowance. */
export interface RateLimits {
  /** `/token` requests per five minutes per IP (GoTrue: 150). */
  token: number;
  /**
   * Requests per five minutes per IP to each of `/signup`, `/recover`, `/resend` and `PUT /user`,
   * counted separately (GoTrue: 30 each, its `sign_in_sign_ups`).
   */
  signup: number;
  /** `/verify` requests per five minutes per IP (GoTrue: 30). */
  verify: number;
  /** How many requests may arrive at once before the steady rate applies (GoTrue: 30). */
  burst: number;
  /** Emails the server may send per hour in total (GoTrue: 30, its only email limit). */
  emailsPerHour: number;
  /** Emails one IP address may cause to be sent per hour, so one person cannot spend everyone's allowance. */
  emailsPerHourPerIp: number;
  /** Emails one address may be sent per hour, however they are asked for. */
  emailsPerHourPerRecipient: number;
  /** Seconds that must pass before the same person is sent another email (GoTrue: 60). */
  emailMinIntervalSeconds: number;
}

/** Everything the server can be told; `loadConfig` fills it from the environment. */
export interface AuthServerOptions {
  /** TCP port; 0 picks a free one. Default 54321, like the Supabase CLI. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the mailbox holds live sign-up links. */
  host?: string;
  /** The site people are sent back to after confirming their email. */
  siteUrl?: string;
  /** Further redirect targets people may be sent back to. */
  additionalRedirectUrls?: string[];
  /** The public address of this server, used in confirmation links. Default http://localhost:<port>. */
  externalUrl?: string;
  /** HS256 signing secret, at least 32 characters. Default: generated once and kept in the data directory. */
  jwtSecret?: string;
  /** Where the database and the generated secret live. */
  dataDir?: string;
  /** Skip email confirmation: sign-up signs the person in at once. */
  autoconfirm?: boolean;
  /**
   * Serve the local mailbox at /mailbox. Left out, it is served only when the external URL is a
   * loopback address (this computer), because its links and codes sign people in.
   */
  mailbox?: boolean;
  /** Access token lifetime in seconds (GoTrue: 3600). */
  jwtExpirySeconds?: number;
  /**
   * Seconds a used refresh token may still be presented without counting as theft: a client whose
   * refresh answer was lost (a gateway error) tries again. Default 10, as in the Supabase CLI and
   * hosted projects, so local sign-in behaves as in production (GoTrue's own default is 0).
   */
  refreshTokenReuseIntervalSeconds?: number;
  /** How long a confirmation link stays valid, in seconds (GoTrue: 24 h). */
  confirmationLinkLifetimeSeconds?: number;
  /**
   * How long an emailed six-digit code stays valid, in seconds: 3600, GoTrue's `mailer_otp_exp`
   * as the Supabase CLI and hosted projects set it. Shorter than the link's, because a code can
   * be guessed and a link cannot.
   */
  otpLifetimeSeconds?: number;
  /** Digits in an emailed code, 6 to 10 (GoTrue: 6). */
  otpLength?: number;
  /** Shortest password accepted at sign-up and on a password change (GoTrue: 6). */
  minimumPasswordLength?: number;
  /**
   * Subject and HTML body of the confirmation and recovery emails, as Go-style templates
   * (`{{ .ConfirmationURL }}`, `{{ .Token }}`, ...). Any left out are GoTrue's defaults.
   */
  emailTemplates?: Partial<EmailTemplateSources>;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /** On close, how long open connections may go on before they are cut, in ms (default 5000). */
  shutdownGraceMs?: number;
  /** Rate limits; any left out keep GoTrue's defaults. */
  rateLimits?: Partial<RateLimits>;
  /** Receives one line per request; defaults to stdout. Pass `false` for silence. */
  log?: ((line: string) => void) | false;
}

/** The options with every default filled in. */
export type ResolvedOptions = Required<Omit<AuthServerOptions, 'rateLimits' | 'jwtSecret' | 'externalUrl' | 'mailbox' | 'log' | 'emailTemplates'>> & {
  rateLimits: RateLimits;
  emailTemplates: EmailTemplateSources;
  jwtSecret: string | undefined;
  externalUrl: string | undefined;
  mailbox: boolean | undefined;
  log: (line: string) => void;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  token: 150,
  signup: 30,
  verify: 30,
  burst: 30,
  emailsPerHour: 300,
  emailsPerHourPerIp: 30,
  emailsPerHourPerRecipient: 5,
  emailMinIntervalSeconds: 60,
};

/** The folder of this app, whether running from src/ (tsx) or dist/ (built). */
const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export const DEFAULT_SITE_URL = 'http://localhost:4173';
export const DEFAULT_ADDITIONAL_REDIRECT_URLS = ['http://nigeria.localhost:4173'];

/**
 * Fills in the defaults for anything the caller left out.
 *
 * @example
 * resolveOptions({ port: 0 }).rateLimits.token; // 150
 */
export function resolveOptions(options: AuthServerOptions): ResolvedOptions {
  checkJwtSecret(options.jwtSecret, 'jwtSecret');
  const emailTemplates = { ...DEFAULT_EMAIL_TEMPLATES, ...options.emailTemplates };
  // Checked here so that a broken template stops start-up instead of failing the first email.
  compileEmailTemplates(emailTemplates, 'emailTemplates');
  const otpLength = options.otpLength ?? 6;
  if (!Number.isInteger(otpLength) || otpLength < 6 || otpLength > 10) throw new Error(`otpLength must be a whole number from 6 to 10 (got ${otpLength})`);
  const minimumPasswordLength = options.minimumPasswordLength ?? MIN_PASSWORD_LENGTH;
  if (!Number.isInteger(minimumPasswordLength) || minimumPasswordLength < MIN_PASSWORD_LENGTH || minimumPasswordLength > MAX_PASSWORD_BYTES) {
    throw new Error(`minimumPasswordLength must be a whole number from ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_BYTES} (got ${minimumPasswordLength})`);
  }
  return {
    port: options.port ?? 54321,
    host: options.host ?? '127.0.0.1',
    siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
    additionalRedirectUrls: options.additionalRedirectUrls ?? DEFAULT_ADDITIONAL_REDIRECT_URLS,
    externalUrl: options.externalUrl,
    jwtSecret: options.jwtSecret,
    dataDir: resolve(options.dataDir ?? resolve(appDir, '.data')),
    autoconfirm: options.autoconfirm ?? false,
    mailbox: options.mailbox,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    confirmationLinkLifetimeSeconds: options.confirmationLinkLifetimeSeconds ?? 24 * 60 * 60,
    otpLifetimeSeconds: options.otpLifetimeSeconds ?? 60 * 60,
    otpLength,
    minimumPasswordLength,
    emailTemplates,
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    shutdownGraceMs: options.shutdownGraceMs ?? 5000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    log: options.log === false ? () => {} : (options.log ?? ((line) => process.stdout.write(`${line}\n`))),
  };
}

/** HS256 needs a key of at least 256 bits; anything shorter can be guessed offline from one token. */
export const MIN_JWT_SECRET_LENGTH = 32;

function checkJwtSecret(secret: string | undefined, setting: string): void {
  if (secret !== undefined && secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`${setting} must be at least ${MIN_JWT_SECRET_LENGTH} characters long (got ${secret.length})`);
  }
}

function readNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  }
  return value;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** Drops the keys whose value is undefined, so spreading cannot unset what another source set. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/**
 * Reads the server's settings: first the project's `supabase/config.toml` (the Supabase CLI's
 * file, `AUTH_CONFIG_FILE` to name another; see `readConfigFile`), then environment variables,
 * which override it (see the README for the list). A bad value in either stops start-up with a
 * message naming the key or variable.
 *
 * @example
 * const options = loadConfig({ AUTH_PORT: '0', AUTH_AUTOCONFIRM: 'true' });
 * // options.port === 0, options.autoconfirm === true
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthServerOptions {
  const named = env.AUTH_CONFIG_FILE?.trim();
  const configPath = named ? resolve(named) : defaultConfigFilePath(appDir);
  // The repository's own file is optional (the server also runs outside it); a named one is not.
  const fromFile = named || existsSync(configPath) ? readConfigFile(configPath) : {};
  const fromEnv = loadEnvironment(env);
  return {
    ...fromFile,
    ...defined(fromEnv),
    rateLimits: { ...fromFile.rateLimits, ...fromEnv.rateLimits },
  };
}

/** The settings given as environment variables alone. */
function loadEnvironment(env: NodeJS.ProcessEnv): AuthServerOptions {
  const rateLimits: Partial<RateLimits> = {};
  const limitVars: Array<[keyof RateLimits, string]> = [
    ['token', 'AUTH_RATE_LIMIT_TOKEN'],
    ['signup', 'AUTH_RATE_LIMIT_SIGNUP'],
    ['verify', 'AUTH_RATE_LIMIT_VERIFY'],
    ['burst', 'AUTH_RATE_LIMIT_BURST'],
    ['emailsPerHour', 'AUTH_RATE_LIMIT_EMAIL_SENT'],
    ['emailsPerHourPerIp', 'AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP'],
    ['emailsPerHourPerRecipient', 'AUTH_RATE_LIMIT_EMAIL_SENT_PER_RECIPIENT'],
    ['emailMinIntervalSeconds', 'AUTH_EMAIL_MIN_INTERVAL'],
  ];
  for (const [key, name] of limitVars) {
    const value = readNumber(env, name);
    if (value !== undefined) rateLimits[key] = value;
  }
  const additional = env.AUTH_ADDITIONAL_REDIRECT_URLS;
  checkJwtSecret(env.AUTH_JWT_SECRET || undefined, 'AUTH_JWT_SECRET');
  return {
    port: readNumber(env, 'AUTH_PORT'),
    host: env.AUTH_HOST || undefined,
    siteUrl: env.AUTH_SITE_URL || undefined,
    additionalRedirectUrls:
      additional === undefined
        ? undefined
        : additional
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean),
    externalUrl: env.AUTH_EXTERNAL_URL || undefined,
    jwtSecret: env.AUTH_JWT_SECRET || undefined,
    dataDir: env.AUTH_DATA_DIR || undefined,
    autoconfirm: readBoolean(env, 'AUTH_AUTOCONFIRM'),
    mailbox: readBoolean(env, 'AUTH_MAILBOX'),
    jwtExpirySeconds: readNumber(env, 'AUTH_JWT_EXPIRY'),
    refreshTokenReuseIntervalSeconds: readNumber(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL'),
    otpLifetimeSeconds: readNumber(env, 'AUTH_OTP_EXPIRY'),
    maxBodyBytes: readNumber(env, 'AUTH_MAX_BODY_BYTES'),
    rateLimits,
  };
}
