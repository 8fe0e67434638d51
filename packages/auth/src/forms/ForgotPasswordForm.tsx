import { Button, Link, Stack } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { authMessages, type EmailAction } from './types';

export interface ForgotPasswordFormProps {
  /** Emails a reset link and code; `useAuth().requestPasswordReset` fits. */
  onRequest: EmailAction;
  /** Called with the address once the request is sent (to offer the code form, say). */
  onSent?: (email: string) => void;
  /** The development mailbox the message links to; leave out in production. */
  mailboxUrl?: string;
}

/**
 * "Forgot your password?": asks for the email address and requests a reset link and code. The
 * message afterwards is the same for any address, so the form never tells anyone whether an
 * address has an account; only a failure of the service, or asking again too soon, says otherwise.
 *
 * @example
 * const { requestPasswordReset } = useAuth();
 * <ForgotPasswordForm onRequest={requestPasswordReset} onSent={setSentTo} />
 */
export function ForgotPasswordForm({ onRequest, onSent, mailboxUrl }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const { message, busy, succeed, submit } = useFormAttempt();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await submit(email ? null : authMessages.emptyFields, () => onRequest(email), authMessages.resetFailed)) !== 'done') return;
    succeed(
      <>
        <p>{authMessages.resetSent(email)}</p>
        {mailboxUrl ? (
          <p>
            Running locally? The email is in the{' '}
            <Link href={mailboxUrl} external>
              local mailbox
            </Link>
            .
          </p>
        ) : null}
      </>,
    );
    onSent?.(email);
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label="Reset your password">
      <Stack gap="md">
        <EmailField value={email} onChange={setEmail} hint="The address you signed up with. We'll email you a link and a code to choose a new password." />
        <AttemptMessage message={message} />
        <Button type="submit" fullWidth loading={busy} loadingText="Sending...">
          Send reset email
        </Button>
      </Stack>
    </form>
  );
}
