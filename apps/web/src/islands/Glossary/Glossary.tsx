import { glossary, glossaryNoMatchMessage, glossaryTermAnchor, searchGlossary } from '@wh/content';
import { SearchField } from '@wh/ui';
import { useEffect, useRef, useState } from 'react';
import * as primitives from '../../lib/primitives.css';
import * as styles from './Glossary.css';

/**
 * The medical glossary, filtered live as the reader types. Every term is in the server HTML, so
 * the whole glossary reads without JavaScript; a polite status line says how many terms match.
 *
 * @example
 * <Glossary />
 */
export function Glossary() {
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  // Words typed before the page's code ran are in the field already: filter by them.
  useEffect(() => {
    if (search.current?.value) setQuery(search.current.value);
  }, []);
  const matches = searchGlossary(query);
  const text = query.trim();
  return (
    <div className={primitives.stack}>
      <SearchField
        ref={search}
        label="Search the glossary"
        hint="Type a word, such as trimester or PCOS."
        name="glossarySearch"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status">
        {matches.length === 0
          ? glossaryNoMatchMessage(text)
          : text === ''
            ? `${glossary.length} terms`
            : `${matches.length} of ${glossary.length} terms match "${text}"`}
      </p>
      {matches.length > 0 ? (
        <dl className={styles.glossaryList}>
          {matches.map((entry) => (
            // The search links each term's result here.
            <div key={entry.term} id={glossaryTermAnchor(entry.term)}>
              <dt>{entry.term}</dt>
              {entry.alsoKnownAs.length > 0 ? <dd className={primitives.metaRow}>Also called: {entry.alsoKnownAs.join(', ')}</dd> : null}
              <dd>{entry.definition}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
