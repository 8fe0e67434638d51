import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrap = style({ position: 'relative' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({ paddingInlineStart: '2.5rem' });
