import type { IslandDefinition } from './defineIsland';

type IslandModule = { default: IslandDefinition<object> };

/**
 * Every island's code, by file. An island is the file `src/islands/<Name>/<Name>.island.tsx`: its
 * name is the file's name, so there is no list to keep. Vite makes each one a chunk of its own, which the
 * browser loads only on pages that have that island.
 */
const islandModules = import.meta.glob<IslandModule>('../*/*.island.tsx');

const suffix = '.island.tsx';

/** The island a file defines: `../Tabs/Tabs.island.tsx` -> `Tabs`. */
function islandNameOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -suffix.length);
}

const loaders = new Map(Object.entries(islandModules).map(([file, load]) => [islandNameOf(file), load]));

/** The names of every island. */
export const islandNames: readonly string[] = [...loaders.keys()];

/** Loads an island's code. */
export async function loadIsland(name: string): Promise<IslandDefinition<object>> {
  const load = loaders.get(name);
  if (!load) throw new Error(`There is no island called "${name}" (src/islands/${name}/${name}${suffix}).`);
  return (await load()).default;
}

/** An island's source file, as Vite's build manifest names it. */
export function islandSourceFile(name: string): string {
  return `src/islands/${name}/${name}${suffix}`;
}
