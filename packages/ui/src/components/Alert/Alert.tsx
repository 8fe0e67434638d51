import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Alert.css';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * `destructive` for errors, `success` for confirmations, `default` for information.
   * @default default
   */
  variant?: 'default' | 'destructive' | 'success';
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

const icons = { default: 'info', destructive: 'alert', success: 'check' } as const;

/**
 * A message box. Errors use `role="alert"` (read out at once); other variants use
 * `role="status"` (read out politely). Render it when the message appears, so that it is
 * announced; a message present from page load is simply read in place.
 *
 * @example
 * {error ? <Alert variant="destructive">{error}</Alert> : null}
 * <Alert variant="success" title="Account created">Please check your email.</Alert>
 */
export function Alert({ variant = 'default', title, children, className, ...props }: AlertProps) {
  return (
    <div role={variant === 'destructive' ? 'alert' : 'status'} {...props} className={cx(styles.alert({ variant }), className)}>
      <Icon name={icons[variant]} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
