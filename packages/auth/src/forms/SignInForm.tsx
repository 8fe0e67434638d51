import { Button, Link, Stack } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { CurrentPasswordField } from './CurrentPasswordField';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { ConfirmEmailHelp } from './ConfirmEmailHelp';
import { authMessages, type AuthAction, type CodeAction, type EmailAction } from './types';

export interface SignInFormProps {
  /** Signs the person in; `useAuth().signIn` fits. Resolves to `{ error?: { message, code } }`. */
  onSignIn: AuthAction;
  /** Called after a sign-in that returned no error (or a confirmation code that signed them in). */
  onSuccess?: () => void;
  /** Where "Forgot your password?" leads (a page with `ForgotPasswordForm`). Left out, no link. */
  forgotPasswordHref?: string;
  /**
   * Sends the confirmation email again; `useAuth().resendConfirmation` fits. When sign-in says
   * the address is not confirmed (`email_not_confirmed`), the form offers it.
   */
  onResend?: EmailAction;
  /** Checks a confirmation code; `useAuth().verifyEmailCode` fits. Offered alongside `onResend`. */
  onVerifyCode?: CodeAction;
}

/**
 * The email and password sign-in form. An empty field gives 'Please fill in all fields'; while
 * the request runs the button is disabled and reads 'Signing In...'; a failure shows the
 * provider's message (else 'Failed to sign in') in a destructive alert. When the address is not
 * confirmed yet it offers the code from the email and sending the email again.
 *
 * @example
 * const { signIn, resendConfirmation, verifyEmailCode } = useAuth();
 * <SignInForm onSignIn={signIn} onResend={resendConfirmation} onVerifyCode={verifyEmailCode} forgotPasswordHref="/auth/reset" />
 */
export function SignInForm({ onSignIn, onSuccess, forgotPasswordHref, onResend, onVerifyCode }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The address sign-in said is not confirmed, to offer its code and a new email. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { message, busy, submit } = useFormAttempt();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setUnconfirmed(null);
    const outcome = await submit(!email || !password ? authMessages.emptyFields : null, () => onSignIn(email, password), authMessages.signInFailed);
    if (outcome === 'done') onSuccess?.();
    else if (outcome !== 'not sent' && outcome.code === 'email_not_confirmed') setUnconfirmed(email);
  }

  return (
    <Stack gap="md">
      {/* POST, so that a submit before the script has loaded never puts the password in the URL. */}
      <form method="post" onSubmit={handleSubmit} aria-label="Sign in">
        <Stack gap="md">
          <EmailField value={email} onChange={setEmail} />
          <CurrentPasswordField label="Password" name="password" value={password} onChange={setPassword} />
          {forgotPasswordHref ? <Link href={forgotPasswordHref}>Forgot your password?</Link> : null}
          <AttemptMessage message={message} />
          <Button type="submit" fullWidth loading={busy} loadingText="Signing In...">
            Sign In
          </Button>
        </Stack>
      </form>
      {unconfirmed && (onResend || onVerifyCode) ? (
        <ConfirmEmailHelp key={unconfirmed} email={unconfirmed} onResend={onResend} onVerifyCode={onVerifyCode} onSuccess={onSuccess} />
      ) : null}
    </Stack>
  );
}
