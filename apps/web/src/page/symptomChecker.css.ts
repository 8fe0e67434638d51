import { style } from '@vanilla-extract/css';
import { vars, withFocusRing } from '@wh/ui';

export const stack = style({ display: 'grid', gap: vars.space.md });

/** The question and its answers. */
export const question = style({ display: 'grid', gap: vars.space.sm });

/** The answers side by side where they fit, one under another on a phone. */
export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** An answer: a whole box to tap, at least 44 px high, the current one marked by more than colour. */
export const answer = style([
  withFocusRing(),
  {
    display: 'grid',
    gap: vars.space.xxs,
    minHeight: vars.target,
    height: '100%',
    boxSizing: 'border-box',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.link,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.link },
      '&[aria-current="page"]': { borderColor: vars.color.primary, borderWidth: '4px', color: vars.color.text, background: vars.color.surfaceMuted },
    },
  },
]);

export const choice = style({ fontWeight: vars.fontWeight.bold, textDecoration: 'underline', textUnderlineOffset: '0.15em' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
