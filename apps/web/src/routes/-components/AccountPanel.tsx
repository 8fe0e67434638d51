import { SetPasswordForm, useAuth } from '@wh/auth';
import { Alert, Button, Card, Link, Stack } from '@wh/ui';
import { useEffect, useRef, useState } from 'react';
import { signInPageFor } from '../../sitePolicy';

/**
 * Where a signed-out reader is sent: /auth, and back here once signed in. A reader with no stored
 * session never gets this far (the route's `signInFirst`); this is for a session that turns out
 * to have ended.
 */
const signInFirst = signInPageFor('/account');

/**
 * /account: the signed-in reader's email, a new password, and signing out on every device. A
 * reader with no session (or one ended on another device, which `verifySession` finds out) is
 * sent to sign in and brought back.
 *
 * @example
 * <AccountPanel />
 */
export function AccountPanel() {
  const { user, loading, verifySession, updatePassword, signOut } = useAuth();
  // Set once the reader is being sent to sign in, or is signing out here.
  const leaving = useRef(false);
  const [signedOutEverywhere, setSignedOutEverywhere] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const checked = useRef(false);

  useEffect(() => {
    if (loading) return;
    if (!user) {
      if (leaving.current) return;
      leaving.current = true;
      window.location.replace(signInFirst);
      return;
    }
    // Once: the session may have been ended on another device since this one last asked.
    if (!checked.current) {
      checked.current = true;
      void verifySession();
    }
  }, [loading, user, verifySession]);

  async function signOutEverywhere() {
    // Stay to say it worked: the session's end must not send the reader to sign in.
    leaving.current = true;
    setSigningOut(true);
    setSignOutError(null);
    const { error } = await signOut({ scope: 'global' });
    setSigningOut(false);
    if (error) {
      leaving.current = false;
      setSignOutError(error.message);
    } else {
      setSignedOutEverywhere(true);
    }
  }

  if (signedOutEverywhere) {
    return (
      <Alert variant="success" title="You're signed out on every device">
        <p>
          <Link href={signInFirst}>Sign in again</Link> or go to the <Link href="/">home page</Link>.
        </p>
      </Alert>
    );
  }
  if (loading || !user) return <p role="status">Checking you're signed in...</p>;

  return (
    <Stack gap="lg">
      <Card as="section" aria-labelledby="account-email">
        <Stack gap="sm">
          <h2 id="account-email">Email address</h2>
          <p>{user.email}</p>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="account-password">
        <Stack gap="md">
          <h2 id="account-password">Change password</h2>
          <p>Your other devices are signed out when you change it.</p>
          <SetPasswordForm onSetPassword={updatePassword} label="Change password" />
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="account-sign-out">
        <Stack gap="md">
          <h2 id="account-sign-out">Sign out on every device</h2>
          <p>Signs you out here and on every other phone, tablet or computer you've signed in on.</p>
          {signOutError ? (
            <Alert variant="destructive">
              {signOutError}
            </Alert>
          ) : null}
          <Button variant="outline" onClick={() => void signOutEverywhere()} loading={signingOut} loadingText="Signing out...">
            Sign out on every device
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
