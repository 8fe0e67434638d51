import { cloneElement, forwardRef, type ComponentPropsWithoutRef, type ReactElement } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../private/cx';
import * as styles from './Link.css';

export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen-reader
   * users "(opens in new tab)".
   * @default false
   */
  external?: boolean;
  /**
   * Render another element, such as a router link: `render={<RouterLink to="/faq" />}`. Its own
   * props win over the Link's, except `className`, which is combined.
   */
  render?: ReactElement;
}

/**
 * An underlined text link.
 *
 * A plain anchor rather than an Ariakit `Role`: a page has dozens of links, and
 * a link needs no focus or keyboard handling beyond the browser's, so each one
 * stays as cheap to hydrate as an `<a>`.
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
  const content = (
    <>
      {children}
      {external ? (
        <>
          <Icon name="external" size="sm" className={styles.external} />{' '}
          <VisuallyHidden>(opens in new tab)</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  const linkProps = { ...externalProps, ...props, ref, className: cx(styles.root, className) };
  if (!render) return <a {...linkProps}>{content}</a>;
  return cloneElement(render, {
    ...linkProps,
    ...(render.props as object),
    className: cx(linkProps.className, (render.props as { className?: string }).className),
    children: content,
  } as Record<string, unknown>);
});
