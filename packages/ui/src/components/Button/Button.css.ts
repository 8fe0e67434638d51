import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    // Forced-colours mode drops backgrounds; this border then draws the button's edge.
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast} ease, border-color ${vars.duration.fast} ease`,
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { borderColor: vars.color.borderStrong } },
      },
      outline: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        borderColor: 'currentColor',
        selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      destructive: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      // Every size is at least a 44px target (WCAG 2.5.5; 2.5.8 asks only 24px, 44px suits unsteady
      // hands); sm is smaller in its type and padding, not in what a finger must hit.
      sm: { minHeight: vars.target, padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.target, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
      // A bigger box, not bigger type: body-size bold text reads as a call to action already.
      lg: { minHeight: '3.25rem', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
