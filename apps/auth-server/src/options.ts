import type { EmailTemplateSources } from './emailTemplates';

// What the server can be told, as types only. They live apart from config.ts (which reads and
// checks them) because settings.ts and configFile.ts, which config.ts calls, describe and fill
// the same shapes: with the types in config.ts the three imported one another in a circle.

/**
 * Request and email limits. Request limits are per IP (per /64 for IPv6), as GoTrue counts them:
 * requests per five minutes, with a burst allowance. Those with a key in config.toml take their
 * values from it (`[auth.rate_limit]`, `[auth.email] max_frequency`); the others default in
 * config.ts (`DEFAULT_RATE_LIMITS`).
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
 * the site's addresses, lifetimes, request and email limits) have no default in the code and
 * must be given.
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
