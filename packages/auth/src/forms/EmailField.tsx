import { TextField } from '@wh/ui';

export interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  /** Words under the label, when the form needs to say which address it wants. */
  hint?: string;
}

/**
 * The email field of every account form, written once: the same label, name (so a form posted
 * without JavaScript sends `email`), autofill hint and browser check wherever a reader types her
 * address.
 */
export function EmailField({ value, onChange, hint }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      {...(hint !== undefined && { hint })}
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
