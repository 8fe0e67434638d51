import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
});
