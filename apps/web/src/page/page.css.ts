import { globalStyle, style } from '@vanilla-extract/css';
import { flow, media, vars, withFocusRing } from '@wh/ui';

// The reading pages' own layout (heroes, leads, card grids, running text) and the forms typed into
// pages (/community, /resources, /auth, /account). Every size and space is a token of @wh/ui.

const tablet = media.tablet;

/** A page's own blocks, one after another, spaced by the rhythm of @wh/ui's `flow`. */
export const page = flow;

export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: vars.width.prose,
});

/** Running text: about 70 characters a line. */
export const prose = style([flow, { maxWidth: vars.width.prose }]);

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

/** A headline figure in a card. */
export const statValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
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

/** A card whose last child (its button) sits at the bottom. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
});

globalStyle(`${cardBody} > :last-child`, { marginTop: 'auto' });

/** A native textarea with the same look as @wh/ui's inputs. */
export const textarea = style([
  withFocusRing(),
  {
    width: '100%',
    minHeight: '8rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    font: 'inherit',
    resize: 'vertical',
    selectors: {
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
]);

/** Label over textarea, as @wh/ui's fields lay themselves out. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
});

export const fieldLabel = style({ fontWeight: vars.fontWeight.bold });

/** A fieldset without the browser's frame. */
export const plainFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** A phone number people should be able to read at a glance, and to tap. */
export const phoneNumber = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${phoneNumber} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.target, minWidth: vars.target });

/** A column about as wide as a form should be. */
export const narrow = style({
  maxWidth: vars.width.form,
  // An email address is one long word: it breaks anywhere rather than push a 320 px screen wide.
  overflowWrap: 'anywhere',
});

/** The home page's search, urgent help and week by week, under its heading. */
export const findHelp = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '100%' });

export const homeSearch = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const homeSearchLabel = style({ fontWeight: vars.fontWeight.bold });

/** The field and its button on one row, the field taking what is left. */
export const homeSearchRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch', minWidth: 0 });

export const homeSearchInput = style([
  withFocusRing(),
  {
    flex: '1 1 0',
    width: '100%',
    minWidth: 0,
    minHeight: vars.target,
    padding: `0 ${vars.space.sm}`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
  },
]);

/** The way to urgent help: a box with a bar in the emergency colour, and its words, never colour alone. */
export const urgentHelp = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderInlineStart: `6px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const urgentHelpHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const urgentHelpLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The emergency number in the instruction is a `tel:` link (keepTogether): the site's link colour, not the browser's blue. */
globalStyle(`${urgentHelp} p a`, { color: vars.color.link, fontWeight: vars.fontWeight.bold });

/**
 * The week-by-week guide: its link (a 44 px target) on a row of its own and the description under
 * it, so the tall target does not open a gap between two lines of one sentence.
 */
export const homeWeekByWeek = style({ display: 'grid', justifyItems: 'start', margin: 0 });

/**
 * A native show/hide section (`<details>`): the browser opens and closes it, with or without
 * JavaScript, and finds text in it. Its summary is a full-width target at least 44 px tall.
 */
export const details = style([
  flow,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space.xs,
  },
]);

export const summary = style([
  withFocusRing(),
  {
    // A list item keeps the browser's open/closed marker.
    display: 'list-item',
    minHeight: vars.target,
    paddingBlock: vars.space.xs,
    cursor: 'pointer',
    color: vars.color.link,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);
