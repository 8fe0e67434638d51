import { PasswordField } from '@wh/ui';
import { MIN_PASSWORD_LENGTH } from './types';

export interface NewPasswordFieldsProps {
  /** The two labels: "Password" and "Confirm password" at sign-up, "New password" and "Confirm new password" on a reset. */
  labels: readonly [password: string, confirmation: string];
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/**
 * A new password, twice, as every form that sets one asks for it: the shortest length as a hint,
 * and `autocomplete="new-password"` so a password manager offers to make one and save it.
 * `checkNewPassword` checks what was typed.
 */
export function NewPasswordFields({ labels, password, confirmation, onPasswordChange, onConfirmationChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        name="password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        autoComplete="new-password"
        aria-required="true"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordField
        label={labels[1]}
        name="confirmPassword"
        autoComplete="new-password"
        aria-required="true"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
