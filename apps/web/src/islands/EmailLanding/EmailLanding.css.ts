import { globalStyle, style } from '@vanilla-extract/css';
import { emailLinkAttribute } from '../../pageMarks';

/*
 * An emailed link's landing (/auth/confirm, /auth/reset) before its code starts: the server's HTML
 * holds both "Checking your link..." and the page's form, and the page's inline script has marked
 * <html> if the page was opened from the link (`emailLinkScript`).
 */
export const withEmailLinkOnly = style({});
globalStyle(`:root:not([${emailLinkAttribute}]) ${withEmailLinkOnly}`, { display: 'none' });
export const withoutEmailLinkOnly = style({});
globalStyle(`:root[${emailLinkAttribute}] ${withoutEmailLinkOnly}`, { display: 'none' });
