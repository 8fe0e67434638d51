import { Alert, Button, Link, Stack } from '@wh/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { ConfirmEmailHelp } from './ConfirmEmailHelp';
import { NewPasswordFields } from './NewPasswordFields';
import { authMessages, checkNewPassword, type AuthAction, type CodeAction, type EmailAction } from './types';

export interface SignUpFormProps {
  /** Creates the account; `useAuth().signUp` fits. Resolves to `{ error?: { message } }`. */
  onSignUp: AuthAction;
  /**
   * Where confirmation mail can be read during development (the local auth server's mailbox).
   * When given, the success message links to it; leave it out in production.
   */
  mailboxUrl?: string;
  /** Sends the confirmation email again; offered once the account is created. */
  onResend?: EmailAction;
  /** Checks the code from the confirmation email; offered once the account is created. */
  onVerifyCode?: CodeAction;
  /** Called when that code has signed the reader in. */
  onConfirmed?: () => void;
}

/**
 * The sign-up form: email, password and confirmation. It checks, in this order, for an empty
 * field, a confirmation that does not match and a password under 6 characters. While the request
 * runs the button is disabled and reads 'Creating Account...'. A failure shows the provider's
 * message (else 'Failed to create account') and keeps the fields; success replaces the form with
 * the message (focus moves to it), naming the address, and offers the code from the email,
 * sending it again, and the form again for a different address.
 *
 * @example
 * const { signUp, resendConfirmation, verifyEmailCode } = useAuth();
 * <SignUpForm onSignUp={signUp} onResend={resendConfirmation} onVerifyCode={verifyEmailCode} />
 */
export function SignUpForm({ onSignUp, mailboxUrl, onResend, onVerifyCode, onConfirmed }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  /** The address just signed up: the form gives way to the message, its code and a new email. */
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const { message, busy, submit } = useFormAttempt();
  const successId = useId();

  // The message takes the form's place: focus goes to it, so the reader (and her screen reader)
  // is where the news is, not on a button that is gone.
  useEffect(() => {
    if (signedUp) document.getElementById(successId)?.focus();
  }, [signedUp, successId]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The order of these checks is the spec's (section 5).
    const problem = !email ? authMessages.emptyFields : checkNewPassword(password, confirmPassword);
    if ((await submit(problem, () => onSignUp(email, password), authMessages.signUpFailed)) !== 'done') return;
    setSignedUp(email);
    setEmail('');
    setPassword('');
    setConfirmPassword('');
  }

  if (signedUp) {
    return (
      <Stack gap="md">
        <Alert id={successId} tabIndex={-1} variant="success">
          <p>{authMessages.signUpSuccess}</p>
          <p>
            We sent it to <strong>{signedUp}</strong>.
          </p>
          {mailboxUrl ? (
            <p>
              Running locally? The confirmation email is in the{' '}
              <Link href={mailboxUrl} external>
                local mailbox
              </Link>
              .
            </p>
          ) : null}
        </Alert>
        {onResend || onVerifyCode ? (
          <ConfirmEmailHelp key={signedUp} email={signedUp} onResend={onResend} onVerifyCode={onVerifyCode} onSuccess={onConfirmed} />
        ) : null}
        <Button variant="outline" fullWidth onClick={() => setSignedUp(null)}>
          Use a different email address
        </Button>
      </Stack>
    );
  }

  return (
    /* POST, so that a submit before the script has loaded never puts the password in the URL. */
    <form method="post" onSubmit={handleSubmit} aria-label="Sign up">
      <Stack gap="md">
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          password={password}
          confirmation={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmPassword}
        />
        <AttemptMessage message={message} />
        <Button type="submit" fullWidth loading={busy} loadingText="Creating Account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
