import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/** The glossary: term in bold, definition under it. */
export const glossaryList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${glossaryList} dt`, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
globalStyle(`${glossaryList} dd`, { margin: 0 });
