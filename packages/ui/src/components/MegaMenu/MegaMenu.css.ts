import { style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const panel = style({
  width: 'min(56rem, calc(100vw - 2rem))',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const topic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const topicTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const sub = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space.sm,
});
