import { Stack } from '@wh/ui';
import { useId, useState } from 'react';
import { EmailCodeForm } from './EmailCodeForm';
import { ResendConfirmation } from './ResendConfirmation';
import type { CodeAction, EmailAction } from './types';

export interface ConfirmEmailHelpProps {
  /**
   * The address waiting to be confirmed, filled in (the reader can change it).
   * @default ''
   */
  email?: string;
  /** Checks the code from the email; `useAuth().verifyEmailCode` fits. Left out, no code form. */
  onVerifyCode?: CodeAction;
  /** Sends the email again; `useAuth().resendConfirmation` fits. Left out, no resend. */
  onResend?: EmailAction;
  /** Called once the code has signed the reader in. */
  onSuccess?: () => void;
  /**
   * The visible title, "Confirm your email address" by default. `null` for none, where the page
   * already says what this is (the region is still named, for assistive technology).
   * @default Confirm your email address
   */
  heading?: string | null;
}

const DEFAULT_HEADING = 'Confirm your email address';

/**
 * What a reader can do while an address waits to be confirmed: enter the code from the email
 * instead of following its link, or have the email sent again, both for the one address typed
 * (or given). Shown after sign-up, when sign-in says the address is not confirmed, and where a
 * confirmation link failed.
 *
 * @example
 * <ConfirmEmailHelp email="amina@example.com" onVerifyCode={verifyEmailCode} onResend={resendConfirmation} />
 */
export function ConfirmEmailHelp({ email = '', onVerifyCode, onResend, onSuccess, heading = DEFAULT_HEADING }: ConfirmEmailHelpProps) {
  const headingId = useId();
  const [address, setAddress] = useState(email);
  return (
    <section {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': DEFAULT_HEADING })}>
      <Stack gap="md">
        {heading ? (
          <p id={headingId}>
            <strong>{heading}</strong>
          </p>
        ) : null}
        {onVerifyCode ? (
          <EmailCodeForm purpose="signup" email={address} onEmailChange={setAddress} onVerify={onVerifyCode} onSuccess={onSuccess} />
        ) : null}
        {onResend ? (
          <>
            <p>Didn't get the email? Check your spam folder, or we can send it again.</p>
            {/* With the code form above, the address typed there; without it, a field of its own. */}
            <ResendConfirmation email={onVerifyCode ? address : undefined} onResend={onResend} />
          </>
        ) : null}
      </Stack>
    </section>
  );
}
