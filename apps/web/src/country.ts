import type { Country } from '@wh/core';
import { usePageContext } from './pageContext';

/** The country of the site being read (from the Host the page was served for). */
export function useCountry(): Country {
  return usePageContext().country;
}
