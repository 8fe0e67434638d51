import { mainNav } from '@wh/content';
import { Drawer } from '@wh/ui';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

// The header's menus and drawer, loaded on the reader's first interaction (see hydrateOnInteraction).
export { MegaMenu, Menu } from '@wh/ui';

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
