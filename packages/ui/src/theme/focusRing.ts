import { vars } from './vars.css';

/**
 * The one focus indicator, as a style object for `:focus-visible`.
 *
 * It is an `outline`, not a `box-shadow`, on purpose: Windows forced-colours (high contrast)
 * mode removes box-shadows but keeps outlines, recolouring them to a system colour, so the
 * ring stays visible there (WCAG 2.4.7, 2.4.13). The 3px width and 3:1 colour meet 2.4.13.
 *
 * @example
 * style({ selectors: { '&:focus-visible': focusRing } })
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * A style fragment that adds the focus ring to an element's `:focus-visible` state.
 *
 * @example
 * export const trigger = style([{ padding: vars.space.sm }, withFocusRing()]);
 */
export function withFocusRing(selector = '&:focus-visible'): { selectors: Record<string, typeof focusRing> } {
  // The return type is written out: inferred, it would be `{ [selector]: ... }`, a computed key
  // naming a parameter, which the emitted .d.ts cannot hold (TS2464 under skipLibCheck: false).
  return { selectors: { [selector]: focusRing } };
}
