import type { ComponentType, ReactNode } from 'react';

/**
 * When an island's code is loaded and hydrated in the browser:
 *
 * - `idle` (most islands): as soon as the page's code starts (see `PageMode`), one island per
 *   task, so the page answers the reader's first press. Its code is preloaded with the page's.
 * - `interaction`: at the reader's first interaction with the page (a pointer, touch, key or
 *   focus anywhere). For the header's menus, whose code (Ariakit) is too big to load on every
 *   page for readers who never open them.
 * - `session`: only when the reader has a session, or is following a sign-in link; otherwise the
 *   server's HTML (a Sign In link) is all there is, and no code is loaded.
 */
export type IslandStart = 'idle' | 'interaction' | 'session';

/**
 * An island: an interactive part of a page, with the component that draws it. Each lives in a
 * file of its own, `src/islands/<Name>/<Name>.island.tsx`, whose default export is its definition; the
 * file name is the island's name.
 */
export interface IslandDefinition<P extends object> {
  component: ComponentType<P>;
  start: IslandStart;
}

/** Props an island takes: data (written into the HTML as JSON) and, optionally, static slots. */
export type IslandSlots = { slots: readonly ReactNode[] };

/**
 * Defines an island (the default export of a `*.island.tsx` file).
 *
 * @example
 * export default defineIsland(TabsIsland);
 * export default defineIsland(HeaderMegaMenu, { start: 'interaction' });
 */
export function defineIsland<P extends object>(
  component: ComponentType<P>,
  { start = 'idle' }: { start?: IslandStart } = {},
): IslandDefinition<P> {
  return { component, start };
}
