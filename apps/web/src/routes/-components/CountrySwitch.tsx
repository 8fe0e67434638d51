import { useLocation } from '@tanstack/react-router';
import { countryOptions } from '@wh/content';
import { countrySiteUrl } from '@wh/core';
import { siteOrigins } from '../../config';
import { useCountry } from '../../country';
import * as styles from './layout.css';

/**
 * Choose the UK or Nigeria site. Each choice is a plain link to the other
 * site at the same page, so it works before (and without) JavaScript.
 */
export function CountrySwitch() {
  const country = useCountry();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Country">
      <ul className={styles.inlineList}>
        {countryOptions.map((option) => (
          <li key={option.country}>
            {option.country === country ? (
              <strong aria-current="true">{option.label}</strong>
            ) : (
              <a
                href={countrySiteUrl(option.country, `${siteOrigins[country]}${pathname}`, siteOrigins)}
                hrefLang="en"
                onClick={(event) => {
                  // Keep the reader's query and #section too, which the server could not know.
                  event.currentTarget.href = countrySiteUrl(option.country, window.location.href, siteOrigins);
                }}
              >
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
