import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FUNCTIONS_DIR } from './functions';
import { ConfigFileError, defaultConfigFilePath, displayPath, readConfigFile } from './configFile';
import { compileEmailTemplates, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateSources } from './emailTemplates';
import type { AuthServerOptions, RateLimits } from './options';
import { applySetting, BCRYPT_COST_RANGE, jwtSecretRule, missingProjectSettings, SETTINGS, SettingProblem } from './settings';
import { MAX_PASSWORD_CHARACTERS, MIN_PASSWORD_LENGTH } from './passwords';

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
