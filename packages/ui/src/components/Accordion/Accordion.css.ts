import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ borderBlockStart: `1px solid ${vars.color.border}` });

export const item = style({ borderBlockEnd: `1px solid ${vars.color.border}` });
