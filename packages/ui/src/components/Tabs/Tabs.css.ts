import { style } from '@vanilla-extract/css';
import { scripted, unscripted } from '../../theme/jsEnabled';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  selectors: {
    // Tabs need JavaScript to switch; without it every panel is shown under its own heading.
    [`${unscripted} &`]: { display: 'none' },
  },
});

export const tab = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: '2px solid transparent',
  borderBlockEnd: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
      marginBlockEnd: '-1px',
      paddingBlockEnd: `calc(${vars.space.xs} + 1px)`,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  selectors: {
    [`${scripted} &[data-state="inactive"]`]: { display: 'none' },
  },
});

export const panelHeading = style({
  marginBlockEnd: vars.space.md,
  selectors: {
    // With JavaScript the tab names the panel on screen; the heading stays for screen
    // readers, so the page's heading outline has no gap (h1, then h2 panels, then h3).
    [`${scripted} &`]: visuallyHiddenRules,
  },
});
