import { pageSources, type Reference, type Review, type WarningSignId } from '@wh/content';
import { signedReview } from '@wh/content/review';
import { Link } from '@wh/ui';
import type { ReactNode } from 'react';
import { useCountry } from '../country';
import { usePageContext } from '../pageContext';
import { DateText } from '../lib/DateText';
import { keepTogether } from '../lib/keepTogether';
import * as primitives from '../lib/primitives.css';
import * as pageStyles from './page.css';
import * as signStyles from './warningSigns.css';

/**
 * The id of every page's one h1, so a page's <article> can be named by it:
 * `<article aria-labelledby={pageTitleId}>`.
 */
export const pageTitleId = 'page-title';

/**
 * The top of a page: its one h1 (with the id {@link pageTitleId}) and an optional lead paragraph.
 *
 * @example
 * <PageHeader title="Pregnancy" lead="Week by week…" />
 */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className={pageStyles.page}>
      <h1 id={pageTitleId}>{title}</h1>
      {lead ? <p className={pageStyles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

export { PageSection } from '../lib/PageSection';

/**
 * Who reviewed a page, when, and when it is next due, as the NHS shows them. A clinician is named
 * only while their sign-off covers the page's current words on this site (the page context's
 * `signOff`, from clinical-review/sign-offs.json); otherwise the page's own `review` shows, which
 * says the clinical review is pending. See docs/clinical-review.md.
 *
 * @example
 * <PageReview review={page.review} />
 */
export function PageReview({ review }: { review: Review }) {
  const { signOff } = usePageContext();
  const shown = signOff ? signedReview(signOff) : review;
  return (
    <dl className={signStyles.reviewList}>
      <dt>Reviewed by</dt>
      <dd>{shown.reviewedBy}</dd>
      <dt>Last reviewed</dt>
      <dd>
        <DateText iso={shown.lastReviewed} />
      </dd>
      <dt>Next review due</dt>
      <dd>
        <DateText iso={shown.nextReviewDue} />
      </dd>
    </dl>
  );
}

/**
 * Where a page's advice comes from on this country's site (`pageSources`:
 * its own references fit for the country and the sources of the warning signs
 * it shows, each once) and who reviewed it and when. (The
 * medical disclaimer is in the footer of every page, once.)
 *
 * @example
 * <Sources references={page.references} signs={signIdsIn(page)} review={page.review} />
 */
export function Sources({
  references,
  signs = [],
  review,
  headingLevel = 2,
  foldedSummary,
}: {
  references: readonly Reference[];
  signs?: readonly WarningSignId[];
  review: Review;
  /** 3 inside a tab panel, whose own heading is the h2. */
  headingLevel?: 2 | 3;
  /**
   * Folds a long list (a native <details>, which opens without JavaScript too) under this line, given
   * how many sources there are: the symptom checker's answers cite every sign's sources, which
   * would be the longest part of the page on a phone.
   */
  foldedSummary?: (count: number) => string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const all = pageSources(references, signs, useCountry());
  const list = (
    <ul>
      {all.map((reference) => (
        <li key={reference.url}>
          <Link href={reference.url} external>
            {keepTogether(reference.title)}
          </Link>{' '}
          <span className={primitives.muted}>({reference.publisher})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="sources-heading" className={primitives.section}>
      <Heading id="sources-heading">Sources</Heading>
      {foldedSummary ? (
        <details className={signStyles.foldedCard}>
          <summary className={signStyles.foldedCardSummary}>{foldedSummary(all.length)}</summary>
          {list}
        </details>
      ) : (
        list
      )}
      <PageReview review={review} />
    </section>
  );
}

