import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/** The search's results: each a title (a whole link target), its part of the site and what it is about. */
export const searchResults = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
globalStyle(`${searchResults} > li`, { display: 'grid', gap: vars.space.xxs });
globalStyle(`${searchResults} > li > a`, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
globalStyle(`${searchResults} p`, { margin: 0 });
