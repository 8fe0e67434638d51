import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, Icon } from '@wh/ui';
import AuthStatus from '../../islands/AuthStatus.island';
import { Island } from '../../islands/Island';
import MegaMenu from '../../islands/MegaMenu.island';
import Menu from '../../islands/Menu.island';
import MobileMenu from '../../islands/MobileMenu.island';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

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
                  <SiteLink href={item.href}>{item.label}</SiteLink>
                ) : item.kind === 'topics' ? (
                  <Island component={MegaMenu} props={{ currentHref: pathname }} />
                ) : (
                  <Island component={Menu} props={{ label: item.label, currentHref: pathname }} />
                )}
              </li>
            ))}
            <li>
              <Island component={AuthStatus} props={{}} />
            </li>
          </ul>
        </nav>

        <div className={`${styles.mobileOnly} ${styles.needsScript}`}>
          <Island component={MobileMenu} props={{}} />
        </div>
      </Container>
    </header>
  );
}
