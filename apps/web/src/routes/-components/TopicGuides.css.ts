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
  minBlockSize: '44px',
});
