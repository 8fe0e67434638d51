import { createFileRoute } from '@tanstack/react-router';
import { atoZFor, routeMeta, searchDocumentsFor, type AtoZEntry } from '@wh/content';
import { pageHead } from '../seo';
import * as primitives from '../lib/primitives.css';
import * as pageStyles from '../page/page.css';
import { PageHeader, PageSection } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import * as listStyles from '../lib/weekByWeek.css';

export const Route = createFileRoute('/a-z')({
  // The lexicon's conditions and symptoms in this site's words (`atoZFor`), each beside the title of
  // the guide that answers it, from the records the search index is built from (one home for what
  // each page is called).
  loader: async ({ context }) => {
    const titles = new Map((await searchDocumentsFor(context.country)).map((page) => [page.path, page.title]));
    return lettered(atoZFor(context.country).map((entry) => ({ ...entry, guide: titles.get(entry.href.split('#')[0]!) ?? '' })));
  },
  head: pageHead('/a-z'),
  staticData: { mode: 'reading' },
  component: AtoZPage,
});

interface Entry extends AtoZEntry {
  /** The title of the page that answers it. */
  guide: string;
}

/** The entries by first letter, in the order `atoZFor` sorts them. */
function lettered(entries: readonly Entry[]): { letter: string; entries: Entry[] }[] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const letter = entry.name[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].map(([letter, inLetter]) => ({ letter, entries: inLetter }));
}

const idFor = (letter: string) => `letter-${letter.toLowerCase()}`;

function AtoZPage() {
  const letters = Route.useLoaderData();
  return (
    <>
      <PageHeader title={routeMeta['/a-z'].title} lead={routeMeta['/a-z'].description} />
      <p>
        Not listed? <SiteLink href="/search">Search every page of this guide</SiteLink>.
      </p>
      <nav aria-label="Letters">
        <ul className={pageStyles.inlineList}>
          {letters.map(({ letter }) => (
            <li key={letter}>
              <a href={`#${idFor(letter)}`} className={primitives.targetLink}>
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map(({ letter, entries }) => (
        <PageSection key={letter} id={idFor(letter)} title={letter}>
          <ul className={listStyles.linkList}>
            {entries.map((entry) => (
              <li key={entry.name}>
                <SiteLink href={entry.href} className={listStyles.linkRow}>
                  {entry.name}
                </SiteLink>{' '}
                <span className={primitives.muted}>{entry.guide}</span>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}
