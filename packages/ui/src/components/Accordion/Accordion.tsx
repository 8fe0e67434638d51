import { useState, type ReactNode } from 'react';
import { DisclosureSection, type HeadingLevel } from '../private/DisclosureSection';
import { cx } from '../private/cx';
import * as styles from './Accordion.css';

/** One question (or section) of an accordion. */
export interface AccordionItem {
  /** Stable identifier, unique within the accordion. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * The item open on first render; none by default.
   * @default null
   */
  defaultOpenId?: string | null;
  /**
   * Controlled: the open item's id, or null for none. Pair with `onOpenIdChange`; several
   * accordions sharing one value (questions grouped under headings) keep one item open in all.
   */
  openId?: string | null;
  /** Called with the item that opens, or null when the open one closes. */
  onOpenIdChange?: (openId: string | null) => void;
  /**
   * Heading level of the item titles. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A list of sections where at most one is open. Opening one closes the other; choosing the open
 * one again closes it. Without JavaScript every item shows its content.
 *
 * @example
 * <Accordion items={[
 *   { id: 'folic', title: 'Do I need folic acid?', content: <p>Yes: 400 micrograms a day.</p> },
 *   { id: 'coffee', title: 'Can I drink coffee?', content: <p>Up to 200 mg of caffeine a day.</p> },
 * ]} />
 */
export function Accordion({ items, defaultOpenId = null, openId: controlledOpenId, onOpenIdChange, headingLevel = 3, className }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const openId = controlledOpenId === undefined ? ownOpenId : controlledOpenId;
  const setOpenId = (next: string | null) => {
    if (controlledOpenId === undefined) setOwnOpenId(next);
    if (next !== openId) onOpenIdChange?.(next);
  };
  return (
    <div className={cx(styles.root, className)}>
      {items.map((item) => (
        <DisclosureSection
          key={item.id}
          className={styles.item}
          title={item.title}
          headingLevel={headingLevel}
          open={openId === item.id}
          onOpenChange={(open) => setOpenId(open ? item.id : openId === item.id ? null : openId)}
        >
          {item.content}
        </DisclosureSection>
      ))}
    </div>
  );
}
