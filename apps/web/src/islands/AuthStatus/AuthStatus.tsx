import { useAuth } from '@wh/auth';
import { signInLink } from '@wh/content';
import { Button, Link } from '@wh/ui';
import * as styles from './AuthStatus.css';
import { useSiteLinkElement } from '../../lib/SiteLink';

/**
 * Sign In, or the signed-in reader's email (a link to /account) with Sign Out. Until the session is
 * known (and on the prerendered page) it shows Sign In, which is right for
 * almost every reader and needs no JavaScript. Sign In is a link that looks
 * like a button (the spec's "Sign In button"): it goes to a page.
 *
 * In the header's top row (`place="bar"`) a long address is shortened with an
 * ellipsis, its full text kept as its title and for screen readers; in the
 * drawer it wraps, so all of it shows.
 */
export function AuthStatus({ place }: { place: 'bar' | 'drawer' }) {
  const { user, loading, signOut } = useAuth();
  const signInLinkElement = useSiteLinkElement(signInLink.href);
  const accountLinkElement = useSiteLinkElement('/account');
  if (loading || !user) {
    return (
      <Button size="sm" render={signInLinkElement}>
        {signInLink.label}
      </Button>
    );
  }
  const email = user.email ?? '';
  return (
    <div className={place === 'bar' ? styles.account : styles.drawerAccount}>
      <Link
        className={place === 'bar' ? styles.accountEmailShort : styles.accountEmailFull}
        title={email}
        render={accountLinkElement}
      >
        {email}
      </Link>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        {signInLink.signOutLabel}
      </Button>
    </div>
  );
}
