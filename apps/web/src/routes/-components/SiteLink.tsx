import type { InternalHref } from '@wh/content';
import { Link } from '@wh/ui';
import type { ReactNode } from 'react';
import { usePage } from '../../islands/page';

export interface SiteLinkProps {
  /** A path of this site, optionally with a #fragment (content links are typed against the route list). */
  href: InternalHref;
  children: ReactNode;
  className?: string;
}

/**
 * A link inside the site, styled by @wh/ui. In the app it navigates with the
 * router (the next page's code is preloaded on hover or focus, no full reload);
 * on reading pages and inside islands it is a plain link, so it needs no code.
 * Either way the link to the page being read carries aria-current="page".
 *
 * @example
 * <SiteLink href="/pregnancy/nutrition">Eating well in pregnancy</SiteLink>
 */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  const { path, renderRouterLink } = usePage();
  if (renderRouterLink) {
    return (
      <Link className={className} render={renderRouterLink(href)}>
        {children}
      </Link>
    );
  }
  // As the router marks links: the path decides, a #fragment does not.
  const current = href.split('#')[0] === path ? 'page' : undefined;
  return (
    <Link className={className} href={href} aria-current={current}>
      {children}
    </Link>
  );
}
