import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '6px',
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.infoSurface, color: vars.color.infoText, borderColor: vars.color.infoText },
      destructive: { backgroundColor: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.successText, borderColor: vars.color.successText },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, margin: 0 });

export const icon = style({ marginBlockStart: '0.125rem' });
