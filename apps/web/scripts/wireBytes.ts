/**
 * What a first visit costs a reader in bytes: a page opened in a fresh browser profile (empty
 * HTTP cache, no service worker), with every byte the server sent counted on the socket (status
 * lines, headers and compressed bodies), the service worker's own downloads included, until the
 * page and its worker have gone quiet. What a cache or a service worker answers costs nothing and
 * is not counted, because it never reaches the socket.
 *
 * The browser talks to a small counting proxy in front of the site's server (HTTP/1.1, as our
 * servers speak it), which also reads each response's length so the bytes can be told apart by
 * file (the page, its scripts, the worker's downloads).
 *
 * Used by `pnpm perf` (the byte budgets), and on its own to compare two builds:
 *
 *   tsx scripts/wireBytes.ts http://localhost:4173/ http://nigeria.localhost:4173/pregnancy
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

export interface WireResponse {
  path: string;
  /** Who asked for it: the page, or its service worker on its own account. */
  by: 'page' | 'service worker';
  status: number;
  kind: 'html' | 'css' | 'js' | 'image' | 'font' | 'other';
  /** Status line, headers and body, as they crossed the network. */
  bytes: number;
}

export interface WireBytes {
  total: number;
  js: number;
  /** Of the total, what the service worker downloaded on its own account. */
  serviceWorker: number;
  responses: WireResponse[];
}

function kindOf(path: string, contentType: string): WireResponse['kind'] {
  if (/html/.test(contentType)) return 'html';
  if (/css/.test(contentType)) return 'css';
  if (/javascript/.test(contentType) || /\.m?js$/.test(path)) return 'js';
  if (/^image\//.test(contentType)) return 'image';
  if (/font/.test(contentType)) return 'font';
  return 'other';
}

/**
 * Reads one connection's HTTP/1.1 exchange: requests one after another from the client (GET and
 * HEAD, no bodies), responses with a Content-Length (or none, for 304 and HEAD) from the server.
 */
class ExchangeReader {
  private requested: { path: string; head: boolean }[] = [];
  private fromClient = '';
  private fromServer = Buffer.alloc(0);
  /** The response being read: its header bytes are counted, its body still to come. */
  private current: { path: string; status: number; contentType: string; bytes: number; bodyLeft: number } | undefined;

  constructor(private readonly done: (response: WireResponse) => void) {}

  client(data: Buffer): void {
    this.fromClient += data.toString('latin1');
    for (let end = this.fromClient.indexOf('\r\n\r\n'); end >= 0; end = this.fromClient.indexOf('\r\n\r\n')) {
      const [method = '', target = ''] = this.fromClient.slice(0, end).split('\r\n')[0]!.split(' ');
      if (method !== 'GET' && method !== 'HEAD') throw new Error(`The counting proxy reads GET and HEAD only, not ${method}.`);
      this.requested.push({ path: target, head: method === 'HEAD' });
      this.fromClient = this.fromClient.slice(end + 4);
    }
  }

  server(data: Buffer): void {
    this.fromServer = Buffer.concat([this.fromServer, data]);
    for (;;) {
      if (this.current) {
        const taken = Math.min(this.current.bodyLeft, this.fromServer.length);
        this.current.bytes += taken;
        this.current.bodyLeft -= taken;
        this.fromServer = this.fromServer.subarray(taken);
        if (this.current.bodyLeft > 0) return;
        const { path, status, contentType, bytes } = this.current;
        this.done({ path, by: 'page', status, kind: kindOf(path, contentType), bytes });
        this.current = undefined;
      }
      const end = this.fromServer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.fromServer.subarray(0, end).toString('latin1');
      this.fromServer = this.fromServer.subarray(end + 4);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const header = (name: string) =>
        headerLines.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '';
      if (header('transfer-encoding')) throw new Error('The counting proxy reads responses with a Content-Length only.');
      const request = this.requested.shift();
      if (!request) throw new Error('A response came without a request.');
      const hasBody = !request.head && status !== 304 && status !== 204 && status >= 200;
      this.current = {
        path: request.path,
        status,
        contentType: header('content-type'),
        bytes: end + 4,
        bodyLeft: hasBody ? Number(header('content-length') || 0) : 0,
      };
    }
  }
}

/** A proxy in front of `port` on loopback that reports every response it passes on. */
async function countingProxy(port: number, onResponse: (response: WireResponse) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    const reader = new ExchangeReader(onResponse);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (data: Buffer) => reader.client(data));
    upstream.on('data', (data: Buffer) => reader.server(data));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Opens `url` as a first-time reader would and adds up what the server sent. It waits for the
 * load event, then until nothing has crossed the network for `quietMs` (a reading page starts its
 * code when the browser is idle, and a service worker installs after that), at most `timeoutMs`.
 */
export async function firstVisitBytes(
  browser: Browser,
  url: string,
  { quietMs = 2000, timeoutMs = 30_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<WireBytes> {
  const target = new URL(url);
  const responses: WireResponse[] = [];
  let lastActivity = Date.now();
  const proxy = await countingProxy(Number(target.port || 80), (response) => {
    lastActivity = Date.now();
    responses.push(response);
  });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  /** Counted per path: a file both the page and the worker asked for is the page's. */
  const askedBy = { page: new Map<string, number>(), worker: new Map<string, number>() };
  context.on('request', (request) => {
    lastActivity = Date.now();
    const { pathname, search } = new URL(request.url());
    const asked = request.serviceWorker() ? askedBy.worker : askedBy.page;
    asked.set(`${pathname}${search}`, (asked.get(`${pathname}${search}`) ?? 0) + 1);
  });
  try {
    const page = await context.newPage();
    const started = Date.now();
    target.port = String(proxy.port);
    await page.goto(target.href, { waitUntil: 'load' });
    lastActivity = Date.now();
    while (Date.now() - lastActivity < quietMs && Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await context.close();
    await proxy.close();
  }
  for (const response of responses) {
    if (askedBy.worker.has(response.path) && !askedBy.page.has(response.path)) response.by = 'service worker';
  }
  const sum = (list: WireResponse[]) => list.reduce((total, response) => total + response.bytes, 0);
  return {
    total: sum(responses),
    js: sum(responses.filter((response) => response.kind === 'js')),
    serviceWorker: sum(responses.filter((response) => response.by === 'service worker')),
    responses,
  };
}

export async function launchForBytes(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launchForBytes();
  try {
    for (const url of process.argv.slice(2)) {
      const bytes = await firstVisitBytes(browser, url);
      const kb = (n: number) => (n / 1024).toFixed(1);
      const worker = bytes.responses.filter((response) => response.by === 'service worker');
      console.log(
        `${url}: ${kb(bytes.total)} KB in ${bytes.responses.length} responses; JS ${kb(bytes.js)} KB; the service worker's own ${kb(bytes.serviceWorker)} KB in ${worker.length}`,
      );
      if (process.env.WIRE_VERBOSE) {
        for (const r of bytes.responses) console.log(`   ${r.by.padEnd(14)} ${r.kind.padEnd(5)} ${String(r.bytes).padStart(7)} ${r.status} ${r.path}`);
      }
    }
  } finally {
    await browser.close();
  }
}
