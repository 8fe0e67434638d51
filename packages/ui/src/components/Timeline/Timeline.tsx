import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { DetailsSection } from '../private/DetailsSection';
import type { HeadingLevel } from '../private/DisclosureSection';
import { cx } from '../private/cx';
import * as styles from './Timeline.css';

/** One entry of a timeline (the spec's timeline item: title, icon, meta, content, defaultOpen). */
export interface TimelineItem {
  /** Stable identifier, unique within the timeline. */
  id: string;
  title: ReactNode;
  /** An icon from the set, or your own decorative element. */
  icon?: IconName | ReactNode;
  /** Short text under the title, such as "Weeks 1 to 12". */
  meta?: ReactNode;
  content: ReactNode;
  /** Open on first render. Items start closed. */
  defaultOpen?: boolean;
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  /**
   * Heading level of the item titles. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** Names the list for screen readers, e.g. "Recovery timeline". */
  'aria-label'?: string;
  className?: string;
}

function renderIcon(icon: TimelineItem['icon']) {
  if (icon === undefined || icon === null) return null;
  return <span className={styles.icon}>{typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}</span>;
}

/**
 * A vertical list of collapsible items in order. Any number may be open at once; each starts
 * closed unless `defaultOpen`. Each item is a native `<details>`: it needs no JavaScript, so a
 * server-rendered page shows and hides its items without hydrating it.
 *
 * @example
 * <Timeline aria-label="Fertility journey" items={[
 *   { id: 'track', title: 'Track your cycle', meta: 'Months 1 to 3', icon: 'calendar', content: <p>…</p> },
 * ]} />
 */
export function Timeline({ items, headingLevel = 3, className, ...rest }: TimelineProps) {
  return (
    <ol className={cx(styles.root, className)} aria-label={rest['aria-label']}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <DetailsSection
            title={item.title}
            meta={item.meta}
            icon={renderIcon(item.icon)}
            headingLevel={headingLevel}
            defaultOpen={item.defaultOpen ?? false}
          >
            {item.content}
          </DetailsSection>
        </li>
      ))}
    </ol>
  );
}
