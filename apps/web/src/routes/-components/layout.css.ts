import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, flow, jsEnabledClass, media, vars } from '@wh/ui';
import { contents as contentsWrapper } from '../../contents.css';

// The page shell and the reading pages' layout. Every size and space is a token of @wh/ui
// (packages/ui/src/theme/tokens.ts): the type scale, the spacing scale and the widths.

const desktop = media.desktop;
const tablet = media.tablet;
const scripted = `:root.${jsEnabledClass}`;
const unscripted = `:root:not(.${jsEnabledClass})`;

// ---------------------------------------------------------------- shell

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [desktop]: { display: 'none' } },
});

/** Menus and the drawer only work with JavaScript; without it the simple bar navigates. */
export const needsScript = style({});
globalStyle(`${unscripted} ${needsScript}`, { display: 'none' });

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

/** A navigation link as tall as a target, marked by a bar under it when it is the page being read. */
const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

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

// ---------------------------------------------------------------- pages

/** A page's own blocks, one after another, spaced by the rhythm of @wh/ui's `flow`. */
export const page = flow;

export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: vars.width.prose,
});

/** A section of a page: space above it, not a box around it. */
export const section = style([
  flow,
  {
    paddingTop: vars.space.xl,
    '@media': { [tablet]: { paddingTop: vars.space.xxl } },
  },
]);

/** Running text: about 70 characters a line. */
export const prose = style([flow, { maxWidth: vars.width.prose }]);

export const muted = style({ color: vars.color.textMuted });

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const heroText = flow;

export const heroImage = style({
  width: '100%',
  height: 'auto',
  // On a phone the picture stays small, so the words that follow it are not pushed off the screen.
  maxWidth: vars.width.card,
  justifySelf: 'center',
  '@media': { [tablet]: { maxWidth: vars.width.figure } },
});

/** Buttons side by side, wrapping under each other on a narrow screen. */
export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A short list of reasons to trust the site, each with its icon. */
// Lists that sit in running text take no margin of their own (the reset has removed the browser's):
// the space before them is the text's rhythm (flow), whatever order the stylesheets come in.
export const trustList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
globalStyle(`${trustList} > li`, { display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

/** Cards in a grid: as many columns as fit, every card in a row as tall as the tallest. */
export const cardList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.width.card}), 1fr))`,
});

/**
 * Cards one under another, each the text's full width: for cards that open to long content (a
 * trimester's care cards), which a column of a grid would squeeze to a few words a line.
 */
export const cardStack = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

/** The page's text beside its "On this page" list: the list above the text on a phone, at its side on a large screen. */
export const withContents = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.width.aside}`,
      alignItems: 'start',
    },
  },
});

export const contentsText = style({
  '@media': { [desktop]: { gridColumn: 1, gridRow: 1 } },
});

export const contents = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: vars.space.lg },
  },
});

export const contentsHeading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xxs });

export const contentsList = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${contentsList} a`, { display: 'flex', alignItems: 'center', minHeight: vars.target, paddingBlock: vars.space.xxs });

/** A headline figure in a card. */
export const statValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/** A link that stands alone (a card's title, a page's one way on): a whole target, not a line of text. */
export const targetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
});

/** An article's link up to its topic page, above its title: a target of its own. */
export const parentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  fontWeight: vars.fontWeight.bold,
});
export const trustTick = style({ color: vars.color.successText, flex: 'none', marginBlockStart: '0.15em' });

/** Short items in a wrapping row. */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Shown only without JavaScript: the notice that says a tool needs it. */
export const withoutScriptOnly = style({});
globalStyle(`${scripted} ${withoutScriptOnly}`, { display: 'none' });
