import { Link as RouterLink } from '@tanstack/react-router';
import type { InternalHref } from '@wh/content';
import { Link } from '@wh/ui';
import type { ReactNode } from 'react';

export interface SiteLinkProps {
  /** A path of this site, optionally with a #fragment (content links are typed against the route list). */
  href: InternalHref;
  children: ReactNode;
  className?: string;
}

/**
 * A link inside the site: styled by @wh/ui, navigated by the router (so the
 * next page's code is preloaded on hover or focus and no full reload happens).
 *
 * @example
 * <SiteLink href="/pregnancy/nutrition">Eating well in pregnancy</SiteLink>
 */
export function SiteLink({ href, children, className }: SiteLinkProps) {
  const [to, hash] = href.split('#') as [string, string | undefined];
  // Content paths are checked against the route list by @wh/content's types and
  // integrity test; the router's own literal types cannot see the article paths.
  return (
    // The router marks the link to the page being read with aria-current="page".
    <Link className={className} render={<RouterLink to={to as '/'} hash={hash} activeOptions={{ exact: true }} />}>
      {children}
    </Link>
  );
}
