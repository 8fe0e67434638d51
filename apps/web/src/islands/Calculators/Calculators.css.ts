import { style } from '@vanilla-extract/css';
import { media, vars } from '@wh/ui';

/** Two columns from tablet width up: the calculators side by side, as tall as each other. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
