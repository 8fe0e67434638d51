import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
