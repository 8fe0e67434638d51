#!/usr/bin/env node
import { DEFAULT_BCRYPT_COST, loadConfig } from './config';
import { startAuthServer } from './startAuthServer';

/*
 * The command-line entry: `node dist/index.js`, configured by environment variables
 * (see README.md). Stops cleanly on SIGINT and SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startAuthServer(config);
  const mode = config.autoconfirm
    ? 'autoconfirm on: no confirmation email'
    : server.mailboxUrl
      ? `confirmation emails go to ${server.mailboxUrl}`
      : 'confirmation emails are kept, but the mailbox is off: set AUTH_MAILBOX=true to read them at /mailbox';
  const cost = config.bcryptCost !== undefined && config.bcryptCost !== DEFAULT_BCRYPT_COST ? `; bcrypt cost ${config.bcryptCost}, for tests only` : '';
  process.stdout.write(`Auth server ready at ${server.url}/auth/v1 (${mode}${cost})\n`);

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

// Every request's work is caught inside the server, so a request cannot reject a promise that
// nobody handles; this is the last guard, so a slip there costs a log line, not the process.
process.on('unhandledRejection', (reason: unknown) => {
  process.stderr.write(`auth-server: unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}\n`);
});
// The log goes to whatever started the server; if that goes away (a closed pipe), requests are
// still served, just no longer logged.
process.stdout.on('error', () => {});

main().catch((error: unknown) => {
  process.stderr.write(`Auth server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
