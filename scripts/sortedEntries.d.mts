/** The package's `src` files (as `src/...` paths) that `keep` accepts, sorted. */
export function sortedEntries(keep: (file: string) => boolean): string[];
