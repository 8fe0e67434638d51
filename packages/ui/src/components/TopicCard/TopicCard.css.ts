import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ height: '100%' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const description = style({ color: vars.color.textMuted });

export const topics = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Pushes the action to the bottom so buttons line up across a row of cards.
export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
