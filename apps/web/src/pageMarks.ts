/**
 * Marks that a page's inline scripts set on `<html>` before its first paint, for CSS to read.
 * No imports: the style files (`*.css.ts`) read these at build time.
 */

/** Set when the page was opened from an emailed link (`emailLinkScript`). */
export const emailLinkAttribute = 'data-email-link';
