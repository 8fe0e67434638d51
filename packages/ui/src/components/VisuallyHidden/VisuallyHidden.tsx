import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The text to announce. */
  children: ReactNode;
}

/**
 * Text that screen readers announce but sighted readers do not see.
 *
 * @example
 * <button><Icon name="close" /><VisuallyHidden>Close menu</VisuallyHidden></button>
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.root} ${className}` : styles.root} />;
}
