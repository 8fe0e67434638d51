/**
 * Reads the client build's manifest (Vite's `build.manifest`): where each page's code is, the
 * files the service worker stores, and the site stylesheet.
 */
import type { Manifest } from 'vite';
import type { PageAssets } from '../src/entry-server';

/** The browser's one entry, and the module it loads with the first island (React and hydration). */
export const clientEntry = 'src/entry-client.tsx';
export const hydrateModule = 'src/islands/runtime/hydrate.tsx';

/** Every chunk a chunk needs, itself included, in load order. */
function chunkClosure(vite: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  if (!vite[key]) throw new Error(`The client build has no chunk for ${key}; run \`vite build\` first.`);
  into.add(key);
  for (const imported of vite[key].imports ?? []) chunkClosure(vite, imported, into);
  return into;
}

/** The URLs of a module's chunk and every chunk it imports. */
export function chunkFiles(vite: Manifest, ...keys: string[]): string[] {
  const closure = new Set<string>();
  for (const key of keys) chunkClosure(vite, key, closure);
  return [...closure].map((key) => `/${vite[key]!.file}`);
}

/**
 * Where a page's code is, for the script that starts it: the entry, and to preload with it the
 * entry's imports and, when the page has islands that start by themselves, React, the hydration
 * code and those islands' code. Islands that wait for the reader, or for a session, load their
 * code only then.
 */
export function pageAssetsFrom(vite: Manifest, islandSourceFile: (name: string) => string): PageAssets {
  if (!vite[clientEntry]?.isEntry) throw new Error(`The client build has no entry chunk for ${clientEntry}; run \`vite build\` first.`);
  const [entry, ...entryImports] = chunkFiles(vite, clientEntry);
  return {
    entry: entry!,
    preloads(islands) {
      const starting = islands.filter((island) => island.start === 'idle').map((island) => islandSourceFile(island.name));
      const code = starting.length > 0 ? chunkFiles(vite, hydrateModule, ...starting) : [];
      return [...new Set([...entryImports, ...code])].filter((file) => file !== entry);
    },
  };
}

/**
 * Every file the browser's code may load: the entry, the hydration code and every island's (each
 * chunk's static and dynamic imports, wherever the bundler put the `import()`s).
 */
export function clientFiles(vite: Manifest): string[] {
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key)) return;
    if (!vite[key]) throw new Error(`The client build has no chunk for ${key}; run \`vite build\` first.`);
    reached.add(key);
    for (const next of [...(vite[key].imports ?? []), ...(vite[key].dynamicImports ?? [])]) visit(next);
  };
  visit(clientEntry);
  return [...reached].map((key) => `/${vite[key]!.file}`);
}

/**
 * Every file of code a page may ever run: the entry and its imports, and each of the page's
 * islands with everything it loads, at once or later, but not the other islands that the entry's
 * registry can load (the hydration code, React, a menu's
 * Ariakit, a calculator's result). The page's stylesheet is cut to what these can show
 * (`pageStyles.ts`).
 */
export function pageCodeFiles(vite: Manifest, islandSourceFiles: readonly string[]): string[] {
  const entry = chunkClosure(vite, clientEntry);
  const islands = new Set<string>();
  const visit = (key: string) => {
    // The entry's chunks are the page's already; their import()s are the registry of every island.
    if (islands.has(key) || entry.has(key)) return;
    if (!vite[key]) throw new Error(`The client build has no chunk for ${key}; run \`vite build\` first.`);
    islands.add(key);
    for (const next of [...(vite[key].imports ?? []), ...(vite[key].dynamicImports ?? [])]) visit(next);
  };
  for (const key of islandSourceFiles.length > 0 ? [hydrateModule, ...islandSourceFiles] : []) visit(key);
  return [...new Set([...entry, ...islands])].map((key) => `/${vite[key]!.file}`);
}

/**
 * What the browser's code must never contain, checked on every build:
 * - the router: it never runs in the browser, every page's interactive parts are islands (the
 *   client build puts any router code into a chunk of its own, vite.config.ts, so there must be none);
 * - an article of `@wh/content`: articles are prerendered text, and a browser module that imports
 *   the article registry (say for its paths) would make every article a chunk the service worker
 *   stores on every reader's phone.
 */
export function assertBrowserCodeIsLean(vite: Manifest): void {
  const router = Object.values(vite).find((chunk) => /(^|\/)router-[^/]*\.js$/.test(chunk.file));
  if (router) throw new Error(`The browser's code imports the router (${router.file}): an island must not import @tanstack/*.`);
  const article = Object.values(vite).find((chunk) => /[\\/]content[\\/](src|dist)[\\/]articles[\\/][^\\/]+[\\/]/.test(chunk.src ?? ''));
  if (article) {
    throw new Error(`The browser's code can load an article (${article.src}): do not import @wh/content's article registry (routePaths, isRoutePath, loadArticle) into an island or the entry.`);
  }
}

/**
 * The stylesheets of the client build, to inline into every page. The build makes one stylesheet
 * for the whole site (`cssCodeSplit: false`): a few KB inline costs less on a slow mobile link
 * than a render-blocking request, and no page can miss a style.
 */
export function stylesheetFiles(vite: Manifest): string[] {
  // Without code splitting Vite lists the stylesheet as an asset of its own (`style.css`).
  return [
    ...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])])),
  ];
}
