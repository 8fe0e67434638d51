import { mainNav } from '@wh/content';
import { Drawer, MegaMenu, Menu } from '@wh/ui';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

// The header's menus and drawer, each an island (src/islands/*.island.tsx) whose code (Ariakit's
// menus and dialog) waits for the reader's first interaction. Their links are plain links.

type NavItem = (typeof mainNav)[number];
const topicsItem = mainNav.find((item): item is Extract<NavItem, { kind: 'topics' }> => item.kind === 'topics');

/** The Health Topics mega-menu. */
export function HeaderMegaMenu({ currentHref }: { currentHref: string }) {
  if (!topicsItem) return null;
  return <MegaMenu label={topicsItem.label} topics={topicsItem.topics} currentHref={currentHref} />;
}

/** One of the main bar's link menus, by its label. */
export function HeaderMenu({ label, currentHref }: { label: string; currentHref: string }) {
  const item = mainNav.find((entry): entry is Extract<NavItem, { kind: 'menu' }> => entry.kind === 'menu' && entry.label === label);
  if (!item) return null;
  return <Menu label={item.label} items={item.items} currentHref={currentHref} />;
}

/** The small-screen menu: a side drawer with every main link and sign-in. */
export function MobileMenu() {
  return (
    <Drawer title="Menu" triggerLabel="Menu">
      <nav aria-label="Main">
        <ul className={styles.drawerList}>
          {mainNav.map((item) =>
            item.kind === 'link' ? (
              <li key={item.label}>
                <SiteLink href={item.href}>
                  {item.label}
                </SiteLink>
              </li>
            ) : item.kind === 'topics' ? (
              item.topics.map((topic) => (
                <li key={topic.href}>
                  <SiteLink href={topic.href}>
                    {topic.title}
                  </SiteLink>
                  <ul className={styles.drawerSubList}>
                    {topic.subcategories.map((sub) => (
                      <li key={sub.href}>
                        <SiteLink href={sub.href}>
                          {sub.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))
            ) : (
              item.items.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>
                    {link.label}
                  </SiteLink>
                </li>
              ))
            ),
          )}
          <li>
            <AuthStatus />
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
