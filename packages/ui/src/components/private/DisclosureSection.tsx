import { Disclosure, DisclosureContent, useDisclosureStore, useStoreState } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from './cx';
import * as styles from './DisclosureSection.css';

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
 * Accordion and Timeline. Ariakit's Disclosure owns the button semantics (aria-expanded,
 * aria-controls, keyboard). The content is rendered with `alwaysVisible`, so Ariakit never adds
 * `hidden` or `display: none`; our CSS hides closed content only under the `wh-js` class.
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
  const store = useDisclosureStore({ open, defaultOpen, setOpen: onOpenChange });
  const isOpen = useStoreState(store, 'open');
  const state = isOpen ? 'open' : 'closed';
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className} data-state={state}>
      <Heading className={cx(styles.heading, headingClassName)}>
        <Disclosure store={store} className={styles.trigger}>
          {icon}
          <span className={styles.titleText}>
            {title}
            {/* The space keeps title and meta apart in the button's spoken name. */}
            {meta ? <> <span className={styles.meta}>{meta}</span></> : null}
          </span>
          <Icon name="chevron-down" className={styles.chevron} />
        </Disclosure>
      </Heading>
      <DisclosureContent store={store} alwaysVisible className={cx(styles.content, contentClassName)} data-state={state}>
        {children}
      </DisclosureContent>
    </div>
  );
}
