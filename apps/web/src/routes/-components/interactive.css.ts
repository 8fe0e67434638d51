import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars, withFocusRing } from '@wh/ui';
import { emailLinkAttribute } from '../../pageMarks';

// Styles for the interactive pages (/tools, /faq, /resources, /community, /security, /security-test, /auth).

/** Two columns from tablet width up: the calculators side by side, as tall as each other. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

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
 * Label / value pairs, each label above its value: a card half a screen wide has no room for a
 * long label and a date range side by side, and a date must never be squeezed onto two lines.
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

/** The glossary: term in bold, definition under it. */
export const glossaryList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${glossaryList} dt`, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
globalStyle(`${glossaryList} dd`, { margin: 0 });

/** Badges and small meta text in one wrapping row. */
export const metaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
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

/** Attack strings and outputs on the security test page: long and unbreakable, so they wrap anywhere. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

/** One self-test case: verdict badge, name, then details. */
export const caseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

globalStyle(`${caseList} > li`, {
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The big PASS / FAIL figure. */
export const bigStatus = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/** A row of buttons. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
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

/** The search's results: each a title (a whole link target), its part of the site and what it is about. */
export const searchResults = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
globalStyle(`${searchResults} > li`, { display: 'grid', gap: vars.space.xxs });
globalStyle(`${searchResults} > li > a`, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
globalStyle(`${searchResults} p`, { margin: 0 });

/**
 * Around @wh/auth's forms: a link standing on its own line in a form ("Forgot your password?") is
 * a full-size target on a phone.
 */
export const authForms = style({});
globalStyle(`${authForms} form > div > a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.target });

/*
 * An emailed link's landing (/auth/confirm, /auth/reset) before its code starts: the server's HTML
 * holds both "Checking your link..." and the page's form, and the page's inline script has marked
 * <html> if the page was opened from the link (`emailLinkScript`).
 */
export const withEmailLinkOnly = style({});
globalStyle(`:root:not([${emailLinkAttribute}]) ${withEmailLinkOnly}`, { display: 'none' });
export const withoutEmailLinkOnly = style({});
globalStyle(`:root[${emailLinkAttribute}] ${withoutEmailLinkOnly}`, { display: 'none' });
