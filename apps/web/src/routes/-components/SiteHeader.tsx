import { Link as RouterLink } from '@tanstack/react-router';
import { mainNav, site } from '@wh/content';
import { Container, Icon } from '@wh/ui';
import { AuthStatus } from './AuthStatus';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** The main bar: the site name, the main navigation and sign-in. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Container className={styles.headerInner}>
        <RouterLink to="/" className={styles.brand}>
          <Icon name="heart" /> {site.name}
        </RouterLink>
        <nav aria-label="Main">
          <ul className={`${styles.inlineList} ${styles.mainNavList}`}>
            {mainNav.map((item) =>
              item.kind === 'link' ? (
                <li key={item.label}>
                  <SiteLink href={item.href}>{item.label}</SiteLink>
                </li>
              ) : null,
            )}
            <li>
              <AuthStatus />
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
