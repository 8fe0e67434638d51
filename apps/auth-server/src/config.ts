import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FUNCTIONS_DIR } from './functions';
import { ConfigFileError, defaultConfigFilePath, displayPath, readConfigFile } from './configFile';
import { compileEmailTemplates, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateSources } from './emailTemplates';
import { applySetting, BCRYPT_COST_RANGE, jwtSecretRule, missingProjectSettings, SETTINGS, SettingProblem } from './settings';
import { MAX_PASSWORD_CHARACTERS, MIN_PASSWORD_LENGTH } from './passwords';

/**
 * Request and email limits. Request limits are per IP (per /64 for IPv6), as GoTrue counts them:
 * requests per five minutes, with a burst allowance. Those with a key in config.toml take their
 * values from it (`[auth.rate_limit]`, `[auth.email] max_frequency`); the others default here.
 */
export interface RateLimits {
  /** `/token` requests per five minutes per IP (`token_refresh`). */
  token: number;
  /**
   * Requests per five minutes per IP to each of `/signup`, `/recover`, `/resend` and `PUT /user`,
   * counted separately, as GoTrue counts its `sign_in_sign_ups`.
   */
  signup: number;
  /** `/verify` requests per five minutes per IP (`token_verifications`). */
  verify: number;
  /** How many requests may arrive at once before the steady rate applies (GoTrue: 30; no key in the file). */
  burst: number;
  /** Emails the server may send per hour in total (`email_sent`, GoTrue's only email limit). */
  emailsPerHour: number;
  /** Emails one IP address may cause to be sent per hour, so one person cannot spend everyone's allowance (no key in the file). */
  emailsPerHourPerIp: number;
  /** Emails one address may be sent per hour, however they are asked for (no key in the file). */
  emailsPerHourPerRecipient: number;
  /** Seconds that must pass before the same person is sent another email of one kind (`max_frequency`). */
  emailMinIntervalSeconds: number;
}

/**
 * Everything the server can be told. `loadConfig` fills it from `supabase/config.toml` and the
 * environment; the settings the project decides there (`SETTINGS` entries marked `fromProject`:
 * the site's addresses, lifetimes, request and email limits) have no default here and must be
 * given.
 */
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
  /** Access token lifetime in seconds (`jwt_expiry`). */
  jwtExpirySeconds?: number;
  /**
   * Seconds a used refresh token may still be presented without counting as theft: a client whose
   * refresh answer was lost (a gateway error) tries again (`refresh_token_reuse_interval`).
   */
  refreshTokenReuseIntervalSeconds?: number;
  /** How long a confirmation link stays valid, in seconds (GoTrue: 24 h). */
  confirmationLinkLifetimeSeconds?: number;
  /**
   * How long an emailed code, and a password-reset link, stay valid, in seconds (`otp_expiry`,
   * GoTrue's `mailer_otp_exp`). Shorter than a confirmation link's, because a code can be
   * guessed and a link cannot.
   */
  otpLifetimeSeconds?: number;
  /** Digits in an emailed code, 6 to 10 (`otp_length`). */
  otpLength?: number;
  /** Shortest password accepted at sign-up and on a password change (`minimum_password_length`). */
  minimumPasswordLength?: number;
  /**
   * bcrypt's cost for password hashes: 10, GoTrue's, by default. Only tests lower it (to 4), so
   * that sign-ups and sign-ins do not queue behind the hashing on a busy machine; a hash keeps its
   * own cost, so lowering it never weakens a stored password, only the ones written meanwhile.
   */
  bcryptCost?: number;
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
  /**
   * The Supabase Edge Functions to serve at `/functions/v1/<name>` (`<dir>/<name>/index.ts`, run
   * under Deno): default the repository's `supabase/functions`; `false` serves none.
   */
  functionsDir?: string | false;
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

/**
 * The limits config.toml has no key for. One person (one IP) may cause 30 emails an hour (GoTrue's
 * whole-server figure), a recipient gets at most 5 an hour, and 30 requests may arrive at once.
 */
export const DEFAULT_RATE_LIMITS: Pick<RateLimits, 'burst' | 'emailsPerHourPerIp' | 'emailsPerHourPerRecipient'> = {
  burst: 30,
  emailsPerHourPerIp: 30,
  emailsPerHourPerRecipient: 5,
};

/** GoTrue's bcrypt cost, and the contract's. */
export const DEFAULT_BCRYPT_COST = 10;

/** The folder of this app, whether running from src/ (tsx) or dist/ (built). */
const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * Fills in the defaults for what the caller left out, and checks what needs checking before any
 * request is served. The project's settings (config.toml's) must be given: `loadConfig()` or
 * `readConfigFile()` gives them.
 *
 * @example
 * resolveOptions({ ...loadConfig(), port: 0 }).rateLimits.burst; // 30
 */
export function resolveOptions(options: AuthServerOptions): ResolvedOptions {
  const missing = missingProjectSettings(options);
  if (missing.length > 0) throw new Error(`Missing settings that supabase/config.toml gives: ${missing.join(', ')}`);
  if (options.jwtSecret !== undefined) checkedBy(jwtSecretRule, options.jwtSecret, 'jwtSecret');
  const emailTemplates = { ...DEFAULT_EMAIL_TEMPLATES, ...options.emailTemplates };
  // Checked here so that a broken template stops start-up instead of failing the first email.
  compileEmailTemplates(emailTemplates, 'emailTemplates');
  const otpLength = options.otpLength!;
  if (!Number.isInteger(otpLength) || otpLength < 6 || otpLength > 10) throw new Error(`otpLength must be a whole number from 6 to 10 (got ${otpLength})`);
  const minimumPasswordLength = options.minimumPasswordLength!;
  if (!Number.isInteger(minimumPasswordLength) || minimumPasswordLength < MIN_PASSWORD_LENGTH || minimumPasswordLength > MAX_PASSWORD_CHARACTERS) {
    throw new Error(`minimumPasswordLength must be a whole number from ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_CHARACTERS} (got ${minimumPasswordLength})`);
  }
  const bcryptCost = options.bcryptCost ?? DEFAULT_BCRYPT_COST;
  if (!Number.isInteger(bcryptCost) || bcryptCost < BCRYPT_COST_RANGE.min || bcryptCost > BCRYPT_COST_RANGE.max) {
    throw new Error(`bcryptCost must be a whole number from ${BCRYPT_COST_RANGE.min} to ${BCRYPT_COST_RANGE.max} (got ${bcryptCost})`);
  }
  return {
    port: options.port ?? 54321,
    host: options.host ?? '127.0.0.1',
    siteUrl: options.siteUrl!,
    additionalRedirectUrls: options.additionalRedirectUrls!,
    externalUrl: options.externalUrl,
    jwtSecret: options.jwtSecret,
    dataDir: resolve(options.dataDir ?? resolve(appDir, '.data')),
    autoconfirm: options.autoconfirm!,
    mailbox: options.mailbox,
    jwtExpirySeconds: options.jwtExpirySeconds!,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds!,
    // A confirmation link only confirms an address whose owner chose the password: a day, GoTrue's default.
    confirmationLinkLifetimeSeconds: options.confirmationLinkLifetimeSeconds ?? 24 * 60 * 60,
    otpLifetimeSeconds: options.otpLifetimeSeconds!,
    otpLength,
    minimumPasswordLength,
    bcryptCost,
    emailTemplates,
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    shutdownGraceMs: options.shutdownGraceMs ?? 5000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } as RateLimits,
    log: options.log === false ? () => {} : (options.log ?? ((line) => process.stdout.write(`${line}\n`))),
    functionsDir: options.functionsDir === false ? false : resolve(options.functionsDir ?? DEFAULT_FUNCTIONS_DIR),
  };
}

/** Runs a settings rule on a value given in code, naming the option in the message. */
function checkedBy(rule: (value: unknown, source: 'file') => unknown, value: unknown, name: string): void {
  try {
    rule(value, 'file');
  } catch (error) {
    if (error instanceof SettingProblem) throw new Error(`${name} ${error.message}`);
    throw error;
  }
}

/**
 * Reads the server's settings: first the project's `supabase/config.toml` (the Supabase CLI's
 * file; `AUTH_CONFIG_FILE` names another), then environment variables, which override it (see
 * `SETTINGS` in ./settings.ts and the README for the list). The file must exist and give every
 * setting the project decides; a bad value in either, or a missing one, stops start-up with a
 * message naming the key or variable.
 *
 * @example
 * const options = loadConfig({ AUTH_PORT: '0', AUTH_AUTOCONFIRM: 'true' });
 * // options.port === 0, options.autoconfirm === true, options.otpLifetimeSeconds from the file
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthServerOptions {
  const named = env.AUTH_CONFIG_FILE?.trim();
  const configPath = named ? resolve(named) : defaultConfigFilePath(appDir);
  const options = readConfigFile(configPath);
  for (const setting of SETTINGS) {
    const raw = setting.env === undefined ? undefined : env[setting.env];
    // Unset and empty are the same: a shell's `AUTH_X= cmd` leaves the file's value in force.
    if (raw === undefined || raw.trim() === '') continue;
    applySetting(options, setting, raw, 'env', setting.env!);
  }
  const missing = missingProjectSettings(options);
  if (missing.length > 0) {
    throw new ConfigFileError(`${displayPath(configPath)}: missing ${missing.join(', ')}; the Supabase CLI writes every one of these, and the auth server needs them`);
  }
  return options;
}
