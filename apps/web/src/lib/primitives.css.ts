import { globalStyle, style } from '@vanilla-extract/css';
import { flow, jsEnabledClass, media, vars } from '@wh/ui';

// The few styles that page parts, routes and islands all use: a section's spacing, muted text, a
// link that is a whole target, a form's stack, a result box, what shows with or without
// JavaScript. Every size and space is a token of @wh/ui (packages/ui/src/theme/tokens.ts).

const tablet = media.tablet;
const scripted = `:root.${jsEnabledClass}`;
const unscripted = `:root:not(.${jsEnabledClass})`;

/** Menus and the drawer only work with JavaScript; without it the simple bar navigates. */
export const needsScript = style({});
globalStyle(`${unscripted} ${needsScript}`, { display: 'none' });

/** A navigation link as tall as a target, marked by a bar under it when it is the page being read. */
export const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

/** A section of a page: space above it, not a box around it. */
export const section = style([
  flow,
  {
    paddingTop: vars.space.xl,
    '@media': { [tablet]: { paddingTop: vars.space.xxl } },
  },
]);

export const muted = style({ color: vars.color.textMuted });

/** A link that stands alone (a card's title, a page's one way on): a whole target, not a line of text. */
export const targetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target,
  minWidth: vars.target,
});

/** Shown only without JavaScript: the notice that says a tool needs it. */
export const withoutScriptOnly = style({});
globalStyle(`${scripted} ${withoutScriptOnly}`, { display: 'none' });

/** Space between the fields and buttons of a form or tool. */
export const stack = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

globalStyle(`${stack} > *`, { maxWidth: '100%' });

/** A form field that stretches to its container. */
export const fullWidth = style({ width: '100%' });

/** The boxed result of a calculator. */
export const result = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${result} > * + *`, { marginTop: vars.space.sm });

/** The headline of a result: its label, then the figure (the due date) large on a line of its own. */
export const resultHeadline = style({ display: 'grid', gap: vars.space.xxs });

export const resultValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/**
 * Label / value pairs (the calculators' results), each label above its value: a card half a
 * screen wide has no room for a long label and a date range side by side, and a date must never
 * be squeezed onto two lines. Here, after `result`, so its `margin: 0` wins over the space a
 * result puts between its children: the site's stylesheet may repeat a file, so two rules that
 * meet on one element keep their order only within one file.
 */
export const keyValues = style({
  display: 'grid',
  margin: 0,
});

globalStyle(`${keyValues} > div`, {
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${keyValues} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${keyValues} dd`, { margin: 0 });

/** Badges and small meta text in one wrapping row. */
export const metaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A row of buttons. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
