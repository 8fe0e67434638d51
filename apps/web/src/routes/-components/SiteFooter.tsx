import { footer as footerContent, footerGroups, localize, medicalDisclaimer, site } from '@wh/content';
import { Container, Icon } from '@wh/ui';
import { useCountry } from '../../country';
import * as styles from './layout.css';
import { SiteLink } from './SiteLink';

/** "2024–2026": from first publication (the spec's 2024) to the year this build was made. */
const copyrightYears =
  __BUILD_YEAR__ > site.firstPublishedYear ? `${site.firstPublishedYear}–${__BUILD_YEAR__}` : String(site.firstPublishedYear);

/**
 * The footer: quick links, resources, countries served, the security badge,
 * the medical disclaimer and the copyright line.
 */
export function SiteFooter() {
  const country = useCountry();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.footerGrid}>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul className={styles.plainList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="countries-served">
            <h2 id="countries-served">{footerContent.countriesTitle}</h2>
            <ul className={styles.plainList}>
              {footerContent.countries.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p>
              <Icon name="lock" size="sm" /> {footerContent.badge}
            </p>
          </section>
        </div>
        <p className={styles.muted}>{localize(medicalDisclaimer, country)}</p>
        <p className={styles.muted}>
          © {copyrightYears} {site.copyrightHolder}
        </p>
      </Container>
    </footer>
  );
}
