import { useAuth } from '@wh/auth';
import { signInLink } from '@wh/content';
import { Button } from '@wh/ui';
import { useSiteLinkElement } from './SiteLink';

/**
 * Sign In, or the signed-in reader's email with Sign Out. Until the session is
 * known (and on the prerendered page) it shows Sign In, which is right for
 * almost every reader and needs no JavaScript. Sign In is a link that looks
 * like a button (the spec's "Sign In button"): it goes to a page.
 */
export function AuthStatus() {
  const { user, loading, signOut } = useAuth();
  const signInLinkElement = useSiteLinkElement(signInLink.href);
  if (loading || !user) {
    return (
      <Button size="sm" render={signInLinkElement}>
        {signInLink.label}
      </Button>
    );
  }
  return (
    <>
      <span>{user.email}</span>{' '}
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        {signInLink.signOutLabel}
      </Button>
    </>
  );
}
