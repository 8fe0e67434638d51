import type { ErrorComponentProps } from '@tanstack/react-router';
import { site } from '@wh/content';
import { Island } from '../../islands/Island';
import NotFoundReport from '../../islands/NotFoundReport.island';
import { robotsContent } from '../../sitePolicy';
import * as styles from './layout.css';
import { PageHeader } from './PageParts';
import { SiteLink } from './SiteLink';

/**
 * The router's default not-found page: any address no route matches, and any route that says
 * `notFound()` (an article that does not exist). Served with status 404.
 *
 * @example
 * createRouter({ routeTree, defaultNotFoundComponent: NotFound });
 */
export function NotFound() {
  return (
    <>
      {/* The spec asks for the missing path in the console, for whoever debugs a broken link. */}
      <Island component={NotFoundReport} props={{}} />
      {/* React hoists these into <head>; a missing page must stay out of search results. */}
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content={robotsContent.noindex} />
      <PageHeader title="Oops! Page not found" lead="The page you asked for does not exist or has moved." />
      <p>
        <SiteLink href="/" className={styles.targetLink}>
          Return to the home page
        </SiteLink>
      </p>
    </>
  );
}

/**
 * The router's default error page: a route that fails while rendering or loading shows this,
 * inside the site's header and footer, with status 500, instead of an empty document. The
 * prerender refuses to write a page that answers 500, so a broken page fails the build; in
 * development it says what went wrong.
 *
 * @example
 * createRouter({ routeTree, defaultErrorComponent: PageError });
 */
export function PageError({ error }: ErrorComponentProps) {
  return (
    <>
      <title>{`Something went wrong | ${site.name}`}</title>
      <meta name="robots" content={robotsContent.noindex} />
      <PageHeader title="Sorry, something went wrong" lead="This page could not be shown. Please try again later." />
      {import.meta.env.DEV ? <pre>{error instanceof Error ? (error.stack ?? error.message) : String(error)}</pre> : null}
      <p>
        <SiteLink href="/" className={styles.targetLink}>
          Return to the home page
        </SiteLink>
      </p>
    </>
  );
}
