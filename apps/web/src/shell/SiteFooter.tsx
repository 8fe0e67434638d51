import { anchors, footer as footerContent, footerGroups, medicalDisclaimer, site } from '@wh/content';
import { Container, Icon } from '@wh/ui';
import { useCountry } from '../country';
import * as styles from './shell.css';
import { SiteLink } from '../lib/SiteLink';
import { localText } from '../lib/keepTogether';

/** "2024–2026": from first publication (the spec's 2024) to the year this build was made. */
const copyrightYears =
  __BUILD_YEAR__ > site.firstPublishedYear ? `${site.firstPublishedYear}–${__BUILD_YEAR__}` : String(site.firstPublishedYear);

/**
 * The footer: quick links, resources, countries served, the security badge, the medical
 * disclaimer and the copyright line. The disclaimer is here, once, on every page (pages do not
 * repeat it), at the anchor the footer's own "Medical Disclaimer" link points to.
 */
export function SiteFooter() {
  const country = useCountry();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.footerGrid}>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={styles.footerHeading}>{group.title}</h2>
              <ul className={styles.footerLinks}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="countries-served">
            <h2 id="countries-served" className={styles.footerHeading}>
              {footerContent.countriesTitle}
            </h2>
            <ul className={styles.footerLinks}>
              {footerContent.countries.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p>
              <Icon name="lock" size="sm" /> {footerContent.badge}
            </p>
          </section>
        </div>
        <div className={styles.footerNote}>
          <section id={anchors.medicalDisclaimer} aria-labelledby="medical-disclaimer-heading">
            <h2 id="medical-disclaimer-heading" className={styles.footerHeading}>
              Medical disclaimer
            </h2>
            <p>{localText(medicalDisclaimer, country)}</p>
          </section>
          <p>
            © {copyrightYears} {site.copyrightHolder}
          </p>
        </div>
      </Container>
    </footer>
  );
}
