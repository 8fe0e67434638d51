import { useRouteContext } from '@tanstack/react-router';
import type { Country } from '@wh/core';

/** The country of the site being read (from the Host the page was served for). */
export function useCountry(): Country {
  return useRouteContext({ from: '__root__', select: (context) => context.country });
}
