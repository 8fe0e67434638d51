import type { HTMLAttributes } from 'react';
import type { Tone } from '../../theme/tokens';
import { cx } from '../private/cx';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element to render. Use `article` for self-contained items, `li` inside a list. Default `div`.
   * @default div
   */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Adds a coloured top edge in a category tone. */
  tone?: Tone;
  /**
   * No inner padding, for cards that start with an edge-to-edge image.
   * @default false
   */
  flush?: boolean;
}

/**
 * A raised box that groups related content.
 *
 * @example
 * <Card as="article" tone="fertility"><h3>Ovulation</h3><p>…</p></Card>
 */
export function Card({ as: Element = 'div', tone, flush, className, ...props }: CardProps) {
  return <Element {...props} className={cx(styles.card({ tone, flush }), className)} />;
}
