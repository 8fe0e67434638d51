import { style } from '@vanilla-extract/css';
import { unscripted } from '../../theme/jsEnabled';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
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

// Copying needs the Clipboard API, so the button is only offered when JavaScript runs.
export const needsScript = style({
  selectors: { [`${unscripted} &`]: { display: 'none' } },
});
