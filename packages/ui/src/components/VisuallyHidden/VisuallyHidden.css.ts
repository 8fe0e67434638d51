import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';

/** Hidden on screen, still read by screen readers. */
export const root = style(visuallyHiddenRules);
