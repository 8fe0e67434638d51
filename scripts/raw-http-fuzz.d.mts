// Types for raw-http-fuzz.mjs, so the apps' TypeScript tests can import the kit by relative path.

/** One generated request, written byte for byte. */
export interface FuzzCase {
  /** What the case mainly tests, e.g. `"request line"`, `"headers"`, `"valid"`. */
  kind: string;
  /** Exactly what is written to the socket. */
  bytes: Buffer;
  /** Write the bytes in two pieces at this offset (0: in one piece). */
  splitAt: number;
  /** Half-close the socket after writing (a request cut short, then closed). */
  endAfterWrite: boolean;
}

export interface RawResponse {
  /** The first status line's code, if one came back. */
  status: number | undefined;
  /** The first bytes that came back (latin1), up to 2 KiB. */
  head: string;
  /** How the exchange ended. */
  outcome: 'status' | 'closed' | 'reset' | 'timeout';
}

export interface FuzzSummary {
  /** Cases sent. */
  cases: number;
  /** How many cases got each status code, or `closed`, `reset`, `timeout` with no status line. */
  statuses: Record<string, number>;
  /** Probes that failed, with the case sent just before (and any cases in flight at the same time). */
  failures: { case: string; error: string; concurrent: string[] }[];
  /** How long the run took. */
  ms: number;
  /** True if the time limit or the failure limit ended the run. */
  stoppedEarly: boolean;
}

export interface FuzzOptions {
  port: number;
  /** Loopback only (default 127.0.0.1). */
  host?: string;
  /** How many cases (default 1000). */
  cases?: number;
  /** Default 1. */
  seed?: number;
  /** Paths the server serves, for valid and mutated targets (default `/`). */
  paths?: string[];
  /** Host values the server knows (default `localhost`). */
  hosts?: string[];
  /** Rejects if the server does not answer normally (default: `httpProbe` for the first path and host). */
  probe?: () => Promise<unknown>;
  /** Workers, each alternating case and probe (default 4). */
  concurrency?: number;
  /** How long to wait for a case's answer (default 500). */
  caseTimeoutMs?: number;
  /** Stop starting new cases after this long (default 120 000). */
  maxMs?: number;
  /** Stop after this many failed probes (default 10). */
  maxFailures?: number;
}

/** Generates `count` hostile (and some valid) HTTP/1.1 requests from `seed`; the same inputs give the same cases. */
export function generateCases(seed: number, count: number, options?: { paths?: string[]; hosts?: string[] }): FuzzCase[];

/** A case (or raw bytes) as readable text for a report. */
export function describeCase(fuzzCase: FuzzCase | Buffer): string;

/** Writes raw bytes to a fresh loopback socket and reads the first status line. */
export function sendRawRequest(options: {
  host?: string;
  port: number;
  bytes: Buffer | string;
  splitAt?: number;
  endAfterWrite?: boolean;
  timeoutMs?: number;
}): Promise<RawResponse>;

/** A keep-alive probe: `GET path` with the given Host must answer 2xx-4xx in time. */
export function httpProbe(options: {
  host?: string;
  port: number;
  path?: string;
  hostHeader?: string;
  timeoutMs?: number;
}): (() => Promise<number>) & { close: () => void };

/** Sends generated cases to a loopback server and probes it after every case. */
export function fuzzRawHttp(options: FuzzOptions): Promise<FuzzSummary>;
