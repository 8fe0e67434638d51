import { mainNav } from '@wh/content';
import { CountrySelector, Drawer } from '@wh/ui';
import { siteOrigins } from '../../config';
import { SiteLink } from '../../lib/SiteLink';
import { usePageContext } from '../../pageContext';
import { AuthStatus } from '../AuthStatus/AuthStatus';
import * as styles from './MobileMenu.css';

// The header's drawer, an island whose code (Ariakit's dialog) waits for the reader's first
// interaction. Its links are plain links.

type NavItem = (typeof mainNav)[number];

/**
 * The small-screen menu: a side drawer with the country, sign-in and every main link, grouped as
 * the main bar groups them.
 */
export function MobileMenu() {
  const { country, path } = usePageContext();
  // The main bar's order, with links that stand alone gathered into one list between the groups.
  const blocks: (NavItem | NavItem[])[] = [];
  for (const item of mainNav) {
    const last = blocks.at(-1);
    if (item.kind === 'link' && Array.isArray(last)) last.push(item);
    else blocks.push(item.kind === 'link' ? [item] : item);
  }
  return (
    <Drawer title="Menu" triggerLabel="Menu">
      <div className={styles.drawerNav}>
        <CountrySelector country={country} origins={siteOrigins} path={path} />
        <AuthStatus place="drawer" />
        <nav aria-label="Main" className={styles.drawerNav}>
          {blocks.map((block) =>
            Array.isArray(block) ? (
              <ul key={block[0]!.label} className={styles.drawerList}>
                {block.map((item) =>
                  item.kind === 'link' ? (
                    <li key={item.label}>
                      <SiteLink href={item.href}>{item.label}</SiteLink>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : (
              <div key={block.label}>
                <h3 className={styles.drawerGroupTitle}>{block.label}</h3>
                <ul className={styles.drawerList}>
                  {block.kind === 'topics'
                    ? block.topics.map((topic) => (
                        <li key={topic.href}>
                          <SiteLink href={topic.href}>{topic.title}</SiteLink>
                          <ul className={styles.drawerSubList}>
                            {topic.subcategories.map((sub) => (
                              <li key={sub.href}>
                                <SiteLink href={sub.href}>{sub.title}</SiteLink>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))
                    : block.kind === 'menu'
                      ? block.items.map((link) => (
                          <li key={link.href}>
                            <SiteLink href={link.href}>{link.label}</SiteLink>
                          </li>
                        ))
                      : null}
                </ul>
              </div>
            ),
          )}
        </nav>
      </div>
    </Drawer>
  );
}
