import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from './cx';
import { markScripted } from '../../theme/scriptedRoot';
import * as styles from './DisclosureSection.css';
import { TitleAndMeta } from './TitleAndMeta';

// An app with no server HTML gets the scripted layout with no step of its own (see scriptedRoot.ts).
markScripted();

/** Heading levels a section title may use; pick the one that fits the page outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface DisclosureSectionProps {
  title: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
  meta?: ReactNode;
  headingLevel?: HeadingLevel;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  headingClassName?: string;
  contentClassName?: string;
}

/**
 * A heading whose button shows or hides the content after it: the shared core of Collapsible,
 * Accordion and Timeline. It is the WAI-ARIA disclosure pattern, which a native `<button>` with
 * `aria-expanded` and `aria-controls` fully covers, so it needs no library (and a page of them
 * hydrates quickly). The content is never `hidden`: our CSS hides closed content only under the
 * `wh-js` class, so without JavaScript everything is readable.
 */
export function DisclosureSection({
  title,
  children,
  icon,
  meta,
  headingLevel = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
  headingClassName,
  contentClassName,
}: DisclosureSectionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const state = isOpen ? 'open' : 'closed';
  const contentId = useId();
  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className} data-state={state}>
      <Heading className={cx(styles.heading, headingClassName)}>
        <button type="button" aria-expanded={isOpen} aria-controls={contentId} onClick={toggle} className={styles.trigger}>
          {icon}
          <span className={styles.titleText}>
            <TitleAndMeta title={title} meta={meta} />
          </span>
          <Icon name="chevron-down" className={styles.chevron} />
        </button>
      </Heading>
      <div id={contentId} className={cx(styles.content, contentClassName)} data-state={state}>
        {children}
      </div>
    </div>
  );
}
