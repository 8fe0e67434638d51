/**
 * Serves the production build: `pnpm --filter @wh/web serve`, or `pnpm start`
 * at the root, which also builds when needed and starts the auth server.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './siteServer.ts';

const port = Number(process.env.PORT ?? 4173);
const sitesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'sites');

const server = createSiteServer({ sitesDir });
server.listen(port, () => {
  console.log(`UK site:      http://localhost:${port}`);
  console.log(`Nigeria site: http://nigeria.localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
