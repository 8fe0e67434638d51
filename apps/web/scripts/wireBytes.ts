/**
 * What a first visit costs a reader in bytes: a page opened in a fresh browser profile (empty
 * HTTP cache, no service worker), every response that crossed the network counted (headers and
 * body as sent, compressed), the service worker's own requests included, until the page and its
 * worker have gone quiet. Responses a service worker answered from its cache cost nothing and
 * are not counted.
 *
 * Used by `pnpm perf` (the byte budgets), and on its own to compare two builds:
 *
 *   tsx scripts/wireBytes.ts http://localhost:4173/ http://localhost:4173/pregnancy
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface WireRequest {
  url: string;
  /** Who asked: the page itself, or its service worker. */
  by: 'page' | 'service worker';
  kind: 'html' | 'css' | 'js' | 'image' | 'font' | 'other';
  /** Response headers and compressed body, as they crossed the network. */
  bytes: number;
}

export interface WireBytes {
  total: number;
  js: number;
  /** Of the total, what the service worker fetched for itself. */
  serviceWorker: number;
  requests: WireRequest[];
}

function kindOf(request: Request): WireRequest['kind'] {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) return 'js';
  if (type === 'image') return 'image';
  if (type === 'font') return 'font';
  return 'other';
}

/**
 * Opens `url` as a first-time reader would and adds up what crossed the network. It waits for the
 * load event, then until nothing has been asked for or finished for `quietMs` (a reading page
 * starts its code when the browser is idle, and a service worker installs after that), at most
 * `timeoutMs` in all.
 */
export async function firstVisitBytes(
  browser: Browser,
  url: string,
  { quietMs = 2500, timeoutMs = 30_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<WireBytes> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const pending = new Set<Promise<void>>();
  const requests: WireRequest[] = [];
  let lastActivity = Date.now();
  const count = (request: Request) => {
    lastActivity = Date.now();
    const done = (async () => {
      const response = await request.response();
      // Answered by a service worker from its cache: nothing crossed the network for it.
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      requests.push({
        url: request.url(),
        by: request.serviceWorker() ? 'service worker' : 'page',
        kind: kindOf(request),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      });
    })().catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  context.on('request', () => {
    lastActivity = Date.now();
  });
  context.on('requestfinished', count);
  context.on('requestfailed', () => {
    lastActivity = Date.now();
  });
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - lastActivity < quietMs && Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const sum = (list: WireRequest[]) => list.reduce((total, request) => total + request.bytes, 0);
  return {
    total: sum(requests),
    js: sum(requests.filter((request) => request.kind === 'js')),
    serviceWorker: sum(requests.filter((request) => request.by === 'service worker')),
    requests,
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
      console.log(
        `${url}: ${kb(bytes.total)} KB in ${bytes.requests.length} responses (JS ${kb(bytes.js)} KB; service worker ${kb(bytes.serviceWorker)} KB in ${bytes.requests.filter((r) => r.by === 'service worker').length})`,
      );
      if (process.env.WIRE_VERBOSE) for (const r of bytes.requests) console.log(`   ${r.by.padEnd(14)} ${r.kind.padEnd(5)} ${String(r.bytes).padStart(7)} ${r.url}`);
    }
  } finally {
    await browser.close();
  }
}
