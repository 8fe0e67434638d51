import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { AuthContext } from './context';
import { newRefreshToken, sealWithParent, sha256Hex } from './tokens';

/** Anything that can run a query: the database itself or an open transaction. */
export type Queryable = Pick<Transaction, 'query'>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_otp: string | null;
  confirmation_otp_attempts: number;
  confirmation_redirect_to: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_otp: string | null;
  recovery_otp_attempts: number;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** GoTrue leaves null timestamps out of the JSON instead of sending null. */
function timestamps(fields: Record<string, Date | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value) out[name] = value.toISOString();
  return out;
}

/**
 * The user object exactly as GoTrue sends it (see docs/auth-contract.md, section 3).
 *
 * @example
 * userJson(await findUserById(db, id), await findIdentities(db, id));
 */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...timestamps({ email_confirmed_at: user.email_confirmed_at }),
    phone: '',
    ...timestamps({
      confirmation_sent_at: user.confirmation_sent_at,
      confirmed_at: user.email_confirmed_at,
      last_sign_in_at: user.last_sign_in_at,
    }),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      ...timestamps({ last_sign_in_at: identity.last_sign_in_at }),
      created_at: identity.created_at.toISOString(),
      updated_at: identity.updated_at.toISOString(),
      email: identity.email ?? '',
    })),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * @example
 * const user = await findUserByEmail(tx, 'ada@example.org', true); // locked until commit
 */
export async function findUserByEmail(db: Queryable, email: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select * from auth.users where email = $1${forUpdate ? ' for update' : ''}`, [email]);
  return rows[0];
}

/**
 * @example
 * const user = await findUserById(db, claims.sub);
 */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/**
 * @example
 * const identities = await findIdentities(db, user.id);
 */
export async function findIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return rows;
}

/**
 * Loads a user with their identities and renders the JSON.
 *
 * @example
 * sendJson(req, res, 200, await loadUserJson(db, user.id));
 */
export async function loadUserJson(db: Queryable, userId: string): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error('user vanished inside a transaction');
  return userJson(user, await findIdentities(db, userId));
}

/**
 * Creates a user with an email identity, as a GoTrue email sign-up does.
 *
 * @example
 * await insertEmailUser(tx, { email, passwordHash, data: {}, confirmedAt: null, now: new Date() });
 */
export async function insertEmailUser(
  db: Queryable,
  { email, passwordHash, data, confirmedAt, now }: { email: string; passwordHash: string; data: Record<string, unknown>; confirmedAt: Date | null; now: Date },
): Promise<UserRow> {
  const id = randomUUID();
  // The fixed keys win over anything the sign-up form sent in `data`.
  const identityData = { sub: id, email, email_verified: confirmedAt !== null, phone_verified: false };
  const userMetadata = { ...data, ...identityData };
  const appMetadata = { provider: 'email', providers: ['email'] };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning *`,
    [id, email, passwordHash, confirmedAt, JSON.stringify(appMetadata), JSON.stringify(userMetadata), now],
  );
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, email, created_at, updated_at)
     values ($1, $2, $3, $4, 'email', $5, $6, $6)`,
    [randomUUID(), id, id, JSON.stringify(identityData), email, now],
  );
  return rows[0] as UserRow;
}

/**
 * A new sign-up for an address that is registered but not confirmed: its password and metadata
 * replace the pending ones, and the earlier email's link and code stop working (the caller ends
 * its PKCE flow, and sends a new email unless one went out within the interval). So the person who confirms,
 * who owns the address, never confirms a password chosen by an earlier sign-up.
 *
 * @example
 * await replacePendingSignUp(tx, existing.id, { passwordHash, data, now });
 */
export async function replacePendingSignUp(
  db: Queryable,
  userId: string,
  { passwordHash, data, now }: { passwordHash: string; data: Record<string, unknown>; now: Date },
): Promise<void> {
  const { rows } = await db.query<{ identity_data: Record<string, unknown> }>(
    "select identity_data from auth.identities where user_id = $1 and provider = 'email'",
    [userId],
  );
  const userMetadata = { ...data, ...(rows[0]?.identity_data ?? {}) };
  await db.query(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3,
       confirmation_token = null, confirmation_otp = null, confirmation_otp_attempts = 0, updated_at = $4
     where id = $1`,
    [userId, passwordHash, JSON.stringify(userMetadata), now],
  );
}

/**
 * Marks the email as confirmed and spends the confirmation link and code.
 *
 * @example
 * await confirmUser(tx, user.id, new Date());
 */
export async function confirmUser(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = null, confirmation_otp = null,
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = $2 where id = $1`,
    [userId, now],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2 where user_id = $1`,
    [userId, now],
  );
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: Array<{ method: string; timestamp: number }>;
}

/**
 * Signs an access token for an existing session and packs the session JSON.
 *
 * @example
 * await sessionJson(ctx, tx, session, refreshToken, new Date());
 */
export async function sessionJson(
  ctx: AuthContext,
  db: Queryable,
  session: SessionRow,
  refreshToken: string,
  now: Date,
): Promise<SessionJson> {
  const user = await loadUserJson(db, session.user_id);
  const { token, expiresAt } = await ctx.jwt.sign(
    {
      sub: session.user_id,
      email: user.email as string,
      phone: '',
      app_metadata: user.app_metadata as Record<string, unknown>,
      user_metadata: user.user_metadata as Record<string, unknown>,
      role: user.role as string,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    },
    now.getTime(),
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.jwt.expirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/**
 * Stores a new refresh token (as a hash, and sealed under its parent token when it has one) and
 * returns the token itself.
 *
 * @example
 * const child = await insertRefreshToken(tx, userId, sessionId, { id: row.id, token: presented }, new Date());
 */
export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: { id: number; token: string } | null,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent_id, sealed_token, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)`,
    [sha256Hex(token), userId, sessionId, parent?.id ?? null, parent ? sealWithParent(token, parent.token) : null, now],
  );
  return token;
}

/**
 * Starts a session for a user who just proved who they are (password, link or code).
 *
 * @example
 * return issueSession(ctx, tx, user.id, 'password', new Date(), clientInfo(req));
 */
export async function issueSession(
  ctx: AuthContext,
  db: Queryable,
  userId: string,
  method: string,
  now: Date,
  client: { ip: string; userAgent: string },
): Promise<SessionJson> {
  const session: SessionRow = {
    id: randomUUID(),
    user_id: userId,
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
  };
  await db.query(
    `insert into auth.sessions (id, user_id, aal, amr, user_agent, ip, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [session.id, userId, session.aal, JSON.stringify(session.amr), client.userAgent.slice(0, 512), client.ip, now],
  );
  await db.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [userId, now]);
  await db.query('update auth.identities set last_sign_in_at = $2, updated_at = $2 where user_id = $1', [userId, now]);
  const refreshToken = await insertRefreshToken(db, userId, session.id, null, now);
  return sessionJson(ctx, db, session, refreshToken, now);
}

export type { SessionRow };
