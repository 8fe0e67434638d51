import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Under a section's bold title, in its control: smaller, regular and muted, so the title leads.
export const meta = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
