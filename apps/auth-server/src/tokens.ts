import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AuthError } from './http/errors';
import { writeFileAtomic } from './store/database';

/**
 * SHA-256 in hex: how tokens are stored, so the database alone never lets anyone in.
 *
 * @example
 * sha256Hex('abc'); // 'ba7816bf...'
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Compares two strings in time that does not depend on where they differ.
 *
 * @example
 * safeEqual(stored, sha256Hex(presented)); // true only when equal
 */
export function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so not even the length leaks through timing.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * An opaque refresh token in GoTrue's alphabet (lowercase base32). GoTrue uses 12 characters;
 * this server uses 32 (160 bits), which clients treat the same way.
 *
 * @example
 * newRefreshToken(); // 'k3j2...' (32 lowercase base32 characters)
 */
export function newRefreshToken(): string {
  const bytes = randomBytes(32);
  let out = '';
  for (const byte of bytes) out += BASE32[byte & 31];
  return out;
}

/** The AES-256-GCM key only the holder of `parent` can make; the database keeps only its hash. */
function keyFromParent(parent: string): Buffer {
  return Buffer.from(hkdfSync('sha256', parent, '', 'wh-auth refresh token child', 32));
}

/**
 * Seals a rotated refresh token under a key made from the token it replaced. The database stores
 * tokens only as hashes, yet GoTrue hands a client that presents a just-spent token the chain's
 * current token instead of minting another: this is how that token can be given back. Only
 * someone holding the parent token can open it, so a copied database still lets no one in.
 *
 * @example
 * const sealed = sealWithParent(child, parent);
 * openWithParent(sealed, parent); // child
 */
export function sealWithParent(child: string, parent: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFromParent(parent), iv);
  const sealed = Buffer.concat([cipher.update(child, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * Opens what `sealWithParent` sealed, or undefined when `parent` is not the right token.
 *
 * @example
 * openWithParent(sealed, 'some-other-token'); // undefined
 */
export function openWithParent(sealed: string, parent: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFromParent(parent), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * The token that goes into a confirmation link: 28 random bytes in hex, as long as GoTrue's.
 *
 * @example
 * newLinkToken(); // 56 hex characters
 */
export function newLinkToken(): string {
  return randomBytes(28).toString('hex');
}

/**
 * A one-time code of `length` digits (6 by default, GoTrue's 6 to 10) for `verifyOtp({ email, token })`.
 *
 * @example
 * newOtp(); // '048213'
 */
export function newOtp(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * The JWT secret: the configured one, else one generated once and kept in the data directory.
 *
 * @example
 * const secret = loadJwtSecret(process.env.AUTH_JWT_SECRET, dataDir);
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileAtomic(path, `${secret}\n`);
  return secret;
}

/** The claims GoTrue puts into an access token. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  is_anonymous: boolean;
}

/**
 * Signs and checks HS256 access tokens.
 *
 * @example
 * const jwt = createJwtService({ secret, issuer: 'http://localhost:54321/auth/v1', expirySeconds: 3600 });
 * const claims = await jwt.verify(token); // throws 403 bad_jwt when forged or expired
 */
export function createJwtService({ secret, issuer, expirySeconds }: { secret: string; issuer: string; expirySeconds: number }) {

  const key = new TextEncoder().encode(secret);
  return {
    expirySeconds,
    async sign(claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>, now: number): Promise<{ token: string; expiresAt: number }> {
      const iat = Math.floor(now / 1000);
      const expiresAt = iat + expirySeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    /**
     * Checks signature and expiry, then that the token names a user, is meant for signed-in users
     * (`aud`) and was issued here (`iss`), with GoTrue's error messages. A token signed with this
     * secret but meant for someone else (an anon or service key, another issuer), or one that
     * never expires, is refused. Only HS256 is accepted, so a token cannot choose a weaker
     * algorithm ("none") for itself.
     */
    async verify(token: string): Promise<JWTPayload & { sub: string }> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] }));
      } catch (error) {
        throw badJwt(describeJwtError(error));
      }
      // Checked before the audience, so the anon key gets GoTrue's answer for it (it has neither).
      if (!payload.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(AUDIENCE)) throw badJwt(`token has invalid claims: ${CLAIM_PROBLEMS.aud}`);
      if (payload.iss !== issuer) throw badJwt(`token has invalid claims: ${CLAIM_PROBLEMS.iss}`);
      return payload as JWTPayload & { sub: string };
    },
    /**
     * A project API key as Supabase issues them: a JWT of this secret with only a `role` (`anon`
     * or `service_role`), an issuer and no expiry. The local Edge Functions get both, as hosted
     * functions get SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.
     */
    async signApiKey(role: 'anon' | 'service_role', now: number): Promise<string> {
      return new SignJWT({ role }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('supabase').setIssuedAt(Math.floor(now / 1000)).sign(key);
    },
    /**
     * GoTrue's admin check (`requireAdmin`): a token of this secret (HS256 only) whose `role` is an
     * admin role; an expired one is refused. 403 `not_admin` otherwise, as GoTrue answers.
     */
    async verifyAdmin(token: string): Promise<void> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (error) {
        throw badJwt(describeJwtError(error));
      }
      if (payload.role !== 'service_role' && payload.role !== 'supabase_admin') throw new AuthError(403, 'not_admin', 'User not allowed');
    },
  };
}

const AUDIENCE = 'authenticated';

/** golang-jwt's wording, as GoTrue reports it. */
const CLAIM_PROBLEMS: Record<string, string> = {
  aud: 'token has invalid audience',
  iss: 'token has invalid issuer',
  exp: 'token is missing required claim: exp claim is required',
};

const badJwt = (detail: string): AuthError => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

function describeJwtError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    const problem = CLAIM_PROBLEMS[error.claim];
    return problem ? `token has invalid claims: ${problem}` : 'token has invalid claims';
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid';
  return 'token is malformed';
}

export type JwtService = ReturnType<typeof createJwtService>;
