import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../private/Field';
import { controlClass } from '../private/controlClass';
import { cx } from '../private/cx';
import * as styles from './DateField.css';

export interface DateFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'className' | 'type'> {
  /** Earliest allowed date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  max?: string;
  /** Class for the input itself. */
  inputClassName?: string;
}

/**
 * A labelled native date input. The value is an ISO date string (`YYYY-MM-DD`), or `''` when
 * empty. The browser's own picker is keyboard and screen-reader friendly on every platform.
 *
 * @example
 * <DateField label="First day of your last period" max={today} value={lmp} onChange={(e) => setLmp(e.target.value)} />
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, className, inputClassName, id, ...props },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => <input ref={ref} {...props} {...ids} type="date" className={cx(controlClass, styles.root, inputClassName)} />}
    </Field>
  );
});
