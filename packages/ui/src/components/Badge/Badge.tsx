import type { ComponentPropsWithoutRef } from 'react';
import type { Tone } from '../../theme/tokens';
import { cx } from '../private/cx';
import * as styles from './Badge.css';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Category colour. Default `other` (grey). */
  tone?: Tone;
  /** A quiet outlined badge, e.g. for key-topic tags. */
  outline?: boolean;
}

/**
 * Maps a category name to its colour: Pregnancy blue, Fertility pink, Postpartum green, any
 * other grey. Case does not matter.
 *
 * @example
 * toneForCategory('Fertility') // 'fertility'
 * toneForCategory('Health')    // 'other'
 */
export function toneForCategory(category: string): Tone {
  const key = category.trim().toLowerCase();
  return key === 'pregnancy' || key === 'fertility' || key === 'postpartum' ? key : 'other';
}

/**
 * A short label such as a category or a status. Colour is never the only signal: the text
 * always names the category.
 *
 * @example
 * <Badge tone={toneForCategory('Pregnancy')}>Pregnancy</Badge>
 */
export function Badge({ tone = 'other', outline = false, className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.root, outline ? styles.outline : styles.tone[tone], className)} />;
}
