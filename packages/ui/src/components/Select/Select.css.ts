import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  maxWidth: '20rem',
  appearance: 'none',
  paddingInlineEnd: vars.space.xl,
  // A drawn chevron keeps the control recognisable once native styling is removed.
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 1.1rem) 50%, calc(100% - 0.75rem) 50%',
  backgroundSize: '0.35rem 0.35rem',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});
