import { Button, Stack } from '@wh/ui';
import { useState, type FormEvent } from 'react';
import { AttemptMessage, useFormAttempt } from './attemptMessage';
import { CurrentPasswordField } from './CurrentPasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { authMessages, checkNewPassword, type PasswordAction } from './types';

export interface SetPasswordFormProps {
  /** Saves the new password; `useAuth().updatePassword` fits. */
  onSetPassword: PasswordAction;
  /** Called once it is saved. */
  onSuccess?: () => void;
  /**
   * The form's name for assistive technology.
   * @default Choose a new password
   */
  label?: string;
  /**
   * Asks for the current password too, and passes it to `onSetPassword`: the server wants it for a
   * password change, except in a session from an emailed link or code (after a reset).
   * @default false
   */
  askCurrentPassword?: boolean;
}

/**
 * A new password and its confirmation: after a password-reset link or code, and on the account
 * page, where it asks for the current password first (`askCurrentPassword`). Checks, as sign-up does, for an empty field, a mismatch and a password under 6
 * characters; then the provider's message ("Your new password must be different from your old
 * one.", a weak password) or "Your new password is saved.", and the fields are cleared.
 *
 * @example
 * const { updatePassword } = useAuth();
 * <SetPasswordForm onSetPassword={updatePassword} onSuccess={() => location.assign('/account')} />
 */
export function SetPasswordForm({ onSetPassword, onSuccess, label = 'Choose a new password', askCurrentPassword = false }: SetPasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { message, busy, succeed, submit } = useFormAttempt();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = askCurrentPassword && !currentPassword ? authMessages.currentPasswordMissing : checkNewPassword(password, confirmPassword);
    const save = () => (askCurrentPassword ? onSetPassword(password, currentPassword) : onSetPassword(password));
    const outcome = await submit(problem, save, authMessages.newPasswordFailed);
    if (outcome !== 'done') return;
    succeed(authMessages.newPasswordSaved);
    setCurrentPassword('');
    setPassword('');
    setConfirmPassword('');
    onSuccess?.();
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label={label}>
      <Stack gap="md">
        {askCurrentPassword ? (
          <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} />
        ) : null}
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
