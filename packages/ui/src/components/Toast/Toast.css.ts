import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const region = style({
  position: 'fixed',
  zIndex: 900,
  insetBlockEnd: vars.space.md,
  insetInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': { [media.tablet]: { insetInlineStart: 'auto', width: '24rem' } },
});

export const live = style({ display: 'contents' });

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '6px',
    boxShadow: vars.shadow.overlay,
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.infoSurface, color: vars.color.infoText, borderColor: vars.color.infoText },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.successText, borderColor: vars.color.successText },
      error: { backgroundColor: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const message = style({ flex: 1, margin: 0 });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A 44px target: toasts show on phones too.
  width: vars.target,
  height: vars.target,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: 'currentColor' } },
});
