import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import ws from 'ws';
import type { AuthServerOptions } from '../options';
import { defaultConfigFilePath, readConfigFile } from '../configFile';
import type { MailboxMessage } from '../handlers/mailbox';
import { openDatabase } from '../store/database';
import { startAuthServer } from '../startAuthServer';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const SITE_URL = 'http://localhost:4173/';

/** The repository's own supabase/config.toml: test servers run on the project's settings. */
export const PROJECT_CONFIG_FILE = defaultConfigFilePath(fileURLToPath(new URL('../..', import.meta.url)));
export const projectSettings: AuthServerOptions = readConfigFile(PROJECT_CONFIG_FILE);

/**
 * bcrypt's lowest cost. Test servers hash many passwords, often several at once on a machine
 * busy with other suites; at the production cost (10) each hash is about 65 ms of CPU and
 * sign-ins queued behind them met the tests' time limits.
 */
export const TEST_BCRYPT_COST = 4;

/** Limits high enough that only the tests about limits ever meet them. */
export const NO_LIMITS = {
  token: 1_000_000,
  signup: 1_000_000,
  verify: 1_000_000,
  burst: 1_000_000,
  emailsPerHour: 1_000_000,
  emailsPerHourPerIp: 1_000_000,
  emailsPerHourPerRecipient: 1_000_000,
};

/** A fresh data directory holding an empty, migrated database. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wh-auth-test-'));
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  return dir;
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(label = 'person'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.org`;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Starts the real server, on the project's settings, on a free port with its own data directory. */
export async function startTestServer(options: AuthServerOptions = {}) {
  const dataDir = freshDataDir();
  const server = await startAuthServer({
    ...projectSettings,
    bcryptCost: TEST_BCRYPT_COST,
    port: 0,
    dataDir,
    log: false,
    jwtSecret: TEST_JWT_SECRET,
    siteUrl: SITE_URL,
    ...options,
    rateLimits: { ...projectSettings.rateLimits, ...NO_LIMITS, ...options.rateLimits },
  });
  const api = (path: string, init?: RequestInit) => fetch(`${server.url}/auth/v1${path}`, init);
  return {
    ...server,
    dataDir,
    api,
    /** POSTs JSON the way supabase-js does. */
    post(path: string, body: unknown, headers: Record<string, string> = {}) {
      return api(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    /** An unmodified supabase-js client with an in-memory session, as a Node program would use. */
    client(auth: Record<string, unknown> = {}): SupabaseClient {
      return createClient(server.url, 'local-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
        realtime: { transport: ws as never },
      });
    },
    async mailbox(to?: string): Promise<MailboxMessage[]> {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const res = await fetch(`${server.url}/mailbox${query}`, { headers: { Accept: 'application/json' } });
      return ((await res.json()) as { messages: MailboxMessage[] }).messages;
    },
    async latestLink(to: string): Promise<string> {
      const [message] = await this.mailbox(to);
      if (!message?.confirmationUrl) throw new Error(`no confirmation email for ${to}`);
      return message.confirmationUrl;
    },
    /** Signs up and confirms with the emailed six-digit code, as a reader who read her email would. */
    async confirmedAccount(email: string, password: string): Promise<void> {
      await this.client().auth.signUp({ email, password });
      const [mail] = await this.mailbox(email);
      expect((await this.client().auth.verifyOtp({ email, token: mail!.code!, type: 'signup' })).error).toBeNull();
    },
    /** Opens the confirmation link like a browser and returns where it redirects. */
    async follow(link: string): Promise<{ status: number; location: URL }> {
      // Links point at http://localhost:<port>; go to the exact address the server listens on.
      const target = new URL(link);
      const res = await fetch(`${server.url}${target.pathname}${target.search}`, { redirect: 'manual' });
      return { status: res.status, location: new URL(res.headers.get('location') ?? 'about:blank') };
    },
    /** Stops the server and reads its database directly, for checks of what was stored. */
    async stopAndQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      await server.close();
      const { db, close } = await openDatabase(dataDir);
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        await close();
      }
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server a test file shares, on the project's settings with `options`: started before the
 * file's first test and closed after its last. Call it at the top of the file; the object it
 * returns is filled in by the time any test or later `beforeAll` runs. After each test the clock
 * is real again, so a test that fakes the in-process server's time and fails midway does not
 * leave the next test, or the closing, on a frozen clock.
 *
 * @example
 * const server = serverForFile({ autoconfirm: true });
 * it('answers', async () => expect((await server.api('/health')).status).toBe(200));
 */
export function serverForFile(options: AuthServerOptions = {}): TestServer {
  const shared = {} as TestServer;
  beforeAll(async () => {
    Object.assign(shared, await startTestServer(options));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // Unset if start-up failed: that failure is the one to report.
  afterAll(() => shared.close?.());
  return shared;
}

/** This app's folder, where the command-line server runs. */
const appDir = fileURLToPath(new URL('../..', import.meta.url));

/** The command-line server running as a child process, and everything it has printed so far. */
export interface CliServer {
  child: ChildProcess;
  url: string;
  output(): string;
}

/**
 * Starts the command-line server (`src/index.ts` through tsx, so that no stale build is tested)
 * as a child process on `env` (a free port unless `env` names one), and resolves once it says it
 * is ready. The caller stops it.
 *
 * @example
 * const { child, url } = await spawnCliServer({ AUTH_DATA_DIR: freshDataDir(), AUTH_AUTOCONFIRM: 'true' });
 */
export function spawnCliServer(env: NodeJS.ProcessEnv): Promise<CliServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: appDir,
    env: { ...process.env, AUTH_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${output}`));
    }, 45_000);
    const onData = () => {
      const match = /ready at (http:\/\/\S+)\/auth\/v1/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
}

/** A POST sent from a chosen loopback address (all of 127.0.0.0/8 is this machine), to stand for another person. */
export function postFrom(localAddress: string, target: TestServer, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port: target.port, path: `/auth/v1${path}`, method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The session fields the confirmation redirect puts into the URL hash. */
export function hashParams(location: URL): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}
