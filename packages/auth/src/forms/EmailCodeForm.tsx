import { Button, Stack, TextField } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { authMessages, type CodeAction } from './types';

export interface EmailCodeFormProps {
  /** Which email the code came in: the sign-up confirmation or a password reset. */
  purpose: 'signup' | 'recovery';
  /** Checks the code; `useAuth().verifyEmailCode` fits. */
  onVerify: CodeAction;
  /**
   * The address the email went to, filled in for the reader (they can change it).
   * @default ''
   */
  email?: string;
  /**
   * Makes the address field follow `email` and report each change here, for a parent that shares
   * the address with another form (`ConfirmEmailHelp` does, with its resend button).
   */
  onEmailChange?: (email: string) => void;
  /**
   * Whether the form has its own address field. `false` under a form that has just asked for the
   * address (the reset page's "Send reset email"): the form names `email` instead of asking again.
   */
  askEmail?: boolean;
  /** Called once the code has signed the reader in. */
  onSuccess?: () => void;
  /**
   * Digits in a code (the project's `otp_length`). Default 6.
   * @default 6
   */
  codeLength?: number;
}

const labels = {
  signup: { form: 'Confirm with the code from the email', button: 'Confirm email address' },
  recovery: { form: 'Reset with the code from the email', button: 'Continue' },
} as const;

/**
 * Enter the code from a confirmation or password-reset email, as an alternative to its link.
 * Checks that both fields are filled and that the code is the right number of digits (spaces are
 * ignored, as people copy "123 456"); the provider's message otherwise ("That code is wrong or
 * has expired...").
 *
 * @example
 * const { verifyEmailCode } = useAuth();
 * <EmailCodeForm purpose="recovery" email={sentTo} onVerify={verifyEmailCode} />
 */
export function EmailCodeForm({ purpose, onVerify, email: givenEmail = '', onEmailChange, askEmail = true, onSuccess, codeLength = 6 }: EmailCodeFormProps) {
  const [ownEmail, setOwnEmail] = useState(givenEmail);
  const email = onEmailChange || !askEmail ? givenEmail : ownEmail;
  const setEmail = onEmailChange ?? setOwnEmail;
  const [code, setCode] = useState('');
  const { message, busy, succeed, submit } = useFormAttempt();

  /** What is wrong with the fields before anything is sent, if anything. */
  function problemWith(address: string, digits: string): string | null {
    if (!address || !digits) return authMessages.emptyFields;
    if (!new RegExp(`^\\d{${codeLength}}$`).test(digits)) return authMessages.codeShape(codeLength);
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if ((await submit(problemWith(email, digits), () => onVerify(email, digits, purpose), authMessages.codeFailed)) !== 'done') return;
    succeed(authMessages.codeAccepted[purpose]);
    setCode('');
    onSuccess?.();
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label={labels[purpose].form}>
      <Stack gap="md">
        {askEmail ? (
          <EmailField value={email} onChange={setEmail} />
        ) : (
          <p>
            The code is in the email we sent to <strong>{email}</strong>.
          </p>
        )}
        <TextField
          label="Code from the email"
          name="code"
          hint={`${codeLength} digits.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required="true"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <AttemptMessage message={message} />
        <Button type="submit" fullWidth loading={busy} loadingText="Checking...">
          {labels[purpose].button}
        </Button>
      </Stack>
    </form>
  );
}
