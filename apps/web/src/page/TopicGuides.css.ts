import { globalStyle, style } from '@vanilla-extract/css';

/** One link a line (the page's list rhythm spaces them), each tall enough to be an easy target on a phone. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${list} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  // Short titles ("FGM") too: a target is 44 px both ways.
  minBlockSize: '44px',
  minInlineSize: '44px',
});
