import type { HTMLAttributes, ReactNode } from 'react';
import type { CareLevel } from '../../theme/tokens';
import { Icon, type IconName } from '../Icon/Icon';
import type { HeadingLevel } from '../private/DisclosureSection';
import { cx } from '../private/cx';
import * as styles from './CareCard.css';

export interface CareCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** How urgent: `routine`, `same-day`, `act-now` or `immediate`. Sets the colours, border and icon. */
  level: CareLevel;
  /** The level's words, such as "Immediate action required". Always shown: colour is never the only cue. */
  heading: ReactNode;
  /**
   * The heading's level in the page outline. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Element to render. Use `li` inside a list. Default `div`.
   * @default div
   */
  as?: 'div' | 'section' | 'li';
  children?: ReactNode;
}

/** Each level's icon, so the levels differ in shape as well as colour. */
const icons: Record<CareLevel, IconName> = {
  routine: 'info',
  'same-day': 'calendar',
  'act-now': 'clock',
  immediate: 'alert',
};

/**
 * A care card in the manner of the NHS website: a coloured heading band with
 * the level's words and icon, then what to do. Four levels, from non-urgent
 * advice (blue) to immediate action (red and dark grey); each has its own
 * heading words, colours, icon and border weight, so no level relies on colour
 * alone, and the card stays readable in forced-colours mode and at 320px.
 *
 * @example
 * <CareCard level="immediate" heading="Immediate action required">
 *   <p><strong>Call 999 or go to A&E now.</strong></p>
 *   <ul><li>Heavy bleeding from the vagina</li></ul>
 * </CareCard>
 */
export function CareCard({
  level,
  heading,
  headingLevel = 3,
  as: Element = 'div',
  className,
  children,
  ...props
}: CareCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element {...props} data-level={level} className={cx(styles.card({ level }), className)}>
      <Heading className={styles.heading({ level })}>
        <Icon name={icons[level]} size="lg" className={styles.icon} />
        <span>{heading}</span>
      </Heading>
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
