import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, Icon } from '@wh/ui';
import { hydrateOnInteraction } from '../../hydrateOnInteraction';
import { Island } from '../../islands/Island';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

// In the app, their code (Ariakit's menus and dialog) is most of a page's hydration work, so it
// waits for the reader; on reading pages they are islands, which wait for the reader too.
const MegaMenu = hydrateOnInteraction(() => import('./headerWidgets').then((m) => m.HeaderMegaMenu));
const Menu = hydrateOnInteraction(() => import('./headerWidgets').then((m) => m.HeaderMenu));
const MobileMenu = hydrateOnInteraction(() => import('./headerWidgets').then((m) => m.MobileMenu));

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
                  <Island name="MegaMenu" component={MegaMenu} props={{ currentHref: pathname }} />
                ) : (
                  <Island name="Menu" component={Menu} props={{ label: item.label, currentHref: pathname }} />
                )}
              </li>
            ))}
            <li>
              {/* Sign In is a plain link; only a reader with a session needs this to run at once. */}
              <Island name="AuthStatus" component={AuthStatus} props={{}} start="auth" />
            </li>
          </ul>
        </nav>

        <div className={`${styles.mobileOnly} ${styles.needsScript}`}>
          <Island name="MobileMenu" component={MobileMenu} props={{}} />
        </div>
      </Container>
    </header>
  );
}
