import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from './cx';
import * as styles from './Field.css';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** The visible label. Every field has one (WCAG 3.3.2). */
  label: ReactNode;
  /** Help text under the label, linked to the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Class for the wrapper. */
  className?: string;
}

export interface ControlIds {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * Label, hint, error and control in the GOV.UK order. The render prop receives the ids the
 * control needs so its label and messages are announced with it.
 */
export function Field({
  label,
  hint,
  error,
  className,
  id: givenId,
  children,
}: FieldBaseProps & { id?: string; children: (ids: ControlIds) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
