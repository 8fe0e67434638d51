import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, Drawer, Icon, MegaMenu, Menu, type RenderMenuLink } from '@wh/ui';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** Menu links navigate with the router, so pages change without a reload. */
const renderLink: RenderMenuLink = (href) => {
  const [to, hash] = href.split('#') as [string, string | undefined];
  return <RouterLink to={to as '/'} hash={hash} />;
};

/**
 * The main bar: on large screens the menus and sign-in; on small screens a
 * side drawer with the same links. Menus need JavaScript, so without it they
 * are hidden and the simple bar and footer carry the navigation.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <Container className={styles.headerInner}>
        <RouterLink to="/" className={styles.brand}>
          <Icon name="heart" /> {site.name}
        </RouterLink>

        <nav aria-label="Main" className={`${styles.desktopOnly} ${styles.needsScript}`}>
          <ul className={`${styles.inlineList} ${styles.mainNavList}`}>
            {mainNav.map((item) => (
              <li key={item.label}>
                {item.kind === 'link' ? (
                  <SiteLink href={item.href}>
                    {item.label}
                  </SiteLink>
                ) : item.kind === 'topics' ? (
                  <MegaMenu label={item.label} topics={item.topics} currentHref={pathname} renderLink={renderLink} />
                ) : (
                  <Menu
                    label={item.label}
                    items={item.items.map((link) => ({ label: link.label, href: link.href }))}
                    currentHref={pathname}
                    renderLink={renderLink}
                  />
                )}
              </li>
            ))}
            <li>
              <AuthStatus />
            </li>
          </ul>
        </nav>

        <div className={`${styles.mobileOnly} ${styles.needsScript}`}>
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
        </div>
      </Container>
    </header>
  );
}
