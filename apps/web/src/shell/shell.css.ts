import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, flow, jsEnabledClass, media, vars } from '@wh/ui';
import { contents as contentsWrapper } from '../contents.css';
import { navLink } from '../lib/primitives.css';

// The frame of every page: the header, the simple bar, the main area and the footer. Every size
// and space is a token of @wh/ui (packages/ui/src/theme/tokens.ts).

const desktop = media.desktop;
const tablet = media.tablet;
const scripted = `:root.${jsEnabledClass}`;

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The top row: the site's name, then the country and sign-in (desktop) or the menu button (phone). */
export const headerTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target,
  fontWeight: vars.fontWeight.bold,
  // Body size on a phone, so the name keeps to two lines beside the Menu button at 320px.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': {
    [tablet]: { fontSize: vars.fontSize.lg },
    // On a large screen the name is one line: the country and account give way to it, never the reverse.
    [desktop]: { whiteSpace: 'nowrap', flex: 'none' },
  },
});

export const brandMark = style({ color: vars.color.primary, flex: 'none' });

/** The site's name with its country under it: on a phone the country selector is in the drawer. */
export const brandText = style({ display: 'grid' });

/** Which country's site this is ("Nigeria"), small under the name, on every width. */
export const brandCountry = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** The search link: at the right of the top row, before the country and account (or the Menu button); a 44px target. */
export const searchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.target,
  minWidth: vars.target,
  justifyContent: 'center',
  marginInlineStart: 'auto',
  flex: 'none',
  fontWeight: vars.fontWeight.bold,
});

/** On a phone the search link is its icon (the word is still its name): the row has the site's name and Menu too. */
export const searchLinkLabel = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Country and account, at the right of the top row on large screens. */
export const headerTools = style({
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The main bar's links and menus, a row of its own under the top row on large screens. */
export const mainNav = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const mainNavList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${mainNavList} > li > a`, {
  ...navLink,
  borderBottom: '4px solid transparent',
  borderTop: '4px solid transparent',
});
globalStyle(`${mainNavList} > li > a:hover`, { textDecoration: 'underline' });

// The menus' buttons read as part of the same row of links.
globalStyle(`${mainNavList} > li button[aria-haspopup]`, { color: vars.color.link });
globalStyle(`${mainNavList} > li > a[aria-current="page"]`, { color: vars.color.text, borderBottomColor: vars.color.primary });

/** The simple bar: the main sections, for readers without JavaScript (the main bar needs it). */
export const simpleBar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${scripted} ${simpleBar}`, { display: 'none' });

export const simpleBarInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/**
 * The row's own box: a flex item is as wide as its content unless told otherwise, and a row of
 * links wider than a phone would widen the whole page (a phone's browser then zooms the page out).
 */
export const simpleBarNav = style({ minWidth: 0 });

/** One row of links; on a narrow screen it scrolls sideways rather than stacking. */
export const simpleBarList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
globalStyle(`${simpleBarList} a`, { ...navLink, whiteSpace: 'nowrap', paddingInline: vars.space.xs });
globalStyle(`${simpleBarList} a[aria-current="page"]`, { color: vars.color.text, textDecoration: 'underline' });

export const main = style({
  paddingBlock: vars.space.xl,
  minHeight: '60vh',
  '@media': { [tablet]: { paddingBlockStart: vars.space.xxl } },
});

// An island and its static parts sit in display: contents wrappers, which take no margin: the
// rhythm of @wh/ui's flow reaches through them to what they hold, as if they were not there.
// (`flow` comes compiled from @wh/ui, so this build does not know it as a class: hence the dot.)
const flowBox = `.${flow}`;
const headings = ':is(h1, h2, h3, h4, h5, h6)';
globalStyle(`${flowBox} > * + ${contentsWrapper} > :first-child, ${flowBox} > ${contentsWrapper} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${flowBox} > ${contentsWrapper} > * + :is(h2, h3)`, { marginBlockStart: vars.space.xl });
globalStyle(`${flowBox} > ${contentsWrapper} > * + :is(h4, h5, h6)`, { marginBlockStart: vars.space.lg });
globalStyle(`${flowBox} > ${headings} + ${contentsWrapper} > :first-child, ${flowBox} > ${contentsWrapper} > ${headings} + *`, {
  marginBlockStart: vars.space.sm,
});

// Lists in running text keep an indent and a little air between items (the reset removes margins).
globalStyle(`${main} :is(ul, ol):not([class])`, { paddingInlineStart: vars.space.lg });
globalStyle(`${main} :is(ul, ol):not([class]) > li + li`, { marginTop: vars.space.xs });

export const footer = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xl,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const footerHeading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xs });

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
globalStyle(`${footerLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.target, minWidth: vars.target });

export const footerNote = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  maxWidth: vars.width.prose,
});
