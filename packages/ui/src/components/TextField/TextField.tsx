import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../private/Field';
import { controlClass } from '../private/controlClass';
import { cx } from '../private/cx';
import * as styles from './TextField.css';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'className'> {
  /**
   * Input type for text-like values. Default `text`.
   * @default text
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  /** Class for the input itself. */
  inputClassName?: string;
}

/**
 * A labelled text input with optional hint and error message.
 *
 * @example
 * <TextField label="Email" type="email" autoComplete="email" required error={errors.email} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, inputClassName, id, type = 'text', ...props },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => <input ref={ref} type={type} {...props} {...ids} className={cx(controlClass, styles.root, inputClassName)} />}
    </Field>
  );
});
