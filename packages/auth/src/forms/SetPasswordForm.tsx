import { Button, Stack } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { authMessages, checkNewPassword, type PasswordAction } from './types';

export interface SetPasswordFormProps {
  /** Saves the new password; `useAuth().updatePassword` fits. */
  onSetPassword: PasswordAction;
  /** Called once it is saved. */
  onSuccess?: () => void;
  /**
   * The form's name for assistive technology and the button's words. Default: choosing a new password.
   * @default Choose a new password
   */
  label?: string;
}

/**
 * A new password and its confirmation: after a password-reset link or code, and on the account
 * page. Checks, as sign-up does, for an empty field, a mismatch and a password under 6
 * characters; then the provider's message ("Your new password must be different from your old
 * one.", a weak password) or "Your new password is saved.", and the fields are cleared.
 *
 * @example
 * const { updatePassword } = useAuth();
 * <SetPasswordForm onSetPassword={updatePassword} onSuccess={() => location.assign('/account')} />
 */
export function SetPasswordForm({ onSetPassword, onSuccess, label = 'Choose a new password' }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { message, busy, succeed, submit } = useFormAttempt();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit(checkNewPassword(password, confirmPassword), () => onSetPassword(password), authMessages.newPasswordFailed);
    if (outcome !== 'done') return;
    succeed(authMessages.newPasswordSaved);
    setPassword('');
    setConfirmPassword('');
    onSuccess?.();
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label={label}>
      <Stack gap="md">
        <NewPasswordFields
          labels={['New password', 'Confirm new password']}
          password={password}
          confirmation={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmPassword}
        />
        <AttemptMessage message={message} />
        <Button type="submit" fullWidth loading={busy} loadingText="Saving...">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
