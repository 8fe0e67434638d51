import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './focusRing';
import { media } from './tokens';
import { vars } from './vars.css';

// A small modern reset: predictable box sizing, no surprise margins, readable defaults.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Stop iOS inflating text in landscape; keep user zoom working.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.tight, textWrap: 'balance' } as never);

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

// Every focusable element gets the same ring, including plain links in article text.
globalStyle(':focus-visible', focusRing);

globalStyle('[hidden]', { display: 'none !important' } as never);

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // Typed as plain 'auto': the csstype union has no room for !important.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
