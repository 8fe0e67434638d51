import { AuthProvider, createAuthSession } from '@wh/auth';
import type { ComponentType } from 'react';
import { supabaseConfig } from '../../config';
import { emailLinkLandings } from '../../sitePolicy';

/**
 * The site's one auth session. Every island that shows or changes the signed-in state (the
 * header's status, the drawer, the sign-in forms) is a React root of its own; they all share this
 * session, so there is one auth client on the page (two would both refresh the same tokens) and
 * a sign-in or sign-out shows in every one of them at once.
 */
export const siteAuth = createAuthSession({
  url: supabaseConfig.url,
  anonKey: supabaseConfig.anonKey,
  // Paths on the site the reader used, so each country's readers come back to their own site
  // (supabase/config.toml allows both sites' hosts).
  links: emailLinkLandings,
});

/**
 * An island component inside the site's auth session.
 *
 * @example
 * export default defineIsland(withSiteAuth(AuthStatus), { start: 'session' });
 */
export function withSiteAuth<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithSiteAuth(props: P) {
    return (
      <AuthProvider session={siteAuth}>
        <Component {...props} />
      </AuthProvider>
    );
  }
  return WithSiteAuth;
}
