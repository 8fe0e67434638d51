import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const control = style({
  width: '100%',
  minHeight: vars.target,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' });
