import { Button, Stack } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { authMessages, type EmailAction } from './types';

export interface ResendConfirmationProps {
  /** Sends the confirmation email again; `useAuth().resendConfirmation` fits. */
  onResend: EmailAction;
  /** The address to send to: one button. Left out, the reader types it; empty, they are asked to give it first. */
  email?: string;
}

/**
 * "Send the email again" for a sign-up that is not confirmed yet. The answer is the same whether
 * or not the address is waiting (the server does not say); asking again within a minute gets
 * "Please wait N seconds before asking for another email."
 *
 * @example
 * const { resendConfirmation } = useAuth();
 * <ResendConfirmation email="amina@example.com" onResend={resendConfirmation} />
 */
export function ResendConfirmation({ onResend, email: fixedEmail }: ResendConfirmationProps) {
  const [typed, setTyped] = useState('');
  const { message, busy, succeed, submit } = useFormAttempt();
  const email = fixedEmail ?? typed;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = email ? null : fixedEmail === undefined ? authMessages.emptyFields : authMessages.emailFirst;
    if ((await submit(problem, () => onResend(email), authMessages.resendFailed)) === 'done') succeed(authMessages.resendSent(email));
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label="Send the confirmation email again">
      <Stack gap="md">
        {fixedEmail === undefined ? (
          <EmailField value={typed} onChange={setTyped} />
        ) : null}
        <AttemptMessage message={message} />
        <Button type="submit" variant="outline" fullWidth loading={busy} loadingText="Sending...">
          Send the email again
        </Button>
      </Stack>
    </form>
  );
}
