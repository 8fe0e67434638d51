import { useEffect } from 'react';

/** On the not-found page: names the missing address in the console, for whoever debugs a broken link. */
export function NotFoundReport() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return null;
}
