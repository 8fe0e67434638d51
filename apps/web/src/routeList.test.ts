import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagePaths } from './entry-server';
import { createAppRouter } from './router';

// The prerender builds exactly the pages of @wh/content's route list (`pagePaths`), while the
// router serves whatever files are in src/routes. Nothing else ties the two: a new route file that
// the list leaves out renders in development but is silently missing from the built site, and a
// listed path with no route file is prerendered as the not-found page. These tests tie them.

const router = createAppRouter('uk', { assets: { entry: '', preloads: () => [] }, collector: { islands: [] } });

/** The route that serves a path, or undefined when only the root (the not-found page) does. */
function routeServing(path: string): string | undefined {
  const deepest = router.matchRoutes(path, {}).at(-1);
  return deepest && deepest.routeId !== '__root__' ? deepest.routeId : undefined;
}

/**
 * The id TanStack Router gives the route of a file in src/routes: dots are slashes, and `index`
 * is the path ending in a slash (`auth_.confirm.tsx` is `/auth_/confirm`, `index.tsx` is `/`).
 * Files and folders starting with `-` are not routes; `__root` is the root.
 */
function routeIdOfFile(file: string): string {
  return `/${file.replace(/\.tsx?$/, '').replaceAll('.', '/')}`.replace(/(^|\/)index$/, '$1');
}

const routeFiles = readdirSync(new URL('./routes', import.meta.url)).filter(
  (name) => /\.tsx?$/.test(name) && !name.startsWith('-') && !name.startsWith('__root') && !name.includes('.test.'),
);

/** Every route but the root: each is a page of its own. */
const pageRoutes = Object.values(router.routesById).filter((route) => route.id !== '__root__');

describe('the route files and the prerendered route list agree', () => {
  it('the route tree has a route for every file in src/routes (the generated tree is current)', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const missing = routeFiles.filter((file) => !(routeIdOfFile(file) in router.routesById));
    expect(missing).toEqual([]);
  });

  it('every listed path is served by a route file, not the not-found page', () => {
    expect(pagePaths.filter((path) => routeServing(path) === undefined)).toEqual([]);
  });

  it('every route file serves at least one listed path, so none is left out of the build', () => {
    const served = new Set(pagePaths.map(routeServing));
    const unlisted = pageRoutes.map((route) => route.id).filter((id) => !served.has(id));
    expect(unlisted).toEqual([]);
  });
});
