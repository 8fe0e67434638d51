import { Stack } from '@wh/ui';
import { useId } from 'react';
import { EmailCodeForm } from './EmailCodeForm';
import { ResendConfirmation } from './ResendConfirmation';
import type { CodeAction, EmailAction } from './types';

export interface ConfirmEmailHelpProps {
  /** The address waiting to be confirmed; left out, each form asks for it. */
  email?: string;
  /** Checks the code from the email; `useAuth().verifyEmailCode` fits. Left out, no code form. */
  onVerifyCode?: CodeAction;
  /** Sends the email again; `useAuth().resendConfirmation` fits. Left out, no resend. */
  onResend?: EmailAction;
  /** Called once the code has signed the reader in. */
  onSuccess?: () => void;
}

/**
 * What a reader can do while an address waits to be confirmed: enter the code from the email
 * instead of following its link, or have the email sent again. Shown after sign-up, when
 * sign-in says the address is not confirmed, and where a confirmation link failed.
 *
 * @example
 * <ConfirmEmailHelp email="amina@example.com" onVerifyCode={verifyEmailCode} onResend={resendConfirmation} />
 */
export function ConfirmEmailHelp({ email, onVerifyCode, onResend, onSuccess }: ConfirmEmailHelpProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <p id={headingId}>
          <strong>Confirm your email address</strong>
        </p>
        {onVerifyCode ? (
          <>
            <p>Enter the code from the email, or follow its link.</p>
            <EmailCodeForm purpose="signup" email={email} onVerify={onVerifyCode} onSuccess={onSuccess} />
          </>
        ) : null}
        {onResend ? (
          <>
            <p>Didn't get the email? Check your spam folder, or we can send it again.</p>
            <ResendConfirmation email={email} onResend={onResend} />
          </>
        ) : null}
      </Stack>
    </section>
  );
}
