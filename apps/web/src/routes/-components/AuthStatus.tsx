import { useAuth } from '@wh/auth';
import { signInLink } from '@wh/content';
import { Button } from '@wh/ui';
import { SiteLink } from './SiteLink';

/**
 * Sign In, or the signed-in reader's email with Sign Out. Until the session is
 * known (and on the prerendered page) it shows Sign In, which is right for
 * almost every reader and needs no JavaScript.
 */
export function AuthStatus() {
  const { user, loading, signOut } = useAuth();
  if (loading || !user) return <SiteLink href={signInLink.href}>{signInLink.label}</SiteLink>;
  return (
    <>
      <span>{user.email}</span>{' '}
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        {signInLink.signOutLabel}
      </Button>
    </>
  );
}
