import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@wh/ui';

/** Two columns from tablet width up: the calculators side by side, as tall as each other. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/**
 * Label / value pairs, each label above its value: a card half a screen wide has no room for a
 * long label and a date range side by side, and a date must never be squeezed onto two lines.
 */
export const keyValues = style({
  display: 'grid',
  margin: 0,
});

globalStyle(`${keyValues} > div`, {
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${keyValues} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${keyValues} dd`, { margin: 0 });
