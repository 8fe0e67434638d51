import { Tabs, type HeadingLevel } from '@wh/ui';
import { useEffect, type ReactNode } from 'react';

/**
 * Tabs as an island: the tab names as data, each panel's content as a slot of static HTML (which
 * may hold islands of its own, such as the calculators).
 */
export function TabsIsland({
  label,
  tabs,
  headingLevel,
  selectedId,
  scrollToId,
  slots,
}: {
  label: string;
  tabs: readonly { id: string; label: string }[];
  headingLevel?: HeadingLevel;
  /** The tab selected first (a deep link to one tool, say). */
  selectedId?: string;
  /** An element brought into view once the tabs work (what a deep link points at). */
  scrollToId?: string;
  slots: readonly ReactNode[];
}) {
  useEffect(() => {
    // Only if the reader has not scrolled meanwhile: the page must never jump under them.
    if (scrollToId && window.scrollY === 0) document.getElementById(scrollToId)?.scrollIntoView({ block: 'start' });
  }, [scrollToId]);
  return (
    <Tabs
      label={label}
      headingLevel={headingLevel}
      defaultSelectedId={selectedId}
      items={tabs.map((tab, index) => ({ ...tab, content: slots[index] }))}
    />
  );
}
