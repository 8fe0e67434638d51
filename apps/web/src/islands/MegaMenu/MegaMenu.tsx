import { mainNav } from '@wh/content';
import { MegaMenu } from '@wh/ui';

// The header's menus, each an island whose code (Ariakit's menus) waits for the reader's first
// interaction. Their links are plain links.

type NavItem = (typeof mainNav)[number];
const topicsItem = mainNav.find((item): item is Extract<NavItem, { kind: 'topics' }> => item.kind === 'topics');

/** The Health Topics mega-menu: each topic with its first guides and a link to all of them. */
export function HeaderMegaMenu({ currentHref }: { currentHref: string }) {
  if (!topicsItem) return null;
  const topics = topicsItem.topics.map(({ title, href, description, menu }) => ({
    title,
    href,
    description,
    subcategories: menu.subcategories,
    more: menu.seeAll,
  }));
  return <MegaMenu label={topicsItem.label} topics={topics} currentHref={currentHref} />;
}
