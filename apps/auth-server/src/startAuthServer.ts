import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createAccountThrottle } from './accountThrottle';
import { createFunctionsHost } from './functions';
import { hashPassword } from './passwords';
import { createRequestHandler } from './app';
import { resolveOptions } from './config';
import type { AuthServerOptions } from './options';
import type { AuthContext } from './context';
import { compileEmailTemplates } from './emailTemplates';
import { createRateLimiter } from './rateLimit';
import { createRedirectPolicy, isLoopbackHost } from './redirects';
import { openDatabase } from './store/database';
import { createJwtService, loadJwtSecret } from './tokens';

/** A running auth server. */
export interface RunningAuthServer {
  /** The base URL to give supabase-js, e.g. http://127.0.0.1:54321 (the API is under /auth/v1). */
  url: string;
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Where the local mailbox is read, or undefined when it is not served. */
  mailboxUrl: string | undefined;
  /**
   * The project's API keys, as the Supabase CLI's `supabase status` shows them: JWTs of this
   * server's secret with the role `anon` or `service_role`. The service-role key opens the admin
   * API; the local Edge Functions get both.
   */
  anonKey: string;
  serviceRoleKey: string;
  /** Stops accepting requests, lets running ones finish, and closes the database. */
  close(): Promise<void>;
}

const FIVE_MINUTES = 5 * 60;

/** How long the server keeps an idle connection open before closing it, in ms. */
export const IDLE_CONNECTION_MS = 15_000;
/** How long clients are told they may keep an idle connection (`Keep-Alive: timeout=`), well under IDLE_CONNECTION_MS. */
export const KEEP_ALIVE_HINT_SECONDS = 5;

/**
 * Starts the auth server: opens (or creates) the database in the data directory, then listens.
 * Resolves once requests can be served.
 *
 * @example
 * const server = await startAuthServer({ port: 0, dataDir: '/tmp/auth-test', autoconfirm: true, log: false });
 * const supabase = createClient(server.url, 'any-anon-key');
 * // ...
 * await server.close();
 */
export async function startAuthServer(options: AuthServerOptions = {}): Promise<RunningAuthServer> {
  const resolved = resolveOptions(options);
  const redirects = createRedirectPolicy(resolved.siteUrl, resolved.additionalRedirectUrls);
  const { db, close: closeDatabase } = await openDatabase(resolved.dataDir);
  const secret = loadJwtSecret(resolved.jwtSecret, resolved.dataDir);
  const limits = resolved.rateLimits;
  // "N per window" never allows more than N at once, even if the burst is set higher.
  const perFiveMinutes = (count: number) =>
    createRateLimiter({ capacity: Math.min(limits.burst, count), refillPerSecond: count / FIVE_MINUTES });
  const perHour = (count: number) => createRateLimiter({ capacity: count, refillPerSecond: count / 3600 });

  // Slow work happens before the port opens: a connection accepted while it ran would get no answer.
  // At the configured cost, so an unknown address takes as long as a wrong password.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'), resolved.bcryptCost);
  const accountThrottle = createAccountThrottle();
  const apiKeys = createJwtService({ secret, issuer: 'supabase', expirySeconds: 0 });
  const anonKey = await apiKeys.signApiKey('anon', Date.now());
  const serviceRoleKey = await apiKeys.signApiKey('service_role', Date.now());
  const hostForUrl = resolved.host === '0.0.0.0' || resolved.host === '::' ? 'localhost' : resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
  const createContext = (port: number): AuthContext => {
    const externalUrl = (resolved.externalUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
    return {
      options: resolved,
      db,
      jwt: createJwtService({ secret, issuer: `${externalUrl}/auth/v1`, expirySeconds: resolved.jwtExpirySeconds }),
      redirects,
      externalUrl,
      emails: compileEmailTemplates(resolved.emailTemplates, 'emailTemplates'),
      mailboxMounted: resolved.mailbox ?? isLoopbackHost(new URL(externalUrl).hostname),
      limiters: {
        token: perFiveMinutes(limits.token),
        signup: perFiveMinutes(limits.signup),
        verify: perFiveMinutes(limits.verify),
        recover: perFiveMinutes(limits.signup),
        resend: perFiveMinutes(limits.signup),
        updateUser: perFiveMinutes(limits.signup),
        email: perHour(limits.emailsPerHour),
        emailPerIp: perHour(limits.emailsPerHourPerIp),
        emailPerRecipient: perHour(limits.emailsPerHourPerRecipient),
      },
      accountThrottle,
      functions:
        resolved.functionsDir === false
          ? undefined
          : createFunctionsHost({
              functionsDir: resolved.functionsDir,
              // What a hosted function is given. The address is the one this server listens on,
              // so the function reaches it whatever the public name resolves to.
              env: { SUPABASE_URL: `http://${hostForUrl}:${port}`, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey },
              cacheDir: join(resolved.dataDir, 'deno'),
              log: (line) => process.stderr.write(`${line}\n`),
            }),
      dummyHash,
      now: () => new Date(),
    };
  };

  // An idle connection stays open 15 s (IDLE_CONNECTION_MS), and clients are told 5 s
  // (`Keep-Alive: timeout=5`, KEEP_ALIVE_HINT_SECONDS). A client that reuses a socket as the server
  // closes it has its request reset, and cannot safely send a POST again; so the server must never
  // be the one to close a connection a client still counts as usable. Clients go by the hint:
  // undici (fetch, supabase-js) keeps an idle socket for the hint less 2 s, Node's agent for the
  // hint less 1 s (at most 5 s). Node advertises the very time it closes at, which leaves 2 s as
  // the only margin, and a client that reads its answers late can use them up: it starts its idle
  // clock when it gets to an answer, the server when it sent it, and a busy process on a loaded
  // machine gets to it seconds later. With the hint at a third, the margin is 10 s or more.
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: IDLE_CONNECTION_MS });
  // Requests Node cannot parse (broken request lines, bad headers, headers over 16 KiB) get Node's
  // own 400, 431 or 408 from its default 'clientError' handling and never reach the handler. A
  // CONNECT request (a proxy tunnel) is not a request either: without a listener Node would just
  // drop the connection, so it gets an answer.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  // The work under way, so closing waits for it: a request whose client has gone away is still
  // running, and the database must not close under it.
  const running = new Set<Promise<void>>();
  const ctx = await new Promise<AuthContext>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      // The handler is attached in the listening callback itself, before any connection is
      // read, because the issuer's URL needs the port (chosen by the system when it is 0).
      const context = createContext((server.address() as AddressInfo).port);
      const handle = createRequestHandler(context);
      server.on('request', (req, res) => {
        // Set here, Node leaves out its own Keep-Alive header (which would say 15).
        if (res.shouldKeepAlive) res.setHeader('Keep-Alive', `timeout=${KEEP_ALIVE_HINT_SECONDS}`);
        const work = handle(req, res);
        running.add(work);
        void work.finally(() => running.delete(work));
      });
      resolve(context);
    });
  }).catch(async (error: unknown) => {
    await closeDatabase();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${hostForUrl}:${port}`;
  const pruner = setInterval(() => {
    for (const limiter of Object.values(ctx.limiters)) limiter.prune();
    ctx.accountThrottle.prune();
  }, 60_000);
  pruner.unref();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    mailboxUrl: ctx.mailboxMounted ? `${url}/mailbox` : undefined,
    anonKey,
    serviceRoleKey,
    close() {
      closing ??= (async () => {
        clearInterval(pruner);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Connections still open after the grace period are cut rather than holding the shutdown.
          setTimeout(() => server.closeAllConnections(), resolved.shutdownGraceMs).unref();
        });
        // A request's work can outlast its connection (cut, or its client gave up). It never waits
        // on anything outside this process, so it is let finish before the database closes; the
        // bound only guards against a fault.
        await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
        await ctx.functions?.close();
        await closeDatabase();
      })();
      return closing;
    },
  };
}
