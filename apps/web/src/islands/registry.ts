import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island, by name, with the code that draws it. The islands runtime loads
 * only the islands a page has, when the reader first needs them. Island modules
 * must not import the router: on an islands page it is never downloaded.
 */
export const islandLoaders = {
  MegaMenu: () => import('../routes/-components/headerWidgets').then((m) => m.HeaderMegaMenu),
  Menu: () => import('../routes/-components/headerWidgets').then((m) => m.HeaderMenu),
  MobileMenu: () => import('../routes/-components/headerWidgets').then((m) => m.MobileMenu),
  AuthStatus: () => import('../routes/-components/AuthStatus').then((m) => m.AuthStatus),
  ShareSection: () => import('./ShareSection').then((m) => m.ShareSection),
  Accordion: () => import('./Disclosures').then((m) => m.AccordionIsland),
  Collapsible: () => import('./Disclosures').then((m) => m.CollapsibleIsland),
  Timeline: () => import('./Disclosures').then((m) => m.TimelineIsland),
  Tabs: () => import('./TabsIsland').then((m) => m.TabsIsland),
};

export type IslandName = keyof typeof islandLoaders;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are read below.
type PropsOf<C extends ComponentType<any>> = unknown extends ComponentProps<C> ? object : ComponentProps<C>;
export type IslandProps<N extends IslandName> = PropsOf<Awaited<ReturnType<(typeof islandLoaders)[N]>>>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
