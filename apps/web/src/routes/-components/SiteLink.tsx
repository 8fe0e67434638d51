import type { InternalHref } from '@wh/content';
import { Link } from '@wh/ui';
import type { ReactElement, ReactNode } from 'react';
import { usePage } from '../../islands/page';

export interface SiteLinkProps {
  /** A path of this site, optionally with a #fragment (content links are typed against the route list). */
  href: InternalHref;
  children: ReactNode;
  className?: string;
}

/**
 * The bare element a site link renders: the router's link in the app (the next page's code is
 * preloaded on hover or focus, no full reload), a plain anchor on reading pages and inside islands,
 * so it needs no code. Either way the link to the page being read carries aria-current="page".
 * For a @wh/ui component's `render` prop, e.g. a link that looks like a button.
 *
 * @example
 * <Button render={useSiteLinkElement('/auth')}>Sign In</Button>
 */
export function useSiteLinkElement(href: InternalHref): ReactElement {
  const { path, renderRouterLink } = usePage();
  if (renderRouterLink) return renderRouterLink(href);
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
