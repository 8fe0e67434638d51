#!/usr/bin/env node
import { loadConfig } from './config';
import { startAuthServer } from './startAuthServer';

/*
 * The command-line entry: `node dist/index.js`, configured by environment variables
 * (see README.md). Stops cleanly on SIGINT and SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startAuthServer(config);
  const mode = config.autoconfirm ? 'autoconfirm on: no confirmation email' : `confirmation emails go to ${server.url}/mailbox`;
  process.stdout.write(`Auth server ready at ${server.url}/auth/v1 (${mode})\n`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Auth server stopping (${signal})\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Auth server could not stop cleanly: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Auth server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
