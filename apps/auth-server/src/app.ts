import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './context';
import { AuthError } from './http/errors';
import { clientIp, parseJsonObject, readBody, sendEmpty, sendError, sendHtml, sendJson, sendRedirect, withoutCors } from './http/io';
import { deleteUser, getUserById } from './handlers/admin';
import { checkMailboxRequest, listMail, renderMailbox } from './handlers/mailbox';
import { health, settings } from './handlers/meta';
import { recover } from './handlers/recover';
import { resend } from './handlers/resend';
import { logout } from './handlers/session';
import { signup } from './handlers/signup';
import { getUser, updateUser } from './handlers/user';
import { token } from './handlers/token';
import { verifyCode, verifyLink } from './handlers/verify';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

interface Route {
  GET?: Handler;
  POST?: Handler;
  PUT?: Handler;
  DELETE?: Handler;
  /**
   * GET changes something (following a confirmation link uses it up and signs in), so HEAD may
   * not run it: mail scanners check links with HEAD. As in GoTrue, which routes only GET there.
   */
  getChangesState?: true;
  /** A page for the developer at this computer, not part of the API: no CORS, and `checkMailboxRequest` first. */
  localOnly?: true;
}

/** The methods a route answers, for 405's Allow header. */
function allowedMethods(route: Route): string[] {
  const methods: string[] = [];
  if (route.GET) methods.push(...(route.getChangesState ? ['GET'] : ['GET', 'HEAD']));
  if (route.POST) methods.push('POST');
  if (route.PUT) methods.push('PUT');
  if (route.DELETE) methods.push('DELETE');
  if (!route.localOnly) methods.push('OPTIONS');
  return methods;
}

/**
 * Builds the request handler. Every failure becomes a JSON error in the contract's shape;
 * anything unexpected is a 500 whose details go to the log, never to the caller. The promise it
 * returns never rejects.
 *
 * @example
 * http.createServer(createRequestHandler(ctx)).listen(54321);
 */
export function createRequestHandler(ctx: AuthContext): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const json =
    (run: (req: IncomingMessage, url: URL, body: Record<string, unknown>) => Promise<unknown>): Handler =>
    async (req, res, url) => {
      const body = parseJsonObject(await readBody(req, ctx.options.maxBodyBytes));
      sendJson(req, res, 200, await run(req, url, body));
    };

  const routes: Record<string, Route> = {
    '/auth/v1/health': { GET: async (req, res) => sendJson(req, res, 200, health()) },
    '/auth/v1/settings': { GET: async (req, res) => sendJson(req, res, 200, settings(ctx)) },
    '/auth/v1/signup': { POST: json((req, url, body) => signup(ctx, req, url, body)) },
    '/auth/v1/token': { POST: json((req, url, body) => token(ctx, req, url, body)) },
    '/auth/v1/recover': { POST: json((req, url, body) => recover(ctx, req, url, body)) },
    '/auth/v1/resend': { POST: json((req, url, body) => resend(ctx, req, url, body)) },
    '/auth/v1/user': {
      GET: async (req, res) => sendJson(req, res, 200, await getUser(ctx, req)),
      PUT: json((req, _url, body) => updateUser(ctx, req, body)),
    },
    '/auth/v1/logout': {
      POST: async (req, res, url) => {
        // supabase-js sends no body; one that is sent is read (within the limit) and ignored.
        await readBody(req, ctx.options.maxBodyBytes);
        await logout(ctx, req, url);
        sendEmpty(req, res, 204);
      },
    },
    '/auth/v1/verify': {
      getChangesState: true,
      GET: async (req, res, url) => sendRedirect(req, res, (await verifyLink(ctx, req, url)).redirect),
      POST: json((req, _url, body) => verifyCode(ctx, req, body)),
    },
  };
  if (ctx.mailboxMounted) {
    routes['/mailbox'] = {
      localOnly: true,
      GET: async (req, res, url) => {
        const messages = await listMail(ctx, url);
        const accept = String(req.headers.accept ?? '');
        if (accept.includes('application/json')) sendJson(req, res, 200, { messages });
        else sendHtml(req, res, 200, renderMailbox(messages));
      },
    };
  }

  /** `/auth/v1/admin/users/{id}`: the admin API's one route here. */
  const adminUserRoute = (id: string): Route => ({
    GET: async (req, res) => sendJson(req, res, 200, await getUserById(ctx, req, decodeURIComponent(id))),
    DELETE: async (req, res) => {
      await readBody(req, ctx.options.maxBodyBytes);
      sendJson(req, res, 200, await deleteUser(ctx, req, decodeURIComponent(id)));
    },
  });

  return (req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      // Path only: query strings carry confirmation tokens, and bodies carry passwords.
      const path = (req.url ?? '').split('?')[0]!.slice(0, 200);
      const ms = (performance.now() - started).toFixed(1);
      try {
        ctx.options.log(`${new Date().toISOString()} ${clientIp(req)} ${req.method} ${path} ${res.statusCode} ${ms}ms`);
      } catch (error) {
        // Runs in an event callback, where a throw would end the process: a broken log is not worth that.
        logUnexpected(error);
      }
    });
    // Settles once the request's work is done, answered or not (its client may have left), and
    // never rejects: an unhandled rejection would end the process.
    return dispatch(req, res)
      .catch((error: unknown) => fail(req, res, error))
      .catch((error: unknown) => {
        logUnexpected(error);
        res.destroy();
      });
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseTarget(req.url ?? '');
    // Edge Functions answer for themselves, CORS preflights included, as on a hosted project.
    const functionName = FUNCTION_PATH.exec(url.pathname)?.[1];
    if (functionName !== undefined && ctx.functions) {
      await ctx.functions.proxy(req, res, functionName, `${url.pathname}${url.search}`);
      return;
    }
    const adminUserId = ADMIN_USER_PATH.exec(url.pathname)?.[1];
    const route = adminUserId !== undefined ? adminUserRoute(adminUserId) : routes[url.pathname];
    if (route?.localOnly) {
      // The mailbox holds live confirmation links and codes: only the developer at this computer may read it.
      withoutCors(req);
      checkMailboxRequest(ctx, req);
    } else if (req.method === 'OPTIONS') {
      sendEmpty(req, res, 204);
      return;
    }
    if (!route) throw new AuthError(404, 'not_found', 'Not found');
    const runsGet = req.method === 'GET' || (req.method === 'HEAD' && !route.getChangesState);
    const handler = runsGet
      ? route.GET
      : req.method === 'POST'
        ? route.POST
        : req.method === 'PUT'
          ? route.PUT
          : req.method === 'DELETE'
            ? route.DELETE
            : undefined;
    if (!handler) {
      res.setHeader('Allow', allowedMethods(route).join(', '));
      throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    }
    await handler(req, res, url);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    let authError: AuthError;
    if (error instanceof AuthError) {
      authError = error;
    } else {
      logUnexpected(error);
      authError = new AuthError(500, 'unexpected_failure', 'Unexpected failure');
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (authError.status === 413) {
      res.setHeader('Connection', 'close');
      res.removeHeader('Keep-Alive');
    }
    try {
      sendError(req, res, authError);
    } catch (secondError) {
      // Reporting the error failed too: answer with a fixed 500 that needs no more of our code.
      logUnexpected(secondError);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(UNEXPECTED_FAILURE_BODY);
    }
  }
}

const FUNCTION_PATH = /^\/functions\/v1\/([^/]*)(?:\/.*)?$/;
const ADMIN_USER_PATH = /^\/auth\/v1\/admin\/users\/([^/]+)$/;

const UNEXPECTED_FAILURE_BODY = '{"code":"unexpected_failure","message":"Unexpected failure"}';

/** The stack says where; no request data is logged, so no password or token can end up here. */
function logUnexpected(error: unknown): void {
  process.stderr.write(`auth-server: unexpected failure: ${error instanceof Error ? error.stack : String(error)}\n`);
}

const malformedUrl = (): AuthError => new AuthError(400, 'validation_failed', 'Malformed request URL');

/** Decodes percent-encoding, or undefined when it is broken (`%zz`) or does not spell UTF-8 (`%ff`). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the request target. Only origin-form targets ("/path?query") are served, and their
 * percent-encoding must be well-formed UTF-8, in the path and in every query parameter: a
 * lenient decoder would quietly turn `%ff` into U+FFFD and answer as if nothing were wrong.
 *
 * @example
 * parseTarget('/auth/v1/verify?token=abc&type=signup').searchParams.get('type'); // 'signup'
 * parseTarget('//[');      // throws 400 validation_failed
 * parseTarget('/a?b=%ff'); // throws 400 validation_failed
 */
export function parseTarget(target: string): URL {
  if (!target.startsWith('/')) throw malformedUrl();
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (!decodes(path) || !query.split('&').every((pair) => decodes(pair.replaceAll('+', ' ')))) throw malformedUrl();
  try {
    // Joining rather than resolving keeps "//host/..." a path instead of letting it name another host.
    return new URL(`http://auth.internal${target}`);
  } catch {
    throw malformedUrl();
  }
}
