import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  // On paper there is nothing to press.
  '@media': { print: { display: 'none' } },
});

export const heading = style({ fontSize: vars.fontSize.lg });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * "Link copied to clipboard!": shown under the buttons and said by screen readers. Always in the
 * block (empty, it takes no room), as a live region must be before its words change.
 */
export const message = style({ margin: 0 });
