import type { IconName as ContentIconName } from '@wh/content';
import { Timeline } from '@wh/ui';
import type { ReactNode } from 'react';
import { ContentIcon } from '../../lib/ContentIcon';

// A timeline as an island: its items' titles as data, each item's content a slot of static HTML.

export interface TimelineIslandItem {
  id: string;
  title: string;
  icon?: ContentIconName;
  meta?: string;
  defaultOpen?: boolean;
}

export function TimelineIsland({
  items,
  label,
  slots,
}: {
  items: readonly TimelineIslandItem[];
  label: string;
  slots: readonly ReactNode[];
}) {
  return (
    <Timeline
      aria-label={label}
      items={items.map(({ icon, ...item }, index) => ({
        ...item,
        icon: icon ? <ContentIcon name={icon} /> : undefined,
        content: slots[index],
      }))}
    />
  );
}
