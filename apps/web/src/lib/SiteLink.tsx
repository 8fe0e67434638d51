import type { InternalHref } from '@wh/content';
import { Link } from '@wh/ui';
import type { ReactElement, ReactNode } from 'react';
import { usePageContext } from '../pageContext';

export interface SiteLinkProps {
  /** A path of this site, optionally with a #fragment (content links are typed against the route list). */
  href: InternalHref;
  children: ReactNode;
  className?: string;
}

/**
 * The bare element a site link renders: a plain anchor (every page is its own prerendered
 * document, so a link needs no code), marked aria-current="page" when it links to the page being
 * read. For a @wh/ui component's `render` prop, e.g. a link that looks like a button.
 *
 * @example
 * <Button render={useSiteLinkElement('/auth')}>Sign In</Button>
 */
export function useSiteLinkElement(href: InternalHref): ReactElement {
  const { path } = usePageContext();
  // As the router marks links: the path decides, a #fragment does not.
  const current = href.split('#')[0] === path ? 'page' : undefined;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the component it is rendered by supplies the content.
  return <a href={href} aria-current={current} />;
}

/**
 * A link inside the site, styled by @wh/ui (see `useSiteLinkElement`).
 *
 * @example
 * <SiteLink href="/pregnancy/nutrition">Eating well in pregnancy</SiteLink>
 */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  return (
    <Link className={className} render={useSiteLinkElement(href)}>
      {children}
    </Link>
  );
}
