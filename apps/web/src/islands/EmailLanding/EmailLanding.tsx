import { ConfirmEmailHelp, EmailCodeForm, ForgotPasswordForm, useAuth, type EmailLinkOutcome } from '@wh/auth';
import { Alert, Button, Card, Link, Stack } from '@wh/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { mailboxUrl } from '../AuthForms/AuthForms';
import * as styles from './EmailLanding.css';

/**
 * The landing of emailed links: /auth/confirm (sign-up) and /auth/reset (password reset), one
 * component with a mode, since both read the same links (any page of the site sends a link on to
 * one of them, see `emailLinkLandingFor`). The auth session reads the link, takes its code, token
 * or error out of the address bar at once and says what it did (`emailLink`); this puts that in
 * words and offers what comes next:
 *
 * - a link to the site itself (`?token_hash=`) or a session in the address waits for the reader's
 *   press, "Confirm my email address" or "Continue to choose a new password": a mail scanner that
 *   opens the link spends nothing (it does not press buttons), and a reader who is signed in is
 *   told so, and switches accounts only if she presses;
 * - a PKCE code is this browser's own (it holds the verifier), so it signs in at once;
 * - a password-reset link or code leads to choosing the new password (no current one needed);
 * - a link that did not work says so in plain words, with the way on: the code form, a new email,
 *   or (a confirmation opened in another browser, which the link's visit confirmed) signing in.
 */
export type EmailLandingMode = 'confirm' | 'reset';

const ChooseNewPassword = lazy(() => import('./ChooseNewPassword'));

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
        <div className={styles.withEmailLinkOnly}>
          <Checking />
        </div>
      ) : null}
      <div className={starting ? styles.withoutEmailLinkOnly : undefined}>{children}</div>
    </>
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

const waitingWords = {
  signup: ['Confirm your email address', 'Confirm my email address'],
  recovery: ['Choose a new password', 'Continue to choose a new password'],
  other: ['Sign in with your link', 'Continue'],
} as const;

/**
 * A link that signs in only when the reader presses: what it is for, who is signed in now (she
 * would leave that account), and the button.
 */
function WaitingLink({ type, signedInAs, onContinue }: { type: keyof typeof waitingWords; signedInAs?: string; onContinue: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [heading, button] = waitingWords[type];
  return (
    <Card as="section" aria-labelledby="email-link-heading">
      <Stack gap="md">
        <h2 id="email-link-heading">{heading}</h2>
        <p>
          {signedInAs ? (
            <>
              You're signed in as <strong>{signedInAs}</strong>. Continuing signs you out of it, into the account this link was sent to.
            </>
          ) : (
            'The link works once you press the button.'
          )}
        </p>
        <Button
          fullWidth
          loading={busy}
          loadingText="Checking..."
          onClick={() => {
            setBusy(true);
            void onContinue().finally(() => setBusy(false));
          }}
        >
          {button}
        </Button>
      </Stack>
    </Card>
  );
}

/** A link that did not work: what happened, in plain words, and for a confirmation the way on. */
function LinkFailed({ outcome, mode }: { outcome: Extract<EmailLinkOutcome, { status: 'failed' }>; mode: EmailLandingMode }) {
  const otherBrowser = outcome.code === 'pkce_code_verifier_not_found';
  return (
    <Alert variant="destructive" title="This link didn't work">
      <p>{outcome.message}</p>
      {otherBrowser && mode === 'confirm' ? (
        <p>
          If it was to confirm your email address, opening it did that: <Link href="/auth">sign in with your email and password</Link>.
        </p>
      ) : null}
    </Alert>
  );
}

/**
 * /auth/confirm (`mode="confirm"`): "You're signed in" after a confirmation link or code; for a
 * link that did not work, or a reader who came to enter the code, the code form and "send it
 * again". /auth/reset (`mode="reset"`): the address to send a reset email to (the same answer
 * whether or not it has an account), then the emailed code as an alternative to the link, and once
 * a link or code has signed the reader in, the new password.
 *
 * @example
 * <EmailLanding mode="reset" />
 */
export function EmailLanding({ mode }: { mode: EmailLandingMode }) {
  const { user, loading, recovering, emailLink, continueEmailLink, requestPasswordReset, verifyEmailCode, resendConfirmation } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (emailLink?.status === 'checking') return <Checking />;
  if (emailLink?.status === 'waiting') {
    return <WaitingLink type={emailLink.type} signedInAs={user?.email} onContinue={continueEmailLink} />;
  }
  if (saved) {
    return (
      <SignedIn>
        <p>Your new password is saved. Use it next time you sign in; you've been signed out everywhere else.</p>
      </SignedIn>
    );
  }
  if (user && recovering) {
    return (
      <Suspense fallback={<Checking />}>
        <ChooseNewPassword onSaved={() => setSaved(true)} />
      </Suspense>
    );
  }
  if (user && emailLink?.status !== 'failed') {
    return mode === 'confirm' ? (
      <SignedIn>
        <p>Your email address is confirmed.</p>
      </SignedIn>
    ) : (
      <p>
        You're signed in as {user.email}. You can change your password on <Link href="/account">your account page</Link>.
      </p>
    );
  }
  const failed = emailLink?.status === 'failed' ? <LinkFailed outcome={emailLink} mode={mode} /> : null;
  return (
    <FormOrChecking starting={loading && !emailLink}>
      <Stack gap="lg">
        {failed}
        {mode === 'confirm' ? (
          <>
            <p>
              {failed
                ? 'Enter the six-digit code from the same email instead, or we can send you a new one.'
                : 'Enter the six-digit code from the email we sent you, or use the link in it.'}
            </p>
            <ConfirmEmailHelp heading={null} onVerifyCode={verifyEmailCode} onResend={resendConfirmation} />
          </>
        ) : (
          <>
            {/* The form's own hint says what it sends. */}
            <ForgotPasswordForm onRequest={requestPasswordReset} onSent={setSentTo} mailboxUrl={mailboxUrl} />
            {sentTo !== null ? <EmailCodeForm key={sentTo} purpose="recovery" email={sentTo} askEmail={false} onVerify={verifyEmailCode} /> : null}
          </>
        )}
      </Stack>
    </FormOrChecking>
  );
}
