import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tokens';
import { Card } from '../Card/Card';
import { Icon, type IconName } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** The figure, as text: "500+", "24/7". */
  value: string;
  /** What it counts: "Articles". */
  label: string;
  /** Optional line of detail. */
  description?: ReactNode;
  icon?: IconName;
  tone?: Tone;
  /**
   * Element to render; `li` inside a list of statistics. Default `div`.
   * @default div
   */
  as?: 'div' | 'li';
  className?: string;
}

/**
 * One headline figure with its label, read as "500+ Articles".
 *
 * @example
 * <Grid as="ul" columns={4}>
 *   <StatCard as="li" value="500+" label="Articles" icon="book" />
 * </Grid>
 */
export function StatCard({ value, label, description, icon, tone, as = 'div', className }: StatCardProps) {
  return (
    <Card as={as} tone={tone} className={cx(styles.root, className)}>
      {icon ? <Icon name={icon} size="lg" className={styles.icon} /> : null}
      <p>
        <span className={styles.value}>{value}</span> <span className={styles.label}>{label}</span>
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
    </Card>
  );
}
