import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/*
 * The tables follow Supabase's `auth` schema (users, identities, sessions, refresh_tokens,
 * flow_state) so that anyone who knows Supabase can read them. Differences, on purpose:
 * refresh tokens, confirmation tokens and one-time codes are stored only as SHA-256 hashes,
 * so a copied database file cannot be used to sign in; and the local mailbox has a table.
 */
const MIGRATIONS: string[] = [
  `
  create schema if not exists auth;
  create table auth.users (
    id uuid primary key,
    aud text not null default 'authenticated',
    role text not null default 'authenticated',
    email text not null,
    encrypted_password text not null,
    email_confirmed_at timestamptz,
    confirmation_token text,
    confirmation_otp text,
    confirmation_redirect_to text,
    confirmation_sent_at timestamptz,
    last_sign_in_at timestamptz,
    raw_app_meta_data jsonb not null,
    raw_user_meta_data jsonb not null,
    is_anonymous boolean not null default false,
    created_at timestamptz not null,
    updated_at timestamptz not null
  );
  create unique index users_email_key on auth.users (email);
  create unique index users_confirmation_token_key on auth.users (confirmation_token);

  create table auth.identities (
    id uuid primary key,
    provider_id text not null,
    user_id uuid not null references auth.users (id) on delete cascade,
    identity_data jsonb not null,
    provider text not null,
    email text,
    last_sign_in_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (provider_id, provider)
  );

  create table auth.sessions (
    id uuid primary key,
    user_id uuid not null references auth.users (id) on delete cascade,
    aal text not null default 'aal1',
    amr jsonb not null,
    user_agent text,
    ip text,
    refreshed_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  );
  create index sessions_user_id_idx on auth.sessions (user_id);

  create table auth.refresh_tokens (
    id bigserial primary key,
    token text not null unique,
    user_id uuid not null references auth.users (id) on delete cascade,
    session_id uuid not null references auth.sessions (id) on delete cascade,
    parent_id bigint,
    revoked boolean not null default false,
    created_at timestamptz not null,
    updated_at timestamptz not null
  );
  create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

  create table auth.flow_state (
    id uuid primary key,
    user_id uuid not null references auth.users (id) on delete cascade,
    auth_code text not null unique,
    code_challenge_method text not null,
    code_challenge text not null,
    provider_type text not null,
    authentication_method text not null,
    auth_code_issued_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  );
  create index flow_state_user_id_idx on auth.flow_state (user_id);

  create table auth.mailbox (
    id bigserial primary key,
    recipient text not null,
    subject text not null,
    text_body text not null,
    link text,
    otp text,
    sent_at timestamptz not null
  );
  `,
  // A rotated refresh token, sealed under a key made from its parent token (see sealWithParent):
  // a client that presents the parent again within the reuse interval is handed this token.
  `
  alter table auth.refresh_tokens add column sealed_token text;
  create index refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);
  `,
  // Wrong tries at the current six-digit code; a new email starts again at 0.
  `
  alter table auth.users add column confirmation_otp_attempts integer not null default 0;
  `,
  // Password recovery: its own link, code and count of wrong tries, as Supabase's users table has.
  // Recovery requests are spaced per address whether or not it has an account (by a hash of the
  // address), so the answer never tells which addresses do. Mail keeps its HTML and its kind.
  `
  alter table auth.users add column recovery_token text;
  alter table auth.users add column recovery_otp text;
  alter table auth.users add column recovery_otp_attempts integer not null default 0;
  alter table auth.users add column recovery_sent_at timestamptz;
  create unique index users_recovery_token_key on auth.users (recovery_token);

  create table auth.recovery_requests (
    email_hash text primary key,
    requested_at timestamptz not null
  );
  create index recovery_requests_requested_at_idx on auth.recovery_requests (requested_at);

  alter table auth.mailbox add column html_body text;
  alter table auth.mailbox add column kind text not null default 'signup';
  `,
];

export type Database = PGlite;

/**
 * Keeps a second server from opening the same data directory: two Postgres engines writing one
 * directory would corrupt it. A lock left by a killed process is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new Error(`The data directory ${dataDir} is in use by another auth server (process ${pid}).`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes a file so that it is either fully there or not there at all, even after a crash.
 *
 * @example
 * writeFileAtomic(join(dataDir, 'jwt-secret'), secret);
 */
export function writeFileAtomic(path: string, contents: string): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, contents, { mode: 0o600 });
  const fd = openSync(temp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, path);
}

/**
 * Opens (creating on first use) the embedded Postgres database in `dataDir/pgdata` and brings its
 * schema up to date.
 *
 * @example
 * const { db, close } = await openDatabase('/tmp/auth-data');
 * await db.query('select count(*) from auth.users');
 * await close();
 */
export async function openDatabase(dataDir: string): Promise<{ db: Database; close: () => Promise<void> }> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const releaseLock = acquireLock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    await migrate(db);
  } catch (error) {
    releaseLock();
    throw error;
  }
  let closed = false;
  return {
    db,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function migrate(db: PGlite): Promise<void> {
  await db.exec('create table if not exists public.auth_schema_migrations (version integer primary key)');
  const { rows } = await db.query<{ version: number }>('select coalesce(max(version), 0) as version from public.auth_schema_migrations');
  const applied = rows[0]?.version ?? 0;
  for (let version = applied + 1; version <= MIGRATIONS.length; version++) {
    const sql = MIGRATIONS[version - 1] as string;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into public.auth_schema_migrations (version) values ($1)', [version]);
    });
  }
}
