import { Collapsible, type HeadingLevel } from '@wh/ui';
import type { ReactNode } from 'react';

/** One show/hide section as an island: its title as data, its content a slot of static HTML. */
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
