import { AuthCard, useAuth } from '@wh/auth';
import { useCallback, useEffect, useRef } from 'react';
import { supabaseConfig } from '../../config';
import { returnPathFrom } from '../../sitePolicy';
import { authForms } from './AuthForms.css';

/**
 * The local auth server keeps confirmation mail in a mailbox page; point to it only when the site
 * signs people in against a server on this machine, never against a hosted project.
 */
export const mailboxUrl = (() => {
  const url = new URL(supabaseConfig.url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return local ? `${url.origin}/mailbox` : undefined;
})();

/**
 * The sign-in and sign-up forms of /auth, with "Forgot your password?" and, for an address not
 * confirmed yet, the code form and resend. A reader who is signed in, or signs in here, goes on
 * (to `?next=`, else the home page), and /auth is not left in their history.
 *
 * @example
 * <AuthForms />
 */
export function AuthForms() {
  const { user, loading, signIn, signUp, resendConfirmation, verifyEmailCode } = useAuth();
  const leaving = useRef(false);
  // Once: a second call (the session's next event) would cancel the page load the first started.
  const goOn = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    window.location.replace(returnPathFrom(window.location.search, window.location.origin));
  }, []);

  useEffect(() => {
    if (!loading && user) goOn();
  }, [loading, user, goOn]);

  return (
    <div className={authForms}>
      <AuthCard
        onSignIn={signIn}
        onSignUp={signUp}
        onSignInSuccess={goOn}
        onResend={resendConfirmation}
        onVerifyCode={verifyEmailCode}
        forgotPasswordHref="/auth/reset"
        mailboxUrl={mailboxUrl}
      />
    </div>
  );
}
