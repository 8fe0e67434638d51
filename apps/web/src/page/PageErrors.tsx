import type { ErrorComponentProps } from '@tanstack/react-router';
import { site } from '@wh/content';
import type { ReactNode } from 'react';
import { notFoundMark } from '../lib/notFound';
import { robotsContent } from '../sitePolicy';
import * as primitives from '../lib/primitives.css';
import { PageHeader } from './PageParts';
import { SiteLink } from '../lib/SiteLink';

/**
 * The router's default not-found page: any address no route matches, and any route that says
 * `notFound()` (an article that does not exist). Served with status 404.
 *
 * @example
 * createRouter({ routeTree, defaultNotFoundComponent: NotFound });
 */
export function NotFound() {
  return (
    <ErrorPage title="Page not found" heading="Oops! Page not found" lead="The page you asked for does not exist or has moved.">
      {/* The page's code names the missing path in the console, for whoever debugs a broken link. */}
      <span {...{ [notFoundMark]: '' }} hidden />
    </ErrorPage>
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
    <ErrorPage title="Something went wrong" heading="Sorry, something went wrong" lead="This page could not be shown. Please try again later.">
      {import.meta.env.DEV ? <pre>{error instanceof Error ? (error.stack ?? error.message) : String(error)}</pre> : null}
    </ErrorPage>
  );
}

/** What both pages share: kept out of search results, their heading, and the way home. */
function ErrorPage({ title, heading, lead, children }: { title: string; heading: string; lead: string; children: ReactNode }) {
  return (
    <>
      {/* React hoists these into <head>; such a page must stay out of search results. */}
      <title>{`${title} | ${site.name}`}</title>
      <meta name="robots" content={robotsContent.noindex} />
      <PageHeader title={heading} lead={lead} />
      {children}
      <p>
        <SiteLink href="/" className={primitives.targetLink}>
          Return to the home page
        </SiteLink>
      </p>
    </>
  );
}
