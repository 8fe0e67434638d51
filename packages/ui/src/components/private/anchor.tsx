import type { AnchorHTMLAttributes } from 'react';

/**
 * An empty `<a>` for Ariakit's `render` prop: the widget rendering it supplies the content,
 * which is why the lint rule about empty anchors does not apply here.
 */
export function anchor(href: string, props?: AnchorHTMLAttributes<HTMLAnchorElement> & { [data: `data-${string}`]: string }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the widget.
  return <a href={href} {...props} />;
}
