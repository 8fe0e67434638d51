import { SetPasswordForm, useAuth } from '@wh/auth';
import { Stack } from '@wh/ui';

/**
 * The new password after a reset link or code (no current password: the session came from the
 * email). A module of its own, loaded only when a reset has signed the reader in: most visits to
 * the landings never need the password fields, and the landings' code stays within its budget.
 */
export default function ChooseNewPassword({ onSaved }: { onSaved: () => void }) {
  const { user, updatePassword } = useAuth();
  return (
    <Stack gap="md">
      <p>Choose a new password for {user?.email}.</p>
      <SetPasswordForm onSetPassword={updatePassword} onSuccess={onSaved} />
    </Stack>
  );
}
