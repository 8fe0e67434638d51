import { useLocation } from '@tanstack/react-router';
import { simpleNav } from '@wh/content';
import { Container, CountrySelector } from '@wh/ui';
import { siteOrigins } from '../../config';
import { useCountry } from '../../country';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** The simple bar: the main sections in one line, and the country selector. */
export function SimpleBar() {
  const country = useCountry();
  const { pathname } = useLocation();
  return (
    <div className={styles.simpleBar}>
      <Container className={styles.simpleBarInner}>
        <nav aria-label="Sections">
          <ul className={styles.inlineList}>
            {simpleNav.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <CountrySelector country={country} origins={siteOrigins} path={pathname} />
      </Container>
    </div>
  );
}
