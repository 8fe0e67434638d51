import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  // The track's edge stays visible in forced-colours mode.
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  // Empty until a value says otherwise (the component sets the width inline only above 0).
  width: 0,
  backgroundColor: vars.color.progress,
  transition: `width ${vars.duration.slow} ease`,
  '@media': {
    // Forced colours drop backgrounds; a system colour keeps the filled part visible.
    '(forced-colors: active)': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
  },
});
