import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  borderInlineStart: `2px solid ${vars.color.borderStrong}`,
  marginInlineStart: vars.space.sm,
});

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `calc(-1 * ${vars.space.xs} - 1px)`,
    insetBlockStart: '1.1rem',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.background,
    border: `2px solid ${vars.color.primary}`,
  },
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.primary,
});
