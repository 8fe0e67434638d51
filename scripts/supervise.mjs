/**
 * Keeps long-running child processes up for `pnpm start`: a service that exits
 * when nobody asked it to is started again after a short wait, which doubles
 * each time it fails quickly (so a server that cannot start does not spin) and
 * goes back to the shortest once it has stayed up a while. Stopping sends
 * SIGTERM to every service and waits for them to exit.
 *
 * Each service runs in its own process group and is signalled as a group, so
 * a wrapper's children (pnpm runs tsx, which runs node) stop with it instead of
 * living on and holding the port; the supervisor passes Ctrl-C on itself.
 */
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Service
 * @property {string} name  used in log lines, e.g. "auth server"
 * @property {string} command
 * @property {string[]} args
 * @property {import('node:child_process').SpawnOptions} [options]
 */

/**
 * @typedef {object} SuperviseSettings
 * @property {(line: string) => void} [log]  where restart lines go (default console.log)
 * @property {number} [firstDelayMs]  the wait before the first restart (default 500)
 * @property {number} [maxDelayMs]  the longest wait (default 8000)
 * @property {number} [steadyMs]  up this long, a service counts as healthy again (default 10 000)
 * @property {number} [stopTimeoutMs]  after SIGTERM, how long to wait before SIGKILL (default 5000)
 */

const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;

/** Sends `signal` to the child's whole process group; false once nothing in it is left. */
function signalGroup(/** @type {import('node:child_process').ChildProcess} */ child, /** @type {NodeJS.Signals | 0} */ signal) {
  try {
    if (child.pid === undefined) return false;
    // Windows has no process groups: signal the child alone there.
    if (process.platform === 'win32') return signal === 0 ? child.exitCode === null : child.kill(signal || undefined);
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the child's process group is empty, after SIGKILL if it takes longer than `timeoutMs`. */
async function groupGone(/** @type {import('node:child_process').ChildProcess} */ child, /** @type {number} */ timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(child, 0)) {
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts each service and restarts it whenever it exits unexpectedly.
 * @param {Service[]} services
 * @param {SuperviseSettings} [settings]
 * @returns {{ running: () => Map<string, import('node:child_process').ChildProcess>, stop: () => Promise<void> }}
 */
export function supervise(services, settings = {}) {
  const { log = console.log, firstDelayMs = 500, maxDelayMs = 8_000, steadyMs = 10_000, stopTimeoutMs = 5_000 } = settings;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  let stopping = false;

  const start = (/** @type {Service} */ service, delayMs = firstDelayMs) => {
    const startedAt = Date.now();
    const child = spawn(service.command, service.args, { stdio: 'inherit', ...service.options, detached: true });
    running.set(service.name, child);
    let ended = false;
    const onEnd = (/** @type {string} */ how) => {
      if (ended) return;
      ended = true;
      running.delete(service.name);
      if (stopping) return;
      // Whatever the service left behind would keep its port: stop it before starting again.
      signalGroup(child, 'SIGKILL');
      // A service that stayed up a while starts again quickly; one that keeps failing waits longer each time.
      const wait = Date.now() - startedAt >= steadyMs ? firstDelayMs : delayMs;
      log(`${service.name} ${how}; restarting in ${seconds(wait)}`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(service, Math.min(wait * 2, maxDelayMs));
      }, wait);
      timers.add(timer);
    };
    child.on('exit', (code, signal) => onEnd(signal ? `was stopped by ${signal}` : `exited with code ${code}`));
    child.on('error', (error) => onEnd(`could not be started (${error.message})`));
  };

  for (const service of services) start(service);

  return {
    running: () => new Map(running),
    stop: async () => {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(
        [...running.values()].map((child) => {
          signalGroup(child, 'SIGTERM');
          return groupGone(child, stopTimeoutMs);
        }),
      );
    },
  };
}

/**
 * Supervises `services` until SIGINT (Ctrl-C) or SIGTERM, then stops them all and exits.
 * @param {Service[]} services
 * @param {SuperviseSettings} [settings]
 */
export function superviseUntilSignalled(services, settings) {
  const supervisor = supervise(services, settings);
  const stop = () => supervisor.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return supervisor;
}
