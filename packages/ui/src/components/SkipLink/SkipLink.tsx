import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../private/cx';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /**
   * Where to jump. Default `#main-content`, the id of the page's `<main>`.
   * @default #main-content
   */
  href?: `#${string}`;
}

/**
 * The first focusable element on every page: lets keyboard users jump past the navigation
 * (WCAG 2.4.1). Hidden until it receives focus.
 *
 * @example
 * <body>
 *   <SkipLink />
 *   <header>…</header>
 *   <main id="main-content" tabIndex={-1}>…</main>
 * </body>
 */
export function SkipLink({ href = '#main-content', children = 'Skip to main content', className, ...props }: SkipLinkProps) {
  return (
    <a {...props} href={href} className={cx(styles.root, className)}>
      {children}
    </a>
  );
}
