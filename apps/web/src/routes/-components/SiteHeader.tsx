import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, Icon, type MegaMenuProps, type MenuProps, type RenderMenuLink } from '@wh/ui';
import { hydrateOnInteraction } from '../../hydrateOnInteraction';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** Menu links navigate with the router, so pages change without a reload. */
const renderLink: RenderMenuLink = (href) => {
  const [to, hash] = href.split('#') as [string, string | undefined];
  return <RouterLink to={to as '/'} hash={hash} />;
};

// Their code (Ariakit's menus and dialog) is most of a page's hydration work, so it waits for the reader.
const MegaMenu = hydrateOnInteraction<MegaMenuProps>(() => import('./headerWidgets').then((m) => m.MegaMenu));
const Menu = hydrateOnInteraction<MenuProps>(() => import('./headerWidgets').then((m) => m.Menu));
const MobileMenu = hydrateOnInteraction<object>(() => import('./headerWidgets').then((m) => m.MobileMenu));

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
                  <Menu label={item.label} items={item.items} currentHref={pathname} renderLink={renderLink} />
                )}
              </li>
            ))}
            <li>
              <AuthStatus />
            </li>
          </ul>
        </nav>

        <div className={`${styles.mobileOnly} ${styles.needsScript}`}>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
