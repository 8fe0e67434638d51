import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';
import { navLink } from '../../lib/primitives.css';

// The phone drawer: groups of links, each a full-width row as tall as a target.
export const drawerNav = style({ display: 'grid', gap: vars.space.lg });

export const drawerGroupTitle = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xxs,
});

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${drawerList} > li`, { borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${drawerList} a`, { ...navLink, display: 'flex', paddingInline: vars.space.xs });
globalStyle(`${drawerList} a:hover`, { textDecoration: 'underline' });
globalStyle(`${drawerList} a[aria-current="page"]`, {
  color: vars.color.text,
  boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
});

export const drawerSubList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.md,
});
globalStyle(`${drawerSubList} a`, { fontWeight: vars.fontWeight.regular });
