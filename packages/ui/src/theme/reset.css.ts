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

globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
} as never);
// Headings on the type scale (tokens.ts), so a page title is 32px on a phone and 48px on a laptop.
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });
globalStyle('h4, h5, h6', { fontSize: vars.fontSize.md });
// A date or a number split over two lines is easily misread: `<time>` and anything marked
// `data-nowrap` (a phone number, "12 weeks and 3 days") stay on one line.
globalStyle('time, [data-nowrap]', { whiteSpace: 'nowrap' });
// Running text avoids a lone word on its last line where the browser can.
globalStyle('p, li, dd', { textWrap: 'pretty' } as never);

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
