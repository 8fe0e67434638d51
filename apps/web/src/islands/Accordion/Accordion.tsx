import { Accordion, type HeadingLevel } from '@wh/ui';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';

// Show/hide sections as islands (Accordion here, Collapsible and Timeline beside it): titles as
// data, each section's content as a slot of static HTML.

/** The open item of each accordion group on the page (see `AccordionIsland`'s `group`). */
const openInGroup = new Map<string, string | null>();
const groupListeners = new Set<() => void>();

function subscribeToGroups(listener: () => void): () => void {
  groupListeners.add(listener);
  return () => groupListeners.delete(listener);
}

/** One open item across every accordion of a group; each is its own island. */
function useGroupOpenId(group: string | undefined): [string | null | undefined, (id: string | null) => void] {
  const openId = useSyncExternalStore(
    subscribeToGroups,
    () => (group === undefined ? undefined : (openInGroup.get(group) ?? null)),
    () => (group === undefined ? undefined : null),
  );
  const setOpenId = useCallback(
    (id: string | null) => {
      if (group === undefined) return;
      openInGroup.set(group, id);
      for (const listener of groupListeners) listener();
    },
    [group],
  );
  return [openId, setOpenId];
}

export function AccordionIsland({
  items,
  headingLevel,
  group,
  slots,
}: {
  items: readonly { id: string; title: string }[];
  headingLevel?: HeadingLevel;
  /** Accordions with the same group keep one item open among all of them. */
  group?: string;
  slots: readonly ReactNode[];
}) {
  const [openId, setOpenId] = useGroupOpenId(group);
  return (
    <Accordion
      headingLevel={headingLevel}
      items={items.map((item, index) => ({ ...item, content: slots[index] }))}
      openId={openId}
      onOpenIdChange={setOpenId}
    />
  );
}
