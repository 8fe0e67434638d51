import { style } from '@vanilla-extract/css';
import { unscripted } from '../../theme/jsEnabled';
import { vars } from '../../theme/vars.css';

export const toggle = style({
  flexShrink: 0,
  minWidth: '4.5rem',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    // The toggle needs JavaScript; without it the field is a plain password input.
    [`${unscripted} &`]: { display: 'none' },
  },
});
