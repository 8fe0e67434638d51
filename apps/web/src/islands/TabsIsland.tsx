import { Tabs, type HeadingLevel } from '@wh/ui';
import type { ReactNode } from 'react';

/** Tabs as an island: the tab names as data, each panel's content as a slot of static HTML. */
export function TabsIsland({
  label,
  tabs,
  headingLevel,
  slots,
}: {
  label: string;
  tabs: readonly { id: string; label: string }[];
  headingLevel?: HeadingLevel;
  slots: readonly ReactNode[];
}) {
  return <Tabs label={label} headingLevel={headingLevel} items={tabs.map((tab, index) => ({ ...tab, content: slots[index] }))} />;
}
