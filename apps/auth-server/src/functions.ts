import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * The project's Supabase Edge Functions (`supabase/functions/<name>/index.ts`), served locally at
 * `/functions/v1/<name>` as a hosted project serves them, without Docker: each runs under Deno
 * from npm (the `deno` package), started on its first request, on a loopback port of its own,
 * with the environment a hosted function gets (SUPABASE_URL, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY). Requests are passed through as they are, OPTIONS included: a
 * function answers its own CORS preflight, as it must on a hosted project.
 */

/** Where the runner that gives a function its port lives (apps/auth-server/deno). */
const RUNNER = fileURLToPath(new URL('../deno/serveFunction.ts', import.meta.url));
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const START_TIMEOUT_MS = 30_000;

/** The Deno executable of the `deno` npm package, or undefined when it is not installed. */
function denoExecutable(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

function sendPlain(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(body));
}

interface Running {
  child: ChildProcess;
  port: Promise<number>;
}

/**
 * @example
 * const functions = createFunctionsHost({ functionsDir, env: { SUPABASE_URL, ... }, cacheDir, log });
 * await functions.proxy(req, res, 'delete-account', '/functions/v1/delete-account');
 */
export function createFunctionsHost({
  functionsDir,
  env,
  cacheDir,
  log,
}: {
  functionsDir: string;
  env: Record<string, string>;
  cacheDir: string;
  log: (line: string) => void;
}) {
  const running = new Map<string, Running>();
  let closed = false;

  function start(name: string, entry: string): Running {
    const deno = denoExecutable();
    if (!deno) throw new Error('Deno is not installed: run pnpm install');
    mkdirSync(cacheDir, { recursive: true });
    const port = freePort();
    const started = port.then(
      (chosen) =>
        new Promise<number>((ready, failed) => {
          const child = spawn(
            deno,
            ['run', '--no-prompt', '--allow-net=127.0.0.1,localhost', '--allow-env', `--allow-read=${functionsDir}`, RUNNER, pathToFileURL(entry).href],
            {
              env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cacheDir, DENO_DIR: cacheDir, NO_COLOR: '1', WH_FUNCTION_PORT: String(chosen), ...env },
              // stdin is a pipe that nothing is written to: the runner stops when it closes,
              // which the system does when this process ends, even by SIGKILL, when no code of
              // ours runs to stop the function (see deno/serveFunction.ts).
              stdio: ['pipe', 'pipe', 'pipe'],
            },
          );
          entryRecord.child = child;
          const timer = setTimeout(() => failed(new Error(`function ${name} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
          child.stdout!.setEncoding('utf8').on('data', (text: string) => {
            if (text.includes(`listening on ${chosen}`)) {
              clearTimeout(timer);
              log(`function ${name} started on port ${chosen} (pid ${child.pid})`);
              ready(chosen);
            }
          });
          // The function's own log lines (console.error) go to the server's log, prefixed.
          child.stderr!.setEncoding('utf8').on('data', (text: string) => {
            for (const line of text.split('\n')) if (line.trim()) log(`function ${name}: ${line}`);
          });
          child.once('exit', (code) => {
            clearTimeout(timer);
            running.delete(name);
            failed(new Error(`function ${name} exited (${code})`));
          });
        }),
    );
    const entryRecord: Running = { child: undefined as unknown as ChildProcess, port: started };
    // A failed start is reported to the request that waited for it, and tried again on the next.
    started.catch(() => running.delete(name));
    running.set(name, entryRecord);
    return entryRecord;
  }

  return {
    /** Serves one request for `/functions/v1/<name>[/...]`. */
    async proxy(req: IncomingMessage, res: ServerResponse, name: string, target: string): Promise<void> {
      const entry = join(functionsDir, name, 'index.ts');
      if (closed || !FUNCTION_NAME.test(name) || !existsSync(entry)) {
        // A hosted project's answer for a function it does not have.
        sendPlain(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        req.resume();
        return;
      }
      let port: number;
      try {
        port = await (running.get(name) ?? start(name, entry)).port;
      } catch (error) {
        log(`function ${name} failed to start: ${error instanceof Error ? error.message : String(error)}`);
        sendPlain(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
        req.resume();
        return;
      }
      await new Promise<void>((done) => {
        const headers = { ...req.headers, host: `127.0.0.1:${port}` };
        const forward = httpRequest({ host: '127.0.0.1', port, method: req.method, path: target, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', done);
          answer.on('error', () => done());
        });
        forward.on('error', () => {
          if (!res.headersSent) sendPlain(res, 502, { code: 'BAD_GATEWAY', message: 'The function did not answer' });
          else res.destroy();
          done();
        });
        req.pipe(forward);
      });
    },
    /** Stops every running function. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all(
        [...running.values()].map(
          ({ child }) =>
            new Promise<void>((stopped) => {
              if (!child || child.exitCode !== null) return stopped();
              child.once('exit', () => stopped());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 2000).unref();
            }),
        ),
      );
      running.clear();
    },
  };
}

export type FunctionsHost = ReturnType<typeof createFunctionsHost>;

/** The repository's `supabase/functions`, where the Supabase CLI keeps a project's Edge Functions. */
export const DEFAULT_FUNCTIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../supabase/functions');
