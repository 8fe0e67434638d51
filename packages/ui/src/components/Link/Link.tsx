import { Role } from '@ariakit/react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactElement } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../private/cx';
import * as styles from './Link.css';

export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen-reader
   * users "(opens in new tab)".
   */
  external?: boolean;
  /** Render another element, such as a router link: `render={<RouterLink to="/faq" />}`. */
  render?: ReactElement;
}

/**
 * An underlined text link.
 *
 * @example
 * <Link href="/faq">Read the FAQ</Link>
 * <Link href="https://www.nhs.uk" external>NHS website</Link>
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { external = false, className, children, render, ...props },
  ref,
) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Role.a ref={ref} render={render} {...externalProps} {...props} className={cx(styles.root, className)}>
      {children}
      {external ? (
        <>
          <Icon name="external" size="sm" className={styles.external} />{' '}
          <VisuallyHidden>(opens in new tab)</VisuallyHidden>
        </>
      ) : null}
    </Role.a>
  );
});
