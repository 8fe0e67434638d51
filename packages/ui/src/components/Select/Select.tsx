import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, type FieldBaseProps } from '../private/Field';
import { controlClass } from '../private/controlClass';
import { cx } from '../private/cx';
import * as styles from './Select.css';

/** One choice in a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'select'>, 'className' | 'children'> {
  options: readonly SelectOption[];
  /** Class for the select element itself. */
  selectClassName?: string;
}

/**
 * A labelled native `<select>`. Native on purpose: it works without JavaScript, and phones show
 * their own accessible picker; Ariakit's Select is for rich option content we do not need.
 *
 * @example
 * <Select label="Cycle length" value="28" onChange={(e) => setLength(Number(e.target.value))}
 *   options={Array.from({ length: 15 }, (_, i) => ({ value: String(21 + i), label: `${21 + i} days` }))} />
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, className, selectClassName, id, options, ...props },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <select ref={ref} {...props} {...ids} className={cx(controlClass, styles.root, selectClassName)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
