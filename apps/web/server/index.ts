/**
 * Serves the production build: `pnpm --filter @wh/web serve`, or `pnpm start`
 * at the root, which also builds when needed and starts the auth server.
 *
 *   PORT       the port (default 4173; 0 picks a free one)
 *   SITES_DIR  the built sites (default dist/sites), for tests that serve a fixture
 *
 * There is deliberately no process-wide `uncaughtException` handler. Every
 * request's errors are caught where they happen (see createSiteServer), and
 * Node answers malformed requests itself. An error that still escaped would
 * leave the process in an unknown state, which Node's documentation says not to
 * carry on from; the process exits with the error printed, and `pnpm start`
 * restarts it.
 */
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './siteServer';

const port = Number(process.env.PORT ?? 4173);
const sitesDir = process.env.SITES_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'sites');

const server = createSiteServer({ sitesDir });
server.listen(port, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`UK site:      http://localhost:${listening}`);
  console.log(`Nigeria site: http://nigeria.localhost:${listening}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
