/**
 * The site on paper: a midwife or a community health worker prints a guide page to hand out. Only
 * the page's own words are printed, in black on white: no header, menus, search, share block,
 * "save for offline" or footer links; each link's address is written out after its text, so a
 * printed page still says where to read more; headings stay with their text and cards, tables and
 * list items are not cut in two. The page's sources, review date and warning signs are part of the
 * page, so they print. (The share block, `@wh/ui` ShareBlock, hides itself on paper.)
 */
import { globalStyle } from '@vanilla-extract/css';
import * as shell from './shell.css';

const print = (selector: string, style: Parameters<typeof globalStyle>[1]) => globalStyle(selector, { '@media': { print: style } });

print(
  [
    `.${shell.header}`,
    `.${shell.simpleBar}`,
    `.${shell.footer} nav`,
    `.${shell.footer} [aria-labelledby="countries-served"]`,
    'a[href="#main-content"]',
    'nav',
    '[data-needs-javascript]',
    'button',
    'dialog',
  ].join(', '),
  { display: 'none !important' },
);

print('*, *::before, *::after', {
  color: '#000 !important',
  background: 'transparent !important',
  boxShadow: 'none !important',
  textShadow: 'none !important',
});

print('html', { fontSize: '11pt' });
print('main', { padding: '0 !important', margin: '0 !important' });
print(`.${shell.footer}`, { borderTop: '1px solid #000', marginTop: '1.5em', padding: '0.5em 0 0 !important' });

// The address of every link, after its text: on paper a link cannot be followed.
print('main a[href^="http"]::after, main a[href^="/"]::after', {
  content: '" (" attr(href) ")"',
  fontSize: '0.85em',
  wordBreak: 'break-all',
});
print('main a[href^="tel:"]::after, main a[href^="#"]::after', { content: 'none' });

print('h1, h2, h3, h4', { breakAfter: 'avoid', breakInside: 'avoid' });
print('li, tr, figure, img, table, [role="note"], section > ul > li', { breakInside: 'avoid' });
print('p', { orphans: 3, widows: 3 });
print('img', { maxWidth: '60% !important', height: 'auto' });
