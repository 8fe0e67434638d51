import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * A tiny HTTP proxy that sits between the real supabase-js client and the real local auth server
 * and breaks on demand, the way the network and gateways in front of a hosted auth server break:
 * the server is down (connections refused), slow, or a gateway answers 5xx instead of it.
 * Everything else passes through untouched, so a test can fail a few requests and then watch the
 * client recover against the real server.
 */

/** What the proxy does with the next requests. */
export type Fault =
  /** Forward to the real server. */
  | { kind: 'pass' }
  /** Stop listening: new connections are refused (ECONNREFUSED), open ones are cut. */
  | { kind: 'down' }
  /** Wait this long before forwarding, as an overloaded server or a congested link would. */
  | { kind: 'delay'; ms: number }
  /** Answer with this status instead of forwarding, with the body a real gateway or GoTrue sends. */
  | { kind: 'status'; status: 500 | 502 | 503 | 504 };

export interface FaultOptions {
  /** Only requests whose path (with query) contains this are faulted; others pass. Default: all. */
  match?: string;
  /** Fault only this many matching requests, then pass again. Default: every one until changed. */
  times?: number;
}

/** One request the proxy saw, and what it did with it. */
export interface SeenRequest {
  method: string;
  /** The path with its query string, e.g. `/auth/v1/token?grant_type=refresh_token`. */
  path: string;
  /** `performance.now()` when it arrived. */
  at: number;
  /** `pass`, `delay` or the status it answered with. */
  outcome: 'pass' | 'delay' | 500 | 502 | 503 | 504;
}

export interface FaultProxy {
  /** The proxy's base URL, to give supabase-js instead of the server's. */
  url: string;
  /** Changes what the proxy does from the next request (or connection) on. */
  set(fault: Fault, options?: FaultOptions): Promise<void>;
  /** Every request that reached the proxy, oldest first. */
  readonly seen: readonly SeenRequest[];
  /** Stops the proxy, cutting open connections and dropping delayed requests. */
  close(): Promise<void>;
}

/** What nginx sends for a gateway error: an HTML page, not the JSON the client hopes for. */
function gatewayPage(status: 502 | 503 | 504): string {
  const title = { 502: '502 Bad Gateway', 503: '503 Service Temporarily Unavailable', 504: '504 Gateway Time-out' }[status];
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** The permissive CORS headers the auth server itself sends, so browsers could read the error too. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': String(req.headers.origin ?? '*'),
    'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
  };
}

function answerWithStatus(req: IncomingMessage, res: ServerResponse, status: 500 | 502 | 503 | 504): void {
  if (status === 500) {
    // GoTrue's own answer to a failure it did not foresee (docs/auth-contract.md, section 6).
    const body = JSON.stringify({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
    res.writeHead(500, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...corsHeaders(req) });
    res.end(body);
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/html', ...corsHeaders(req) });
  res.end(gatewayPage(status));
}

/**
 * Starts a fault-injecting proxy on loopback in front of `target` (the real auth server's base URL).
 *
 * @example
 * const proxy = await startFaultProxy(inject('autoconfirmAuthServerUrl'));
 * await proxy.set({ kind: 'status', status: 503 }, { match: 'grant_type=refresh_token', times: 2 });
 * // the next two refreshes get a 503 from the "gateway", then the real server answers again
 * await proxy.close();
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let fault: Fault = { kind: 'pass' };
  let match: string | undefined;
  let remaining = Infinity;
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function pass(req: IncomingMessage, res: ServerResponse): void {
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'text/html', ...corsHeaders(req) });
        res.end(gatewayPage(502));
      } else res.destroy();
    });
    // The client gave up (a timeout): a real server would carry on, but nobody reads the answer.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const applies = fault.kind !== 'pass' && remaining > 0 && (match === undefined || path.includes(match));
    // A CORS preflight is answered by the server itself, as a gateway in trouble still lets it through
    // only sometimes; the tests fault the request that carries the work.
    const current = applies && req.method !== 'OPTIONS' ? fault : ({ kind: 'pass' } as const);
    if (current.kind !== 'pass') remaining -= 1;
    const outcome = current.kind === 'status' ? current.status : current.kind === 'delay' ? 'delay' : 'pass';
    seen.push({ method: req.method ?? 'GET', path, at: performance.now(), outcome });
    if (current.kind === 'status') {
      req.resume();
      answerWithStatus(req, res, current.status);
    } else if (current.kind === 'delay') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) pass(req, res);
      }, current.ms);
      timers.add(timer);
    } else {
      pass(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Keep-alive connections would otherwise go on reaching the server behind a "down" proxy.
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async set(next, options = {}) {
      const wasDown = fault.kind === 'down';
      fault = next;
      match = options.match;
      remaining = options.times ?? Infinity;
      if (next.kind === 'down' && !wasDown) await stopListening();
      // Back up on the same port, so the client's URL stays right.
      if (next.kind !== 'down' && wasDown) await listen(port);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await stopListening();
    },
  };
}
