import { useId, type ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Progress.css';
import { progressParts, progressState } from './progressState';

export interface ProgressProps {
  /** Visible label naming what is in progress. */
  label: ReactNode;
  /** How far along, from 0 to `max`. Values outside are clamped. */
  value: number;
  /**
   * The value that means complete. Default 100.
   * @default 100
   */
  max?: number;
  /**
   * Show the percentage beside the label. Default true.
   * @default true
   */
  showValue?: boolean;
  className?: string;
}

/**
 * A labelled progress bar (`role="progressbar"` with its value exposed). A page that renders it on
 * the server can move it with plain script: `updateProgress`.
 *
 * @example
 * <Progress label="Running security tests" value={33} />
 */
export function Progress({ label, value, max = 100, showValue = true, className }: ProgressProps) {
  const id = useId();
  const { max: safeMax, value: clamped, percent } = progressState(value, max);
  const parts = progressParts;
  return (
    <div className={cx(styles.root, className)} {...{ [parts.root]: '' }}>
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label} {...{ [parts.label]: '' }}>
          {label}
        </span>
        {showValue ? (
          <span aria-hidden="true" {...{ [parts.percent]: '' }}>
            {percent}%
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        {/* Empty, the bar carries no inline style: a page whose policy forbids inline styles shows it right. */}
        <div className={styles.bar} style={percent > 0 ? { width: `${percent}%` } : undefined} {...{ [parts.bar]: '' }} />
      </div>
    </div>
  );
}
