import { Alert, Button, PasswordField, Stack, TextField } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { attemptAuth, authMessages, type AuthAction } from './types';

export interface SignInFormProps {
  /** Signs the person in; `useAuth().signIn` fits. Resolves to `{ error?: { message } }`. */
  onSignIn: AuthAction;
  /** Called after a sign-in that returned no error. */
  onSuccess?: () => void;
}

/**
 * The email and password sign-in form. An empty field gives 'Please fill in all fields'; while
 * the request runs the button is disabled and reads 'Signing In...'; a failure shows the
 * provider's message (else 'Failed to sign in') in a destructive alert.
 *
 * @example
 * const { signIn } = useAuth();
 * <SignInForm onSignIn={signIn} onSuccess={() => navigate({ to: '/' })} />
 */
export function SignInForm({ onSignIn, onSuccess }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!email || !password) {
      setError(authMessages.emptyFields);
      return;
    }
    setBusy(true);
    const message = await attemptAuth(onSignIn, email, password, authMessages.signInFailed);
    setBusy(false);
    if (message) setError(message);
    else onSuccess?.();
  }

  return (
    // POST, so that a submit before the script has loaded never puts the password in the URL.
    <form method="post" onSubmit={handleSubmit} aria-label="Sign in">
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
        {/* Not `required`, so an empty password reaches the spec's own message instead of the browser's. */}
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <Button type="submit" fullWidth loading={busy} loadingText="Signing In...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
