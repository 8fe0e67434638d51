import { Alert, Button, Link, PasswordField, Stack, TextField } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { attemptAuth, authMessages, MIN_PASSWORD_LENGTH, type AuthAction } from './types';

export interface SignUpFormProps {
  /** Creates the account; `useAuth().signUp` fits. Resolves to `{ error?: { message } }`. */
  onSignUp: AuthAction;
  /**
   * Where confirmation mail can be read during development (the local auth server's mailbox).
   * When given, the success message links to it; leave it out in production.
   */
  mailboxUrl?: string;
}

/**
 * The sign-up form: email, password and confirmation. It checks, in this order, for an empty
 * field, a confirmation that does not match and a password under 6 characters. While the request
 * runs the button is disabled and reads 'Creating Account...'. A failure shows the provider's
 * message (else 'Failed to create account'); success says to check the email and clears all
 * three fields.
 *
 * @example
 * const { signUp } = useAuth();
 * <SignUpForm onSignUp={signUp} />
 */
export function SignUpForm({ onSignUp, mailboxUrl }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSuccess(false);
    // The order of these checks is the spec's (section 5).
    if (!email || !password || !confirmPassword) {
      setError(authMessages.emptyFields);
      return;
    }
    if (password !== confirmPassword) {
      setError(authMessages.passwordMismatch);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(authMessages.passwordTooShort);
      return;
    }
    setBusy(true);
    const message = await attemptAuth(onSignUp, email, password, authMessages.signUpFailed);
    setBusy(false);
    if (message) {
      setError(message);
      return;
    }
    setSuccess(true);
    setEmail('');
    setPassword('');
    setConfirmPassword('');
  }

  return (
    // POST, so that a submit before the script has loaded never puts the password in the URL.
    <form method="post" onSubmit={handleSubmit} aria-label="Sign up">
      <Stack gap="md">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          aria-required="true"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {success ? (
          <Alert>
            <p>{authMessages.signUpSuccess}</p>
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
        ) : null}
        <Button type="submit" fullWidth loading={busy} loadingText="Creating Account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
