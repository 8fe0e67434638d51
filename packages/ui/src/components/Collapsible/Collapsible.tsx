import type { ReactNode } from 'react';
import { DisclosureSection, type HeadingLevel } from '../private/DisclosureSection';
import { cx } from '../private/cx';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** The heading text; it is also the toggle button's name. */
  title: ReactNode;
  /** What the section shows when open (and always, without JavaScript). */
  children: ReactNode;
  /**
   * Heading level that fits the page outline. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Open on first render. Default false.
   * @default false
   */
  defaultOpen?: boolean;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Called with the new state when the reader toggles the section. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * One section that the reader can show and hide. Without JavaScript it is always open.
 *
 * @example
 * <Collapsible title="Danger signs">
 *   <p>Call 999 if you have heavy bleeding.</p>
 * </Collapsible>
 */
export function Collapsible({ className, ...props }: CollapsibleProps) {
  return <DisclosureSection {...props} className={cx(styles.root, className)} />;
}
