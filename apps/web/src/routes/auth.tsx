import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthCard, useAuth } from '@wh/auth';
import { routeMeta } from '@wh/content';
import { useCallback, useEffect } from 'react';
import { supabaseConfig } from '../config';
import { pageHead } from '../seo';
import * as page from './-components/interactive.css';
import { NeedsJavaScript } from './-components/NeedsJavaScript';
import { PageHeader } from './-components/PageParts';

const meta = routeMeta['/auth'];

export const Route = createFileRoute('/auth')({
  head: pageHead('/auth', { noindex: true }),
  component: AuthPage,
});

/**
 * The local auth server keeps confirmation mail in a mailbox page; point to it only when the site
 * signs people in against a server on this machine, never against a hosted project.
 */
const mailboxUrl = (() => {
  const url = new URL(supabaseConfig.url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return local ? `${url.origin}/mailbox` : undefined;
})();

function AuthPage() {
  const { user, loading, signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate({ to: '/', replace: true }), [navigate]);

  // Signed-in visitors have nothing to do here: send them home, replacing this entry in history.
  useEffect(() => {
    if (!loading && user) goHome();
  }, [loading, user, goHome]);

  return (
    <>
      <PageHeader
        title={meta.title}
        lead="You can read everything on this site without an account."
      />
      <div className={page.narrow}>
        <NeedsJavaScript what="Signing in and creating an account need">
          <AuthCard onSignIn={signIn} onSignUp={signUp} onSignInSuccess={goHome} mailboxUrl={mailboxUrl} />
        </NeedsJavaScript>
      </div>
    </>
  );
}
