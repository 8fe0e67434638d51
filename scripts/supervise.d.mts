// Types for supervise.mjs, so the apps' TypeScript tests can import it by relative path.
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface Service {
  /** Used in log lines, e.g. "auth server". */
  name: string;
  command: string;
  args: string[];
  options?: SpawnOptions;
}

export interface SuperviseSettings {
  /** Where restart lines go (default console.log). */
  log?: (line: string) => void;
  /** The wait before the first restart (default 500). */
  firstDelayMs?: number;
  /** The longest wait (default 8000). */
  maxDelayMs?: number;
  /** Up this long, a service counts as healthy again (default 10 000). */
  steadyMs?: number;
  /** After SIGTERM, how long to wait before SIGKILL (default 5000). */
  stopTimeoutMs?: number;
}

export interface Supervisor {
  /** The services' current processes, by name. */
  running: () => Map<string, ChildProcess>;
  /** Stops restarting, sends SIGTERM to every service and waits for them to exit. */
  stop: () => Promise<void>;
}

/** Starts each service and restarts it whenever it exits unexpectedly. */
export function supervise(services: Service[], settings?: SuperviseSettings): Supervisor;

/** Supervises `services` until SIGINT (Ctrl-C) or SIGTERM, then stops them all and exits. */
export function superviseUntilSignalled(services: Service[], settings?: SuperviseSettings): Supervisor;
