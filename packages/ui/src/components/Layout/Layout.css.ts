import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
  },
  variants: {
    width: {
      page: { maxWidth: vars.width.container },
      prose: { maxWidth: `calc(${vars.width.prose} + 2 * ${vars.space.lg})` },
    },
  },
  defaultVariants: { width: 'page' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0 });

export const list = style({ listStyle: 'none' });

export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', margin: 0, padding: 0 },
  variants: {
    columns: {
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});
