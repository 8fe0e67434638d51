import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/** The signed-in reader's address and Sign Out, in the top row or the drawer. */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
globalStyle(`${account} > button`, { flex: 'none', whiteSpace: 'nowrap' });

/** In the top row a long address is shortened with an ellipsis; its full text is its title. */
export const accountEmailShort = style({
  // The address is the link to /account: a full-size target even where it is one short line. A
  // block, as the ellipsis needs (a flex container's text would be clipped without one).
  display: 'block',
  lineHeight: vars.target,
  minWidth: 0,
  maxWidth: '20rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
});

/** In the drawer the address wraps where it must, so all of it shows. */
export const accountEmailFull = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const drawerAccount = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
