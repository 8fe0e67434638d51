/**
 * Maps Vite's build manifest to the router's asset manifest, so each
 * prerendered page links the entry script and preloads the split chunks of the
 * routes it shows (no request waterfall on hydration). Stylesheets are not
 * linked: the prerender inlines the one site stylesheet (see `stylesheetFiles`).
 */
import type { ServerManifest } from '../src/entry-server.tsx';

export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Reads the generated route tree and returns each route id's source file,
 * e.g. `{ '/about': 'src/routes/about.tsx' }`.
 */
export function routeFilesById(routeTreeSource: string): Record<string, string> {
  const fileByImport = new Map<string, string>();
  for (const [, name, file] of routeTreeSource.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) {
    fileByImport.set(name!, `src/routes/${file}.tsx`);
  }
  const files: Record<string, string> = {};
  const rootFile = fileByImport.get('rootRouteImport');
  if (rootFile) files.__root__ = rootFile;
  for (const [, importName, id] of routeTreeSource.matchAll(/= (\w+)\.update\(\{\s*id: '([^']+)'/g)) {
    const file = fileByImport.get(importName!);
    if (file) files[id!] = file;
  }
  return files;
}

/** Every chunk a chunk needs, itself included, in load order. */
function chunkClosure(vite: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !vite[key]) return into;
  into.add(key);
  for (const imported of vite[key].imports ?? []) chunkClosure(vite, imported, into);
  return into;
}

/** The app's entry (the router app); the islands runtime is the build's other entry. */
export const appEntry = 'src/entry-client.tsx';
export const islandsEntry = 'src/entry-islands.tsx';

export function routerManifestFrom(vite: ViteManifest, routeFiles: Record<string, string>): ServerManifest {
  const entryKey = appEntry;
  const entry = vite[entryKey];
  if (!entry?.isEntry) throw new Error(`The client build has no entry chunk for ${appEntry}; run \`vite build\` first.`);
  const entryChunks = chunkClosure(vite, entryKey);
  const href = (file: string) => `/${file}`;

  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: [...entryChunks].filter((key) => key !== entryKey).map((key) => href(vite[key]!.file)),
      scripts: [{ attrs: { type: 'module', src: href(entry.file) } }],
    },
  };

  for (const [routeId, file] of Object.entries(routeFiles)) {
    if (routeId === '__root__') continue;
    const chunks = new Set<string>();
    for (const key of Object.keys(vite)) {
      if (key === file || key.startsWith(`${file}?`)) chunkClosure(vite, key, chunks);
    }
    const own = [...chunks].filter((key) => !entryChunks.has(key));
    if (own.length === 0) continue;
    routes[routeId] = { preloads: own.map((key) => href(vite[key]!.file)) };
  }
  return { routes };
}

/**
 * The stylesheets of the client build, to inline into every page. The build
 * makes one stylesheet for the whole site (`cssCodeSplit: false`): a few KB
 * inline costs less on a slow mobile link than a render-blocking request, and
 * no page can miss the styles of a route it navigates to.
 */
export function stylesheetFiles(vite: ViteManifest): string[] {
  // Without code splitting Vite lists the stylesheet as an asset of its own (`style.css`).
  return [
    ...new Set(
      Object.values(vite).flatMap((chunk) => [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])]),
    ),
  ];
}

/** The files of a source module's chunk and every chunk it imports, e.g. a lazily loaded widget's. */
export function chunkFiles(vite: ViteManifest, source: string): string[] {
  return [...chunkClosure(vite, source)].map((key) => `/${vite[key]!.file}`);
}

/** The React half of the islands runtime, which the islands entry imports when first needed. */
export const islandsRuntime = 'src/islands/runtime.tsx';

/**
 * The script tags that start a reading page: the islands entry, what it imports,
 * and the runtime it will import when the reader first needs an island, preloaded
 * (downloaded, not run) so that first tap does not wait for the network.
 */
export function islandsScriptTags(vite: ViteManifest): string {
  const [entry, ...imports] = chunkFiles(vite, islandsEntry);
  if (!entry) throw new Error(`The client build has no entry chunk for ${islandsEntry}; run \`vite build\` first.`);
  if (!vite[islandsRuntime]) throw new Error(`The client build has no chunk for ${islandsRuntime}.`);
  const preloads = [...new Set([...imports, ...chunkFiles(vite, islandsRuntime)])];
  return (
    preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') +
    `<script type="module" src="${entry}" async=""></script>`
  );
}

/** Every file the islands runtime may load: at start, and each island's code. */
export function islandsFiles(vite: ViteManifest): string[] {
  const entry = vite[islandsEntry];
  if (!entry) throw new Error(`The client build has no entry chunk for ${islandsEntry}; run \`vite build\` first.`);
  const keys = [islandsEntry, ...[islandsEntry, islandsRuntime].flatMap((key) => vite[key]?.dynamicImports ?? [])];
  return [...new Set(keys.flatMap((key) => chunkFiles(vite, key)))];
}
