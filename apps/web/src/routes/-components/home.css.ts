import { style } from '@vanilla-extract/css';

/** A trust badge whose text may be long (the example-author notice) wraps instead of running off a phone screen. */
export const trustBadge = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
});
