import { loadSearchIndexAsync, type SearchResult, type SiteSearch as Index } from '@wh/content/search';
import { Button, Link, SearchField } from '@wh/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as primitives from '../../lib/primitives.css';
import * as listStyles from '../../lib/weekByWeek.css';
import * as styles from './SiteSearch.css';

/** Where the form goes without JavaScript: the page that lists every layout. */
export const searchFallbackPath = '/a-z';

// Ten, as web search engines show: the best matches fit a phone's screen or two.
const resultLimit = 10;

type IndexState = { state: 'loading' } | { state: 'ready'; index: Index } | { state: 'failed' };

function statusText(index: IndexState, text: string, results: readonly SearchResult[]): string {
  if (text === '') return 'Type a word to search every page of this guide.';
  if (index.state === 'loading') return 'Getting the search ready…';
  if (index.state === 'failed') return 'The search could not load. Check your connection, or use the A to Z below.';
  if (results.length === 0) return `No pages match "${text}". Try another word, or use the A to Z below.`;
  const count = results.length === resultLimit ? `The ${resultLimit} best matches` : results.length === 1 ? '1 page matches' : `${results.length} pages match`;
  return `${count} for "${text}".`;
}

/**
 * Search over every page of the country's site, as the reader types. The index (built at build
 * time, `indexPath`) is downloaded when the island starts and kept by the service worker for
 * offline use; it is loaded (parsed, in steps) once the reader reaches for the field, since
 * loading it costs a phone's CPU more than everything else the page does as it starts. Without
 * JavaScript the same form goes to the A to Z, and the page says so.
 *
 * @example
 * <Island component={SiteSearchIsland} props={{ indexPath: '/assets/search-index-3f9c0a1b2c4d.json' }} />
 */
export function SiteSearch({ indexPath }: { indexPath: string }) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<IndexState>({ state: 'loading' });
  // Set once the reader focuses the field or types: then the downloaded index is loaded.
  const [wanted, setWanted] = useState(false);
  const download = useRef<Promise<string> | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const resultsList = useRef<HTMLOListElement>(null);

  useEffect(() => {
    download.current = fetch(indexPath).then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
      return response.text();
    });
    // Not yet loaded, a failure is reported when the reader reaches for the field.
    download.current.catch(() => {});
    // Words typed before the page's code ran are in the field already: search for them. Else the
    // words the reader sent from another page's search form (the home page's: /search?q=...).
    const sent = field.current?.value || new URLSearchParams(window.location.search).get('q')?.trim();
    if (sent) {
      setQuery(sent);
      setWanted(true);
    }
    // So is the focus, if the reader was in the field.
    if (field.current && document.activeElement === field.current) setWanted(true);
  }, [indexPath]);

  useEffect(() => {
    if (!wanted || !download.current) return;
    let current = true;
    download.current
      // In steps: loading the whole index in one task would hold up a tap for over 100 ms on a phone.
      .then((json) => loadSearchIndexAsync(json))
      .then((loaded) => current && setIndex({ state: 'ready', index: loaded }))
      .catch(() => current && setIndex({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [wanted, indexPath]);

  const text = query.trim();
  const results = index.state === 'ready' && text !== '' ? index.index.search(text, resultLimit) : [];

  // With JavaScript the results are already on the page: Enter takes the reader to the first one.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resultsList.current?.querySelector('a')?.focus();
  };

  return (
    <div className={primitives.stack}>
      <form action={searchFallbackPath} method="get" role="search" aria-label="This guide" onSubmit={onSubmit} className={primitives.stack}>
        <SearchField
          ref={field}
          label="Search this guide"
          hint="Type a word or two, as you would say them: scan, PND, bleeding 8 weeks."
          name="q"
          value={query}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setQuery(event.target.value);
          }}
        />
        <p className={primitives.withoutScriptOnly}>
          Search needs JavaScript, which is off in your browser. The Search button takes you to the A to Z of
          conditions and symptoms, each linked to the part of this guide that answers it.
        </p>
        <div>
          <Button type="submit">Search</Button>
        </div>
      </form>
      <p role="status" className={primitives.needsScript} data-needs-javascript="">
        {statusText(index, text, results)}
      </p>
      {results.length > 0 ? (
        <ol ref={resultsList} className={styles.searchResults} aria-label={`Results for "${text}"`}>
          {results.map((result) => (
            <li key={result.path}>
              <Link href={result.href} className={listStyles.linkRow}>
                {result.title}
              </Link>
              <p className={primitives.muted}>{result.section}</p>
              <p>{result.description}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
