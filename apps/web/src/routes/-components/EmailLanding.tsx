import { ConfirmEmailHelp, EmailCodeForm, ForgotPasswordForm, SetPasswordForm, useAuth, type EmailLinkOutcome } from '@wh/auth';
import { Alert, Link, Stack } from '@wh/ui';
import { useState, type ReactNode } from 'react';
import { mailboxUrl } from './AuthForms';
import * as page from './interactive.css';

/**
 * The landings of emailed links, /auth/confirm (sign-up) and /auth/reset (password reset). The
 * auth session reads the link, takes its token or error out of the address bar and says what it
 * did (`emailLink`); these pages put that in words and offer what comes next.
 */

/** Said while the session reads the link. */
function Checking() {
  return <p role="status">Checking your link...</p>;
}

/**
 * A landing's form and, until the auth session has started (on the server, and in the browser
 * until the page's code runs), "Checking your link..." beside it. Only the page's address says
 * which one fits, and the server cannot see it; the page's inline script marks the page before
 * its first paint if it was opened from an emailed link, and CSS shows the one that fits (see
 * `emailLinkScript`). When the session starts, the view that fits stays where it is: nothing on
 * the page moves, and what the reader typed into the form is kept.
 */
function FormOrChecking({ starting, children }: { starting: boolean; children: ReactNode }) {
  return (
    <>
      {starting ? (
        <div className={page.withEmailLinkOnly}>
          <Checking />
        </div>
      ) : null}
      <div className={starting ? page.withoutEmailLinkOnly : undefined}>{children}</div>
    </>
  );
}

/** A link that was used, expired or made up: what happened, in plain words. */
function LinkFailed({ outcome }: { outcome: Extract<EmailLinkOutcome, { status: 'failed' }> }) {
  return (
    <Alert variant="destructive" title="This link didn't work">
      {outcome.message}
    </Alert>
  );
}

function SignedIn({ children }: { children?: ReactNode }) {
  return (
    <Alert variant="success" title="You're signed in">
      {children}
      <p>
        <Link href="/">Go to the home page</Link> or <Link href="/account">your account</Link>.
      </p>
    </Alert>
  );
}

/**
 * /auth/confirm: "You're signed in" after a confirmation link or code; for a link that did not
 * work, or a reader who came to enter the code, the code form and "send it again".
 *
 * @example
 * <ConfirmLanding />
 */
export function ConfirmLanding() {
  const { user, loading, emailLink, verifyEmailCode, resendConfirmation } = useAuth();
  if (emailLink?.status === 'checking') return <Checking />;
  if (user && emailLink?.status !== 'failed') {
    return (
      <SignedIn>
        <p>Your email address is confirmed.</p>
      </SignedIn>
    );
  }
  return (
    <FormOrChecking starting={loading && !emailLink}>
      <Stack gap="lg">
        {emailLink?.status === 'failed' ? (
          <>
            <LinkFailed outcome={emailLink} />
            <p>Enter the six-digit code from the same email instead, or we can send you a new one.</p>
          </>
        ) : (
          <p>Enter the six-digit code from the email we sent you, or use the link in it.</p>
        )}
        <ConfirmEmailHelp heading={null} onVerifyCode={verifyEmailCode} onResend={resendConfirmation} />
      </Stack>
    </FormOrChecking>
  );
}

/**
 * /auth/reset: asks for the address to send a reset email to (the same answer whether or not it
 * has an account), takes the emailed code as an alternative to the link, and once a link or code
 * has signed the reader in, lets them choose the new password.
 *
 * @example
 * <ResetPassword />
 */
export function ResetPassword() {
  const { user, loading, recovering, emailLink, requestPasswordReset, verifyEmailCode, updatePassword } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A recovery code signs the reader in as any sign-in does (no PASSWORD_RECOVERY event): remember it.
  const [codeAccepted, setCodeAccepted] = useState(false);
  const [saved, setSaved] = useState(false);

  if (emailLink?.status === 'checking') return <Checking />;
  if (saved) {
    return (
      <SignedIn>
        <p>Your new password is saved. Use it next time you sign in; you've been signed out everywhere else.</p>
      </SignedIn>
    );
  }
  if (user && (recovering || codeAccepted)) {
    return (
      <Stack gap="md">
        <p>Choose a new password for {user.email}.</p>
        <SetPasswordForm onSetPassword={updatePassword} onSuccess={() => setSaved(true)} />
      </Stack>
    );
  }
  if (user && emailLink?.status !== 'failed') {
    return (
      <p>
        You're signed in as {user.email}. You can change your password on <Link href="/account">your account page</Link>.
      </p>
    );
  }
  return (
    <FormOrChecking starting={loading && !emailLink}>
      <Stack gap="lg">
        {/* The form's own hint says what it sends. */}
        {emailLink?.status === 'failed' ? <LinkFailed outcome={emailLink} /> : null}
        <ForgotPasswordForm onRequest={requestPasswordReset} onSent={setSentTo} mailboxUrl={mailboxUrl} />
        {sentTo !== null ? (
          <EmailCodeForm purpose="recovery" email={sentTo} onVerify={verifyEmailCode} onSuccess={() => setCodeAccepted(true)} />
        ) : null}
      </Stack>
    </FormOrChecking>
  );
}
