import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon/Icon';
import { Field, type FieldBaseProps } from '../private/Field';
import { controlClass } from '../private/controlClass';
import { cx } from '../private/cx';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'className' | 'type'> {
  /** Class for the input itself. */
  inputClassName?: string;
}

/**
 * A labelled search input, for filtering a list as the reader types (such as the glossary).
 * Pair it with a polite live region that states the number of results.
 *
 * @example
 * <SearchField label="Search the glossary" value={query} onChange={(e) => setQuery(e.target.value)} />
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, hint, error, className, inputClassName, id, ...props },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className={styles.wrap}>
          <Icon name="search" className={styles.icon} />
          <input
            ref={ref}
            autoComplete="off"
            {...props}
            {...ids}
            type="search"
            className={cx(controlClass, styles.input, inputClassName)}
          />
        </div>
      )}
    </Field>
  );
});
