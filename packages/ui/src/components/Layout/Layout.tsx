import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../private/cx';
import * as styles from './Layout.css';

type Responsive<T> = T | { mobile?: T; tablet?: T; desktop?: T };

interface LayoutBaseProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

export interface ContainerProps extends LayoutBaseProps {
  /**
   * `page` (72rem) for page sections, `prose` (about 70 characters) for article text.
   * @default page
   */
  width?: 'page' | 'prose';
  /**
   * Element to render. Default `div`.
   * @default div
   */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav' | 'article';
}

/**
 * Centres content with a readable maximum width and side padding.
 *
 * @example
 * <Container as="main" id="main-content" tabIndex={-1}>…</Container>
 */
export function Container({ width, as = 'div', className, ...props }: ContainerProps) {
  const Element = as as ElementType;
  return <Element {...props} className={cx(styles.container({ width }), className)} />;
}

export interface StackProps extends LayoutBaseProps {
  /**
   * Space between children, optionally per breakpoint. Default `md`.
   * @default md
   */
  gap?: Responsive<Space>;
  /** Lay children in a row from this breakpoint up, e.g. `{ mobile: 'column', tablet: 'row' }`. */
  direction?: Responsive<'row' | 'column'>;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  /**
   * Render as a list (`ul`/`ol`); children should then be `li`. Default `div`.
   * @default div
   */
  as?: 'div' | 'ul' | 'ol' | 'section';
}

/**
 * Spaces its children evenly in a column (or a row).
 *
 * @example
 * <Stack gap="lg"><h2>Nutrition</h2><p>…</p></Stack>
 */
export function Stack({ gap = 'md', direction, align, as = 'div', className, ...props }: StackProps) {
  const Element = as as ElementType;
  return (
    <Element
      {...props}
      className={cx(
        styles.stack,
        (as === 'ul' || as === 'ol') && styles.list,
        sprinkles({ gap, flexDirection: direction, alignItems: align }),
        className,
      )}
    />
  );
}

export interface GridProps extends LayoutBaseProps {
  /**
   * Columns on desktop: 2, 3 or 4. Phones always get one column, tablets two. Default 3.
   * @default 3
   */
  columns?: 2 | 3 | 4;
  /**
   * Space between cells. Default `lg`.
   * @default lg
   */
  gap?: Responsive<Space>;
  /**
   * Render as a list (`ul`/`ol`); children should then be `li`. Default `div`.
   * @default div
   */
  as?: 'div' | 'ul' | 'ol' | 'section';
}

/**
 * A responsive grid of equal columns for cards.
 *
 * @example
 * <Grid columns={4} as="ul">{topics.map((t) => <li key={t.id}><TopicCard {...t} /></li>)}</Grid>
 */
export function Grid({ columns, gap = 'lg', as = 'div', className, ...props }: GridProps) {
  const Element = as as ElementType;
  return (
    <Element
      {...props}
      className={cx(styles.grid({ columns }), (as === 'ul' || as === 'ol') && styles.list, sprinkles({ gap }), className)}
    />
  );
}
