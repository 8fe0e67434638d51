/** The two countries the site serves. */
export type Country = 'uk' | 'ng';

/**
 * Works out which country's site a hostname belongs to: Nigeria when the
 * hostname contains the word "nigeria" (in any case), otherwise the UK.
 *
 * @example
 * detectCountry('nigeria.localhost'); // 'ng'
 * detectCountry('www.example.co.uk'); // 'uk'
 */
export function detectCountry(hostname: string): Country {
  return hostname.toLowerCase().includes('nigeria') ? 'ng' : 'uk';
}
