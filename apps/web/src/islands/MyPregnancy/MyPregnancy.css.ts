import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

// The /my-pregnancy page: the form, the reader's week and her schedule.

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxWidth: vars.width.prose });

export const summary = style({ display: 'grid', gap: vars.space.md });

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const schedule = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${item} > p`, { margin: 0 });

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  margin: 0,
});

export const when = style({ fontWeight: vars.fontWeight.bold });

/** Wide enough for its longest option, never wider than the screen. */
export const kindSelect = style({ width: '100%', maxWidth: '22rem' });
