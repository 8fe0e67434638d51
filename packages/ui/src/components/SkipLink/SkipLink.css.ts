import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Off screen until focused, then a solid bar at the top (the GOV.UK skip link pattern).
export const root = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  insetInlineStart: vars.space.xs,
  insetBlockStart: vars.space.xs,
  zIndex: 1000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});
