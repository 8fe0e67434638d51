/**
 * How islands appear in the HTML, shared by the server's markup (Island.tsx), the
 * small script that waits for the reader (entry-islands.tsx) and the runtime that
 * renders them (runtime.tsx). No React here: the waiting script must stay small.
 */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  start: 'data-island-start',
  slot: 'data-island-slot',
  /** Set by the runtime once the island is rendered and handles the reader's input. */
  live: 'data-island-live',
} as const;

/** What the reader can focus or press. The live island has the same controls in the same order. */
const controls = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The position of an element's control among the island's controls; -1 if it is on none. */
export function controlIndex(island: HTMLElement, element: Element | null): number {
  const control = element?.closest(controls);
  return control && island.contains(control) ? [...island.querySelectorAll(controls)].indexOf(control) : -1;
}

/** The island's control at that position, once it has been rendered again. */
export function controlAt(island: HTMLElement, index: number): HTMLElement | undefined {
  return index < 0 ? undefined : (island.querySelectorAll<HTMLElement>(controls)[index] ?? undefined);
}
