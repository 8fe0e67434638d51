import { style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/** Care cards stacked one under another, most urgent first. */
export const careCards = style({
  display: 'grid',
  gap: vars.space.md,
  // Each card takes the reading width; a row of cards would split the urgency order.
  maxWidth: '70ch',
});

/** A sign's extra instruction, on its own line under the sign, in the card's own text colour. */
export const signNote = style({
  display: 'block',
  marginTop: vars.space.xxs,
});

/** Review details under the sources: who, when, and when next. */
export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
