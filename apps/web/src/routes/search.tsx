import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import { Island } from '../islands/runtime/Island';
import SiteSearchIsland from '../islands/SiteSearch/SiteSearch.island';
import { searchIndexFile } from '../searchIndexFile';
import { pageHead } from '../seo';
import { PageHeader } from '../page/PageParts';
import { searchFallbackPath } from '../islands/SiteSearch/SiteSearch';
import { SiteLink } from '../lib/SiteLink';
import * as styles from '../page/page.css';

export const Route = createFileRoute('/search')({
  loader: async ({ context }) => ({ indexPath: (await searchIndexFile(context.country)).path }),
  head: pageHead('/search'),
  staticData: { mode: 'tool' },
  component: SearchPage,
});

function SearchPage() {
  const { indexPath } = Route.useLoaderData();
  return (
    <>
      <PageHeader title={routeMeta['/search'].title} lead={routeMeta['/search'].description} />
      <div className={styles.prose}>
        <Island component={SiteSearchIsland} props={{ indexPath }} />
        <p>
          Looking for something else? <SiteLink href={searchFallbackPath}>The A to Z</SiteLink> lists every page of
          this guide.
        </p>
      </div>
    </>
  );
}
