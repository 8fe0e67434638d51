import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { dark, light, media, shared } from './tokens';
import { vars } from './vars.css';

// The light theme applies to the whole document as soon as the stylesheet loads.
createGlobalTheme(':root', vars, { ...light, ...shared });

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': {
    // The reader's system setting picks the dark theme: no toggle, no script, no flash.
    [media.dark]: {
      vars: {
        ...assignVars(vars.color, dark.color),
        ...assignVars(vars.tone, dark.tone),
        ...assignVars(vars.care, dark.care),
      },
    },
    // Transitions and animations in widgets use these durations, so this one rule stills them all.
    [media.reducedMotion]: {
      vars: assignVars(vars.duration, { fast: '0ms', slow: '0ms' }),
    },
  },
});
