import { CurrentPasswordField, SetPasswordForm, signedInFromEmail, useAuth } from '@wh/auth';
import { Alert, Button, Card, Link, Stack, VisuallyHidden } from '@wh/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signInPageFor } from '../../sitePolicy';

/**
 * Where a signed-out reader is sent: /auth, and back here once signed in. A reader with no stored
 * session never gets this far (the route's `signInFirst`); this is for a session that turns out
 * to have ended.
 */
const signInFirst = signInPageFor('/account');

/**
 * /account: the signed-in reader's email, a new password (with the current one, which the server
 * asks for; after a reset link or code it does not, and neither does the form), signing out on
 * every device, and deleting the account (with the current password). A reader with no session
 * (or one ended on another device, which `verifySession` finds out) is sent to sign in and
 * brought back.
 *
 * @example
 * <AccountPanel />
 */
export function AccountPanel() {
  const { user, session, loading, recovering, verifySession, updatePassword, signOut, deleteAccount } = useAuth();
  // Set once the reader is being sent to sign in, or is signing out here.
  const leaving = useRef(false);
  const [signedOutEverywhere, setSignedOutEverywhere] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [deleted, setDeleted] = useState(false);
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

  async function deleteTheAccount(password: string): Promise<DeleteFailure | null> {
    // Stay to say it worked: the session's end must not send the reader to sign in.
    leaving.current = true;
    const { error } = await deleteAccount(password);
    if (error) {
      leaving.current = false;
      return { message: error.message, aboutPassword: PASSWORD_CODES.has(error.code ?? '') };
    }
    setDeleted(true);
    return null;
  }

  if (deleted) {
    return (
      <Alert variant="success" title="Your account is deleted">
        <p>Your email address and password are gone from our sign-in service, and you're signed out. Everything on this site still works without an account.</p>
        <p>
          Go to the <Link href="/">home page</Link>.
        </p>
      </Alert>
    );
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
          <SetPasswordForm onSetPassword={updatePassword} label="Change password" askCurrentPassword={!recovering && !signedInFromEmail(session)} />
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
      <DeleteAccount onDelete={deleteTheAccount} />
    </Stack>
  );
}

/** Answers that are about the password typed: the field is marked and focused to try again. */
const PASSWORD_CODES = new Set(['current_password_required', 'invalid_credentials', 'over_request_rate_limit']);

interface DeleteFailure {
  message: string;
  /** Whether it is about the password typed (missing, wrong, or the account locked for now). */
  aboutPassword: boolean;
}

/**
 * "Delete my account", in two steps: the first press asks, with the current password (the server
 * deletes only with it, so a stolen session alone cannot), and only "Yes, delete my account"
 * deletes; "Keep my account" goes back. A failure is said in plain words and read out at once
 * (an alert); one about the password is shown at the field, which is marked invalid and gets the
 * focus back with what was typed selected. Nothing else changes.
 */
function DeleteAccount({ onDelete }: { onDelete: (password: string) => Promise<DeleteFailure | null> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<(DeleteFailure & { attempt: number }) | null>(null);
  const attempts = useRef(0);
  const passwordField = useRef<HTMLInputElement>(null);
  const startId = useId();
  const questionId = useId();
  const askedOnce = useRef(false);

  // Focus follows the step: to the password when asked, back to the first button when kept.
  useEffect(() => {
    if (asking) passwordField.current?.focus();
    else if (askedOnce.current) document.getElementById(startId)?.focus();
    askedOnce.current ||= asking;
  }, [asking, startId]);

  // A failure about the password: back to the field, what was typed selected, to type again.
  useEffect(() => {
    if (!failure?.aboutPassword) return;
    passwordField.current?.focus();
    passwordField.current?.select();
  }, [failure]);

  function keep() {
    setAsking(false);
    setPassword('');
    setFailure(null);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const failed = await onDelete(password);
    setBusy(false);
    attempts.current += 1;
    if (failed) setFailure({ ...failed, attempt: attempts.current });
  }

  return (
    <Card as="section" aria-labelledby="account-delete">
      <Stack gap="md">
        <h2 id="account-delete">Delete your account</h2>
        <p>Deletes your email address and password from our sign-in service for good, and signs you out everywhere. It can't be undone.</p>
        {asking ? (
          <form method="post" aria-labelledby={questionId} onSubmit={(event) => void confirm(event)} noValidate>
            <Stack gap="sm">
              <p id={questionId}>
                <strong>Delete your account now?</strong>
              </p>
              <CurrentPasswordField
                ref={passwordField}
                hint="To check it's you, type the password you sign in with."
                value={password}
                onChange={setPassword}
                error={failure?.aboutPassword ? failure.message : undefined}
              />
              {/*
                A new element for each attempt, so the same words are read out again. A message
                about the password is shown once, at the field; the alert then only reads it out
                (the focus may already be in the field, after Enter, and a changed description
                alone is not announced).
              */}
              {failure?.aboutPassword ? (
                <VisuallyHidden key={failure.attempt} role="alert">
                  {failure.message}
                </VisuallyHidden>
              ) : failure ? (
                <Alert key={failure.attempt} variant="destructive">
                  {failure.message}
                </Alert>
              ) : null}
              <Button type="button" variant="outline" fullWidth onClick={keep} disabled={busy}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" fullWidth loading={busy} loadingText="Deleting...">
                Yes, delete my account
              </Button>
            </Stack>
          </form>
        ) : (
          <Button id={startId} variant="outline" onClick={() => setAsking(true)}>
            Delete my account
          </Button>
        )}
      </Stack>
    </Card>
  );
}
