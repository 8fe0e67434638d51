import { countrySiteUrl, type Country } from '@wh/core';
import type { MouseEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CountrySelector.css';

const countries: readonly { code: Country; short: string }[] = [
  { code: 'uk', short: 'UK' },
  { code: 'ng', short: 'Nigeria' },
];

export interface CountrySelectorProps {
  /** The country of the site being viewed (from `detectCountry(hostname)`). */
  country: Country;
  /** Each country's site origin, e.g. `{ uk: 'https://example.org', ng: 'https://nigeria.example.org' }`. */
  origins: Readonly<Record<Country, string>>;
  /**
   * The current path with any query, e.g. `/pregnancy?tab=2`. Default `/`.
   * @default /
   */
  path?: string;
  className?: string;
}

/**
 * Switches between the UK and Nigeria sites. The other country is an ordinary link to its site at
 * the same path, so it works without JavaScript; with JavaScript the address is re-read at the
 * moment of the click, so the reader lands on the page they are on now (path, query and hash).
 *
 * @example
 * <CountrySelector country={detectCountry(location.hostname)} origins={site.origins} path="/pregnancy" />
 */
export function CountrySelector({ country, origins, path = '/', className }: CountrySelectorProps) {
  const here = new URL(path, origins[country]).href;

  const go = (target: Country) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) behave as the reader expects.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.location.assign(countrySiteUrl(target, window.location.href, origins));
  };

  return (
    <nav aria-label="Country" className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.label} aria-hidden="true">
        Country:
      </span>
      <ul className={styles.list}>
        {countries.map(({ code, short }) => (
          <li key={code}>
            {code === country ? (
              <span className={styles.current} aria-current="true">
                {short} <VisuallyHidden>(current site)</VisuallyHidden>
              </span>
            ) : (
              <a
                href={countrySiteUrl(code, here, origins)}
                hrefLang={code === 'uk' ? 'en-GB' : 'en-NG'}
                className={styles.other}
                onClick={go(code)}
              >
                <VisuallyHidden>Switch to the</VisuallyHidden> {short} <VisuallyHidden>site</VisuallyHidden>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
