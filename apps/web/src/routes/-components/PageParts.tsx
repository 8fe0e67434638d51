import { localize, type EmergencyNotice, type Reference, type WarningSignGroup } from '@wh/content';
import { useLocation } from '@tanstack/react-router';
import { Alert, Card, Link } from '@wh/ui';
import type { ReactNode } from 'react';
import { siteOrigins } from '../../config';
import { useCountry } from '../../country';
import { Island } from '../../islands/Island';
import { ShareSection } from '../../islands/ShareSection';
import { DateText } from './DateText';
import * as styles from './layout.css';

/**
 * The top of a page: its one h1 and an optional lead paragraph.
 *
 * @example
 * <PageHeader title="Pregnancy" lead="Week by week…" />
 */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.page}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

/** A page section with a heading the section is named by. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Warning signs and what to do about them, for the reader's country.
 *
 * @example
 * <WarningSigns group={pregnancy.warningSigns.early} />
 */
export function WarningSigns({ group, headingLevel = 3 }: { group: WarningSignGroup; headingLevel?: 2 | 3 }) {
  const country = useCountry();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" aria-labelledby={`${group.id}-heading`}>
      <Heading id={`${group.id}-heading`}>{group.title}</Heading>
      {group.meta ? <p className={styles.muted}>{localize(group.meta, country)}</p> : null}
      <ul>
        {group.signs.map((sign, index) => (
          <li key={index}>{localize(sign, country)}</li>
        ))}
      </ul>
      <p>
        <strong>{localize(group.action, country)}</strong>
      </p>
    </Card>
  );
}

/** The boxed "what to do in an emergency" notice, announced to screen readers as an alert. */
export function EmergencyNote({ notice }: { notice: EmergencyNotice }) {
  const country = useCountry();
  return (
    <Alert variant="destructive" title={notice.title}>
      {localize(notice.text, country)}
    </Alert>
  );
}

/**
 * Where a page's advice comes from and when it was last reviewed. (The medical disclaimer is in
 * the footer of every page, once.)
 *
 * @example
 * <Sources references={page.references} lastReviewed={page.lastReviewed} />
 */
export function Sources({ references, lastReviewed }: { references: readonly Reference[]; lastReviewed: string }) {
  return (
    <section aria-labelledby="sources-heading" className={styles.section}>
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {references.map((reference) => (
          <li key={reference.url}>
            <Link href={reference.url} external>
              {reference.title}
            </Link>{' '}
            <span className={styles.muted}>({reference.publisher})</span>
          </li>
        ))}
      </ul>
      <p>
        Last reviewed: <DateText iso={lastReviewed} />
      </p>
    </section>
  );
}

/**
 * The share block for a content page. It shares the page's canonical address,
 * which the server knows too, so the prerendered markup matches the browser's.
 *
 * @example
 * <PageShare title={page.title} description={page.description} hashtags={page.hashtags} />
 */
export function PageShare({ title, description, hashtags }: { title: string; description: string; hashtags?: readonly string[] }) {
  const country = useCountry();
  const { pathname } = useLocation();
  return (
    <Island
      name="ShareSection"
      component={ShareSection}
      props={{ title, description, hashtags, url: `${siteOrigins[country]}${pathname}` }}
    />
  );
}
