import { style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

// From desktop width the topics sit side by side, one column each (four on the site), so the menu
// is only as tall as its longest topic and fits a 768 px high laptop screen.
export const panel = style({
  width: 'min(64rem, calc(100vw - 2rem))',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.sm },
  },
});

export const topic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const topicTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const sub = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space.sm,
});

/** The "See all" link: bold, so it reads as the way to the rest, not as one more page. */
export const more = style({ fontWeight: vars.fontWeight.bold });

export const moreIcon = style({ verticalAlign: 'middle', marginInlineStart: vars.space.xxs });
