import { mainNav } from '@wh/content';
import { Menu } from '@wh/ui';

type NavItem = (typeof mainNav)[number];

/** One of the main bar's link menus, by its label. */
export function HeaderMenu({ label, currentHref }: { label: string; currentHref: string }) {
  const item = mainNav.find((entry): entry is Extract<NavItem, { kind: 'menu' }> => entry.kind === 'menu' && entry.label === label);
  if (!item) return null;
  return <Menu label={item.label} items={item.items} currentHref={currentHref} />;
}
