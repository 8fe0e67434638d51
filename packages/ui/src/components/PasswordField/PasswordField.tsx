import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Field, type FieldBaseProps } from '../private/Field';
import * as fieldStyles from '../private/Field.css';
import { cx } from '../private/cx';
import { markScripted } from '../../theme/scriptedRoot';
import * as styles from './PasswordField.css';

// An app with no server HTML gets the scripted layout with no step of its own (see scriptedRoot.ts).
markScripted();

export interface PasswordFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'className' | 'type'> {
  /** Class for the input itself. */
  inputClassName?: string;
}

/**
 * A password input with a Show/Hide button, so people can check what they typed
 * (the GOV.UK password input pattern). The button is hidden when JavaScript is off.
 *
 * @example
 * <PasswordField label="Password" autoComplete="current-password" required />
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, className, inputClassName, id, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const [toggled, setToggled] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className={fieldStyles.row}>
          <input
            ref={ref}
            {...props}
            {...ids}
            type={visible ? 'text' : 'password'}
            // Browsers should not autocorrect or capitalise a shown password.
            autoCapitalize="none"
            spellCheck={false}
            className={cx(fieldStyles.control, inputClassName)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={ids.id}
            onClick={() => {
              setVisible((v) => !v);
              setToggled(true);
            }}
          >
            {visible ? 'Hide' : 'Show'} <VisuallyHidden>password</VisuallyHidden>
          </button>
          {/* The button's name changes, so say what happened too (as GOV.UK does). Empty until used. */}
          <VisuallyHidden aria-live="polite">
            {toggled ? (visible ? 'Your password is visible' : 'Your password is hidden') : ''}
          </VisuallyHidden>
        </div>
      )}
    </Field>
  );
});
