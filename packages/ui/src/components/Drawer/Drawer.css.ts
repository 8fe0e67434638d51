import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 800,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

export const drawer = style({
  position: 'fixed',
  zIndex: 801,
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${vars.width.drawer}, 100vw)`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  // Forced-colours mode drops the shadow; the border keeps the panel's edge.
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  animation: `${slideIn} ${vars.duration.slow} ease-out`,
  '@media': {
    [media.tablet]: { width: vars.width.drawerWide },
  },
  selectors: {
    '&[data-side="right"]': { insetInlineStart: 'auto', insetInlineEnd: 0, borderInlineEnd: 'none', borderInlineStart: `1px solid ${vars.color.border}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const body = style({ padding: vars.space.md });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.target,
  minHeight: vars.target,
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
