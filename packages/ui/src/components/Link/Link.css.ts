import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textDecorationThickness: 'max(1px, 0.0625rem)',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecorationThickness: 'max(3px, 0.1875rem)' },
  },
});

export const external = style({ marginInlineStart: '0.2em' });
