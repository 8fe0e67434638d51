/**
 * How an island appears in the HTML: written by the server (`Island.tsx`), read by the code that
 * starts islands in the browser (`start.ts`, `hydrate.tsx`). No React here: `start.ts` must stay small.
 */
export const islandAttributes = {
  /** The island's name: its file is `src/islands/<name>.island.tsx`. */
  name: 'data-island',
  /** Its React root's `identifierPrefix`, unique on the page, so `useId` matches the server's. */
  id: 'data-island-id',
  /** Its props, as JSON. */
  props: 'data-island-props',
  /** When it starts (`IslandStart`). */
  start: 'data-island-start',
  /** Static content inside it, kept as the server wrote it. */
  slot: 'data-island-slot',
  /** Set once the island has hydrated and handles the reader's input. */
  live: 'data-island-live',
} as const;
