import { PasswordField } from '@wh/ui';
import { forwardRef } from 'react';

export interface CurrentPasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  /** @default 'Current password' ("Password" where a reader signs in). */
  label?: string;
  /** What a form posted without JavaScript sends it as. @default 'currentPassword' */
  name?: string;
  /** Words under the label, such as why the password is asked for. */
  hint?: string;
  /** A message about what was typed, shown at the field, which is then marked invalid and described by it. */
  error?: string;
}

/**
 * The password a reader already has, as every form that asks for it asks: `autocomplete="current-password"`
 * (a password manager fills it in), a Show password button, and `aria-required` rather than
 * `required`, so an empty field reaches the form's own plain message instead of the browser's. The
 * ref is the input's, for a form that puts the focus back in it.
 *
 * @example
 * <CurrentPasswordField value={password} onChange={setPassword} error={wrong ? accountMessages.deletePasswordWrong : undefined} />
 */
export const CurrentPasswordField = forwardRef<HTMLInputElement, CurrentPasswordFieldProps>(function CurrentPasswordField(
  { value, onChange, label = 'Current password', name = 'currentPassword', hint, error },
  ref,
) {
  return (
    <PasswordField
      ref={ref}
      label={label}
      name={name}
      hint={hint}
      error={error}
      autoComplete="current-password"
      aria-required="true"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
