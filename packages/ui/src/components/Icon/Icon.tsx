import type { SVGProps } from 'react';
import { cx } from '../private/cx';
import * as styles from './Icon.css';

// Each icon is a few stroke paths on a 24x24 grid, drawn for this set; `currentColor` makes them
// follow the text colour, including in forced-colours mode.
const paths = {
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  link: ['M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1', 'M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1'],
  copy: ['M9 9h10v11H9z', 'M5 15V4h10'],
  share: ['M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M8.6 13.5l6.8 4', 'M15.4 6.5l-6.8 4'],
  check: ['M5 12l5 5 9-10'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5', 'M12 8h.01'],
  alert: ['M12 3L2 20h20z', 'M12 10v4', 'M12 17h.01'],
  eye: ['M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'],
  'eye-off': ['M3 3l18 18', 'M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.6', 'M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a10 10 0 0 0 5.4-1.6', 'M9.9 9.9a3 3 0 0 0 4.2 4.2'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  baby: ['M12 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M9 10h.01', 'M15 10h.01', 'M9.5 14a3.5 3.5 0 0 0 5 0', 'M12 4c0 2 1 3 2 3'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  globe: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z'],
  phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z'],
  book: ['M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z', 'M4 21V5'],
  user: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4 21a8 8 0 0 1 16 0'],
} as const;

/** The names of the icons in the set. */
export type IconName = keyof typeof paths;

/** Every icon name, for pickers and tests. */
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Spoken name. Leave it out when the icon sits next to text that says the same thing:
   * the icon is then hidden from screen readers.
   */
  label?: string;
  /**
   * 16, 20 or 24 pixels at the default font size; scales with the text.
   * @default md
   */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A small inline SVG icon. Decorative (hidden from assistive technology) unless it has a `label`.
 *
 * @example
 * <Icon name="search" />                       // decorative, beside visible text
 * <Icon name="alert" label="Warning" />        // meaningful on its own
 */
export function Icon({ name, label, size = 'md', className, ...props }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
      className={cx(styles.root, styles.size[size], className)}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
