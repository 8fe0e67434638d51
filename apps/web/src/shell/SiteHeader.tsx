import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, CountrySelector, Icon } from '@wh/ui';
import { siteOrigins } from '../config';
import { useCountry } from '../country';
import AuthStatus from '../islands/AuthStatus/AuthStatus.island';
import { Island } from '../islands/runtime/Island';
import MegaMenu from '../islands/MegaMenu/MegaMenu.island';
import Menu from '../islands/Menu/Menu.island';
import MobileMenu from '../islands/MobileMenu/MobileMenu.island';
import * as styles from './shell.css';
import * as primitives from '../lib/primitives.css';
import { SiteLink } from '../lib/SiteLink';

/**
 * The main bar. On large screens: the site's name with the country and sign-in on one row, and
 * the links and menus on a row under it. On small screens: the site's name and a Menu button that
 * opens a side drawer with the same links, the country and sign-in. Menus need JavaScript, so
 * without it the simple bar under the header carries the navigation.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const country = useCountry();
  return (
    <header className={styles.header}>
      <Container className={styles.headerTop}>
        <RouterLink to="/" className={styles.brand}>
          <Icon name="heart" className={styles.brandMark} /> {site.name}
        </RouterLink>
        {/* A plain link on every width, with or without JavaScript (without it, /search points to the A to Z). */}
        <SiteLink href="/search" className={styles.searchLink}>
          <Icon name="search" className={styles.brandMark} /> <span className={styles.searchLinkLabel}>Search</span>
        </SiteLink>
        <div className={`${styles.desktopOnly} ${styles.headerTools}`}>
          <CountrySelector country={country} origins={siteOrigins} path={pathname} />
          {/* Sign In is a plain link; only a reader with a session needs this to run at once. */}
          <Island component={AuthStatus} props={{ place: 'bar' }} />
        </div>
        <div className={`${styles.mobileOnly} ${primitives.needsScript}`}>
          <Island component={MobileMenu} props={{}} />
        </div>
      </Container>

      <nav aria-label="Main" className={`${styles.desktopOnly} ${primitives.needsScript} ${styles.mainNav}`}>
        <Container>
          <ul className={styles.mainNavList}>
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
          </ul>
        </Container>
      </nav>
    </header>
  );
}
