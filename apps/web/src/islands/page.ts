import { isRoutePath } from '@wh/content';
import { createContext, useContext, type ReactElement } from 'react';

/**
 * How a page comes alive in the browser.
 *
 * - `islands`: a reading page. Its HTML is the page; only its few interactive
 *   parts (menus, sign-in status, share buttons, show/hide sections, tabs) run React,
 *   each started by `entry-islands.tsx` when the reader first needs it. The
 *   router and the page's own code are never downloaded.
 * - `app`: a page that is used rather than read (tools, sign-in, the security
 *   self-test). The whole router app hydrates, as it does after any client-side
 *   navigation. (The community page is read: its forms are previews.)
 */
export type PageMode = 'islands' | 'app';

const appPages = new Set(['/auth', '/security-test']);

/** The mode a prerendered page is built in. Unknown addresses (the 404 page) run the app. */
export function pageModeFor(path: string): PageMode {
  if (path === '/tools' || path.startsWith('/tools/') || appPages.has(path) || !isRoutePath(path)) return 'app';
  return 'islands';
}

export interface PageContextValue {
  mode: PageMode;
  /** The path of the page being shown, for marking its links with aria-current="page". */
  path: string;
  /**
   * In the app, how site links navigate (with the router). Absent on islands pages and inside
   * islands: their links are plain anchors, so no router code is ever needed there.
   */
  renderRouterLink?: (href: string) => ReactElement;
}

export const PageContext = createContext<PageContextValue>({ mode: 'app', path: '/' });

export function usePage(): PageContextValue {
  return useContext(PageContext);
}
