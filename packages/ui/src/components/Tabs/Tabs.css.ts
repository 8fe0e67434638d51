import { style } from '@vanilla-extract/css';
import { flow } from '../../theme/flow.css';
import { scripted, unscripted } from '../../theme/jsEnabled';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';
import { vars } from '../../theme/vars.css';

/**
 * The tab strip. When the tabs are wider than the screen (three tabs on a 320 px phone) they wrap
 * onto a second row rather than scroll sideways: a strip that scrolled showed the selected tab
 * cut off at one edge and the next cut off at the other, and readers did not find the rest. Every
 * tab stays whole and in view; the selected one keeps its bar under it.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
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
