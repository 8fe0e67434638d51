import { globalStyle, style } from '@vanilla-extract/css';
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

/** A page's own note under a sign (such as the trimesters it belongs to): smaller, after the sign's words. */
export const signPageNote = style({ fontSize: vars.fontSize.sm, fontStyle: 'italic' });

/** Review details under the sources: who, when, and when next. */
export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

/** A sign's link to itself: small, after the sign, so a reader can copy its address. */
export const signLink = style({
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** A sign opened by its own address stands out, and is not hidden under the top of the screen. */
globalStyle('li[id^="sign-"]:target', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '4px',
});
globalStyle('li[id^="sign-"]', { scrollMarginBlockStart: vars.space.lg });

/** Links in a care card (a number to call, a sign's own address) take the card's text colour, which contrasts with its background. */
globalStyle(`${careCards} a`, { color: 'inherit' });

/** A folded card: its summary a whole line to tap, at least 44 px high. */
export const foldedCard = style({ display: 'grid', gap: vars.space.xs });

export const foldedCardSummary = style({
  minHeight: vars.target,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

/**
 * A folded summary's own marker (its flex layout drops the browser's): a triangle that turns
 * when the fold opens, so the line reads as something to open. Drawn with CSS, not a character,
 * so screen readers do not announce it.
 */
globalStyle(`${foldedCardSummary}::before`, {
  content: '""',
  flex: 'none',
  marginInlineEnd: vars.space.xs,
  borderBlock: '0.35em solid transparent',
  borderInlineStart: '0.5em solid currentColor',
  transition: 'transform 0.15s',
});
globalStyle(`details[open] > ${foldedCardSummary}::before`, { transform: 'rotate(90deg)' });
