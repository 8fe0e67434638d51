import { style } from '@vanilla-extract/css';
import { flow } from '../../theme/flow.css';
import { withFocusRing } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

// The look of DisclosureSection (its heading and chevron; the meta is TitleAndMeta's) on a native <details>.

// The section's anchor (see anchorId) is placed against it, so following the link shows the title.
export const details = style({ position: 'relative' });

export const anchor = style({ position: 'absolute', insetBlockStart: 0, scrollMarginBlockStart: vars.space.md });

export const summary = style([
  withFocusRing(),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.target,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: '2px solid transparent',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
    },
  },
]);

// Body size, bold: a step, whatever its heading level, never as loud as a section title.
export const heading = style({ margin: 0, flex: 1, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const chevron = style({
  transition: `transform ${vars.duration.fast} ease`,
  selectors: {
    'details[open] > summary > &': { transform: 'rotate(180deg)' },
  },
});

export const content = style([flow, { paddingBlock: `${vars.space.xs} ${vars.space.md}`, paddingInline: vars.space.xs }]);
