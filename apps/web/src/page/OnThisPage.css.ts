import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@wh/ui';

// A page's text beside its "On this page" list.

const desktop = media.desktop;

/** The page's text beside its "On this page" list: the list above the text on a phone, at its side on a large screen. */
export const withContents = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.width.aside}`,
      alignItems: 'start',
    },
  },
});

export const contentsText = style({
  '@media': { [desktop]: { gridColumn: 1, gridRow: 1 } },
});

export const contents = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: vars.space.lg },
  },
});

export const contentsHeading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xxs });

export const contentsList = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${contentsList} a`, { display: 'flex', alignItems: 'center', minHeight: vars.target, paddingBlock: vars.space.xxs });
