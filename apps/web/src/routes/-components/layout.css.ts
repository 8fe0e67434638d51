import { globalStyle, style } from '@vanilla-extract/css';
import { jsEnabledClass, media, vars } from '@wh/ui';

const desktop = media.desktop;
const tablet = media.tablet;

// ---------------------------------------------------------------- shell

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [desktop]: { display: 'none' } },
});

/** Menus and the drawer only work with JavaScript; without it the simple bar and footer navigate. */
export const needsScript = style({});
globalStyle(`:root:not(.${jsEnabledClass}) ${needsScript}`, { display: 'none' });

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const drawerSubList = style({
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 0`,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});

globalStyle(`${drawerList} a[aria-current="page"]`, { fontWeight: 700 });

export const mainNavList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignItems: 'center',
  gap: vars.space.xs,
});

export const simpleBar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const simpleBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const main = style({
  paddingBlock: vars.space.xl,
  minHeight: '60vh',
});

// Vertical rhythm for running text in the main content: space between blocks,
// more before a heading. (The reset removes every default margin.)
globalStyle(`${main} :is(p, ul, ol, dl, table, figure, form, h1, h2, h3, h4, h5, header, section, article, details) + *`, {
  marginTop: vars.space.md,
});
globalStyle(`${main} * + :is(h2, h3, h4)`, {
  marginTop: vars.space.lg,
});
globalStyle(`${main} :is(ul, ol):not([class])`, {
  paddingInlineStart: vars.space.lg,
});
globalStyle(`${main} li:not([class]) + li`, {
  marginTop: vars.space.xxs,
});

export const footer = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.xl,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

// ---------------------------------------------------------------- pages

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '65ch',
});

export const section = style({
  marginTop: vars.space.xxl,
});

export const prose = style({
  maxWidth: '70ch',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });

export const muted = style({
  color: vars.color.textMuted,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [tablet]: { gridTemplateColumns: '3fr 2fr' } },
});

export const heroImage = style({
  width: '100%',
  height: 'auto',
  maxWidth: 480,
  justifySelf: 'center',
});

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const statValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: 1.1,
});
