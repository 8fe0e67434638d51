/**
 * The not-found page names the missing address in the browser's console, for whoever debugs a
 * broken link. A mark in the page says it is that page, and the page's code (which
 * every page runs) writes the line: one line of plain script, where an island would load React.
 */
export const notFoundMark = 'data-not-found';

export function reportNotFound(doc: Document = document, log: Pick<Console, 'warn'> = console): void {
  if (doc.querySelector(`[${notFoundMark}]`)) log.warn('404: no page at', doc.location.pathname);
}
