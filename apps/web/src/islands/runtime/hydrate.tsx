/**
 * The React half of the islands: hydrates one island in place, as a React root of its own, from
 * the HTML the server wrote for it. Loaded by `start.ts` with the first island that starts.
 */
import { detectCountry } from '@wh/core';
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttributes } from './attributes';
import type { IslandDefinition } from './defineIsland';
import { IslandRoot, IslandSlot } from './IslandRoot';

/** The island's own slots (not those of an island inside it), in document order. */
function slotsOf(island: HTMLElement): HTMLElement[] {
  return [...island.querySelectorAll<HTMLElement>(`[${islandAttributes.slot}]`)].filter(
    (slot) => slot.closest(`[${islandAttributes.name}]`) === island,
  );
}

/**
 * Hydrates an island: the same tree the server rendered for it (`Island.tsx`), on the same HTML,
 * which React adopts rather than replaces, so focus and a press under way stay where they are.
 * Hydration runs as a transition, yielding to the browser every few milliseconds; a click or key
 * that arrives meanwhile makes React finish this island at once and then handle it.
 */
export function hydrateIsland(island: HTMLElement, definition: IslandDefinition<object>, onLive: () => void): void {
  const props = JSON.parse(island.getAttribute(islandAttributes.props) ?? '{}') as object;
  const slots = slotsOf(island).map((slot, index) => <IslandSlot key={index} html={slot.innerHTML} />);
  const Component = definition.component as ComponentType<object>;
  const page = { country: detectCountry(window.location.hostname), path: window.location.pathname };
  const tree = (
    <IslandRoot page={page} serverHtml={island.innerHTML} onLive={onLive}>
      <Component {...props} {...(slots.length > 0 ? { slots } : {})} />
    </IslandRoot>
  );
  startTransition(() => {
    hydrateRoot(island, tree, { identifierPrefix: island.getAttribute(islandAttributes.id) ?? undefined });
  });
}
