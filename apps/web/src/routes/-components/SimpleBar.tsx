import { useLocation } from '@tanstack/react-router';
import { simpleNav } from '@wh/content';
import { Container } from '@wh/ui';
import { CountrySwitch } from './CountrySwitch';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** The simple bar: the main sections in one line, and the country selector. */
export function SimpleBar() {
  const { pathname } = useLocation();
  return (
    <div className={styles.simpleBar}>
      <Container className={styles.simpleBarInner}>
        <nav aria-label="Sections">
          <ul className={styles.inlineList}>
            {simpleNav.map((item) => (
              <li key={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
                <SiteLink href={item.href}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <CountrySwitch />
      </Container>
    </div>
  );
}
