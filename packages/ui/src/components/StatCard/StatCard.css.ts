import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ textAlign: 'center', alignItems: 'center' });

export const icon = style({ color: vars.color.primary });

export const value = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const label = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
