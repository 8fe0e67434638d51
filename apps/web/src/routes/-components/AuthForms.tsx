import { AuthCard, useAuth } from '@wh/auth';
import { useCallback, useEffect, useRef } from 'react';
import { supabaseConfig } from '../../config';

/**
 * The local auth server keeps confirmation mail in a mailbox page; point to it only when the site
 * signs people in against a server on this machine, never against a hosted project.
 */
const mailboxUrl = (() => {
  const url = new URL(supabaseConfig.url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return local ? `${url.origin}/mailbox` : undefined;
})();

/**
 * The sign-in and sign-up forms of /auth. A reader who is signed in, or signs in here, goes to
 * the home page, and /auth is not left in their history.
 *
 * @example
 * <AuthForms />
 */
export function AuthForms() {
  const { user, loading, signIn, signUp } = useAuth();
  const leaving = useRef(false);
  // Once: a second call (the session's next event) would cancel the page load the first started.
  const goHome = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    window.location.replace('/');
  }, []);

  useEffect(() => {
    if (!loading && user) goHome();
  }, [loading, user, goHome]);

  return <AuthCard onSignIn={signIn} onSignUp={signUp} onSignInSuccess={goHome} mailboxUrl={mailboxUrl} />;
}
