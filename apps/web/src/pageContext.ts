import type { SignOff } from '@wh/content/review';
import type { Country } from '@wh/core';
import { createContext, useContext } from 'react';

/**
 * What every part of a page may know about the page it is on: the country site and the page's
 * path. The server's root provides it, and so does each island's own React root in the browser
 * (see `islands/runtime/IslandRoot.tsx`), so a component reads it the same way in both places and never
 * needs the router.
 */
export interface PageContextValue {
  country: Country;
  /** The path the page was rendered for, e.g. `/faq`; links to it carry aria-current="page". */
  path: string;
  /**
   * On the server: the clinician's sign-off that covers the page's current words on this site,
   * if any (`PageReview` shows it). Islands in the browser never show a review, so never have it.
   */
  signOff?: SignOff;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page being rendered. */
export function usePageContext(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePageContext() needs a page: render inside the root route or an island.');
  return page;
}
