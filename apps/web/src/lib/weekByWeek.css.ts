import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

// The week-by-week guide, the A to Z and the search results: lists of links to pages, each link a
// whole target (44px or more) rather than a line of text.

/** Previous and next week: side by side where they fit, one under the other on a narrow phone. */
export const weekLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const weekLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target,
  fontWeight: vars.fontWeight.bold,
});

/** The next week's link keeps to the right, even when it is alone (week 4) or wraps under the previous one. */
export const nextLink = style({ marginInlineStart: 'auto', textAlign: 'end' });

/** The weeks of a trimester: a grid of cards, each a link with the week's headline. */
export const weekGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 13rem), 1fr))`,
});

export const weekCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  minHeight: vars.target,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  alignContent: 'start',
});

/** Links one under another, each a 44px row. */
export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
});

// A page's section beside its title where it fits, or on the line under it as a whole.
globalStyle(`${linkList} > li`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm });

export const linkRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
});
