import { useLocation } from '@tanstack/react-router';
import { simpleNav } from '@wh/content';
import { Container, CountrySelector } from '@wh/ui';
import { siteOrigins } from '../config';
import { useCountry } from '../country';
import * as styles from './shell.css';
import { SiteLink } from '../lib/SiteLink';

/**
 * The simple bar: the main sections in one row, and on small screens the country selector. It is
 * shown only without JavaScript, when the main bar's menus and drawer cannot open: with JavaScript
 * the main bar has the same links, and no reader should meet them twice above the page's title.
 */
export function SimpleBar() {
  const country = useCountry();
  const { pathname } = useLocation();
  return (
    <div className={styles.simpleBar}>
      <Container className={styles.simpleBarInner}>
        <nav aria-label="Sections" className={styles.simpleBarNav}>
          {/* data-scroll-x: on a phone the row scrolls sideways by design. */}
          <ul className={styles.simpleBarList} data-scroll-x="">
            {simpleNav.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On large screens the header's top row has the country selector. */}
        <div className={styles.mobileOnly}>
          <CountrySelector country={country} origins={siteOrigins} path={pathname} />
        </div>
      </Container>
    </div>
  );
}
