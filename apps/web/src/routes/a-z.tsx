import { createFileRoute } from '@tanstack/react-router';
import { routeMeta, searchDocumentsFor, type InternalHref } from '@wh/content';
import { pageHead } from '../seo';
import * as primitives from '../lib/primitives.css';
import * as pageStyles from '../page/page.css';
import { PageHeader, PageSection } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import * as listStyles from '../lib/weekByWeek.css';

export const Route = createFileRoute('/a-z')({
  // The same records the search index is built from (one home for what each page is called and
  // which part of the site it is in), without the glossary's terms, which have a page of their own.
  loader: async ({ context }) => {
    const pages = (await searchDocumentsFor(context.country)).filter(
      (page) => !page.path.includes('#') && page.path !== '/a-z',
    );
    return lettered(pages.map(({ path, title, section }) => ({ path: path as InternalHref, title, section })));
  },
  head: pageHead('/a-z'),
  staticData: { mode: 'reading' },
  component: AtoZPage,
});

interface Entry {
  path: InternalHref;
  title: string;
  section: string;
}

/** The pages by first letter, A to Z (numbers first: "4 weeks pregnant"), each letter's pages in order. */
function lettered(pages: readonly Entry[]): { letter: string; pages: Entry[] }[] {
  const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
  const groups = new Map<string, Entry[]>();
  for (const page of [...pages].sort((a, b) => collator.compare(a.title, b.title))) {
    const first = page.title[0]!.toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '0–9';
    groups.set(letter, [...(groups.get(letter) ?? []), page]);
  }
  return [...groups].map(([letter, entries]) => ({ letter, pages: entries }));
}

const idFor = (letter: string) => (letter === '0–9' ? 'numbers' : `letter-${letter.toLowerCase()}`);

function AtoZPage() {
  const letters = Route.useLoaderData();
  return (
    <>
      <PageHeader title={routeMeta['/a-z'].title} lead={routeMeta['/a-z'].description} />
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
      {letters.map(({ letter, pages }) => (
        <PageSection key={letter} id={idFor(letter)} title={letter}>
          <ul className={listStyles.linkList}>
            {pages.map((page) => (
              <li key={page.path}>
                <SiteLink href={page.path} className={listStyles.linkRow}>
                  {page.title}
                </SiteLink>{' '}
                <span className={primitives.muted}>{page.section}</span>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}
