import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

const option = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
} as const;

export const current = style({
  ...option,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const other = style({
  ...option,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
