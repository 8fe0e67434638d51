import type { ComponentPropsWithoutRef } from 'react';
import { toneNames, type Tone } from '../../theme/tokens';
import { cx } from '../private/cx';
import * as styles from './Badge.css';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /**
   * Category colour. Default `other` (grey).
   * @default other
   */
  tone?: Tone;
  /**
   * A quiet outlined badge, e.g. for key-topic tags.
   * @default false
   */
  outline?: boolean;
}

/**
 * The tone for a category name: the tone of that name (Pregnancy blue, Fertility pink,
 * Postpartum green), any other name grey. Case does not matter. The tones are the only colour
 * vocabulary: name a category after one (a topic id such as 'fertility' will do) to get its
 * colour.
 *
 * @example
 * toneForCategory('Fertility')   // 'fertility'
 * toneForCategory('gynaecology') // 'other'
 */
export function toneForCategory(category: string): Tone {
  const key = category.trim().toLowerCase();
  return toneNames.find((tone) => tone === key) ?? 'other';
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
