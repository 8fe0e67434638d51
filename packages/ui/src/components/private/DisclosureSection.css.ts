import { style } from '@vanilla-extract/css';
import { flow } from '../../theme/flow.css';
import { scripted, unscripted } from '../../theme/jsEnabled';
import { vars } from '../../theme/vars.css';

// Body size, bold: a question or a step, whatever its heading level, never as loud as a section title.
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  // A transparent border becomes visible in forced-colours mode, so the control keeps an edge.
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    // Without JavaScript the button cannot toggle anything, so it should not look like it can.
    [`${unscripted} &`]: { cursor: 'default', padding: `${vars.space.sm} 0` },
    [`${unscripted} &:hover`]: { backgroundColor: 'transparent' },
  },
});

export const titleText = style({ flex: 1 });

export const chevron = style({
  transition: `transform ${vars.duration.fast} ease`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
    [`${unscripted} &`]: { display: 'none' },
  },
});

export const content = style([flow, {
  paddingBlock: `${vars.space.xs} ${vars.space.md}`,
  paddingInline: vars.space.xs,
  selectors: {
    // The collapsed state exists only once JavaScript runs (DESIGN.md habit 8): the server sends
    // the same markup either way, and this rule hides closed sections from the first paint.
    [`${scripted} &[data-state="closed"]`]: { display: 'none' },
    [`${unscripted} &`]: { paddingInline: 0 },
  },
}]);
