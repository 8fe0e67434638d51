import { style } from '@vanilla-extract/css';
import { flow } from '../../theme/flow.css';
import { scripted, unscripted } from '../../theme/jsEnabled';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';
import { vars } from '../../theme/vars.css';

/**
 * The tab strip: one row that never wraps or stacks. When the tabs are wider than the screen (three
 * or four tabs on a phone) the strip scrolls sideways, and a shadow at either edge shows there is
 * more (the "scrolling shadows" of Lea Verou: the covers scroll with the content, the shadows stay).
 */
export const list = style({
  // The tabs' offsets are measured from the strip (to scroll the selected one into view).
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xxs,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  background: [
    `linear-gradient(to right, ${vars.color.background} 30%, transparent) left / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.background} 30%, transparent) right / 2.5rem 100% no-repeat local`,
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.2), transparent) left / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.2), transparent) right / 0.75rem 100% no-repeat scroll',
  ].join(', '),
  selectors: {
    // Tabs need JavaScript to switch; without it every panel is shown under its own heading.
    [`${unscripted} &`]: { display: 'none' },
  },
});

export const tab = style({
  flex: 'none',
  minHeight: vars.target,
  padding: `${vars.space.xs} ${vars.space.md}`,
  // The selected tab is marked by a bar under it (and by its colour and weight, never colour alone).
  border: 'none',
  borderBlockEnd: `4px solid transparent`,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': { outlineOffset: '-3px' },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      textDecoration: 'none',
      borderBlockEndColor: vars.color.primary,
    },
  },
  '@media': {
    // Forced-colours mode repaints borders in one colour: the selected tab keeps its bar.
    '(forced-colors: active)': {
      selectors: { '&[aria-selected="true"]': { borderBlockEndColor: 'Highlight' } },
    },
  },
});

export const panel = style([
  flow,
  {
    paddingBlock: vars.space.lg,
    selectors: {
      [`${scripted} &[data-state="inactive"]`]: { display: 'none' },
    },
  },
]);

export const panelHeading = style({
  marginBlockEnd: vars.space.md,
  selectors: {
    // With JavaScript the tab names the panel on screen; the heading stays for screen
    // readers, so the page's heading outline has no gap (h1, then h2 panels, then h3).
    [`${scripted} &`]: visuallyHiddenRules,
  },
});
