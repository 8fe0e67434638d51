import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freshDataDir, spawnCliServer } from './test/harness';

/*
 * An Edge Function runs in a Deno process of its own, started by the auth server. Killed with
 * SIGKILL (a crash, an out-of-memory kill, a closed terminal's hard stop), the server runs no
 * shutdown code; the function must still go with it, and not stay behind holding its port.
 */

/**
 * Whether any thread of a process still runs. Deno is multi-threaded: its main thread can already
 * be a zombie (waiting for whoever adopted it to reap it) while other threads are still closing
 * its sockets, so every thread under /proc/<pid>/task is looked at, not only the first.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return false;
  }
  return threads.some((thread) => {
    try {
      // The state is the field after the parenthesised command name.
      return !/\)\s+Z\s/.test(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8'));
    } catch {
      return false; // the thread ended while we looked
    }
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('Edge Functions and the server', () => {
  it('a function’s Deno process ends when the server is killed with SIGKILL', async () => {
    const dataDir = freshDataDir();
    const { child, url, output } = await spawnCliServer({ AUTH_DATA_DIR: dataDir, AUTH_JWT_SECRET: 'function-test-secret-function-test-secret' });
    let functionPid: number | undefined;
    try {
      // A function's own CORS preflight answer: its first request starts it.
      const preflight = await fetch(`${url}/functions/v1/delete-account`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(200);
      const started = /function delete-account started on port (\d+) \(pid (\d+)\)/.exec(output());
      expect(started, output()).not.toBeNull();
      const port = Number(started![1]);
      functionPid = Number(started![2]);
      expect(isRunning(functionPid)).toBe(true);
      expect(await accepts(port)).toBe(true);

      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const deadline = Date.now() + 10_000;
      // The kernel closes the port once the last thread has gone: wait for both, up to a deadline.
      while ((isRunning(functionPid) || (await accepts(port))) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(isRunning(functionPid)).toBe(false);
      expect(await accepts(port)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      // Left behind by a failure of the very thing tested here: not left to run on.
      if (functionPid !== undefined && isRunning(functionPid)) process.kill(functionPid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Deno's first start on a busy machine takes most of a minute.
  }, 120_000);
});
