import type { IconName as ContentIconName } from '@wh/content';
import { Accordion, Collapsible, Timeline, type HeadingLevel } from '@wh/ui';
import type { ReactNode } from 'react';
import { ContentIcon } from '../routes/-components/ContentIcon';

// Show/hide sections as islands: titles as data, each section's content as a slot of static HTML.

export function AccordionIsland({
  items,
  headingLevel,
  slots,
}: {
  items: readonly { id: string; title: string }[];
  headingLevel?: HeadingLevel;
  slots: readonly ReactNode[];
}) {
  return <Accordion headingLevel={headingLevel} items={items.map((item, index) => ({ ...item, content: slots[index] }))} />;
}

export function CollapsibleIsland({
  title,
  headingLevel,
  slots,
}: {
  title: string;
  headingLevel?: HeadingLevel;
  slots: readonly ReactNode[];
}) {
  return (
    <Collapsible title={title} headingLevel={headingLevel}>
      {slots[0]}
    </Collapsible>
  );
}

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
