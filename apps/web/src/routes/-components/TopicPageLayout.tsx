import { localize, type TimelineItem as ContentTimelineItem, type TopicPageBase } from '@wh/content';
import { Card, Timeline, type TimelineItem } from '@wh/ui';
import type { ReactNode } from 'react';
import { useCountry } from '../../country';
import { imageUrl } from '../../images';
import { ContentBlocks } from './ContentBlocks';
import { ContentIcon } from './ContentIcon';
import * as styles from './layout.css';
import { PageShare, Sources } from './PageParts';

/**
 * What every topic page shares: the hero with its one h1, the plain-language
 * summary, then the page's own sections, then sources, review date and
 * disclaimer.
 */
export function TopicPageLayout({ page, children }: { page: TopicPageBase; children: ReactNode }) {
  const country = useCountry();
  return (
    <article aria-labelledby="page-title">
      <div className={styles.hero}>
        <header>
          <h1 id="page-title">{page.hero.title}</h1>
          <p className={styles.lead}>{page.hero.text}</p>
        </header>
        <img
          className={styles.heroImage}
          src={imageUrl(page.hero.image)}
          width={page.hero.image.width}
          height={page.hero.image.height}
          alt={page.hero.image.alt}
          fetchPriority="high"
        />
      </div>
      <Card as="section" aria-labelledby="summary-heading" className={styles.section}>
        <h2 id="summary-heading">{page.summary.heading}</h2>
        <p>{localize(page.summary.text, country)}</p>
        <ul>
          {page.summary.points.map((point, index) => (
            <li key={index}>{localize(point, country)}</li>
          ))}
        </ul>
      </Card>
      {children}
      <PageShare title={page.title} description={page.description} hashtags={page.hashtags} />
      <Sources references={page.references} lastReviewed={page.lastReviewed} disclaimer={page.disclaimer} />
    </article>
  );
}

/**
 * Content timeline items as @wh/ui timeline items, localized for the reader.
 *
 * @example
 * <Timeline items={useTimelineItems(fertility.timeline)} aria-label="Fertility journey" />
 */
export function useTimelineItems(items: readonly ContentTimelineItem[]): TimelineItem[] {
  const country = useCountry();
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    icon: <ContentIcon name={item.icon} />,
    meta: item.meta ? localize(item.meta, country) : undefined,
    defaultOpen: item.defaultOpen,
    content: <ContentBlocks blocks={item.content} />,
  }));
}

/** A content timeline rendered with the @wh/ui Timeline. */
export function ContentTimeline({ items, label }: { items: readonly ContentTimelineItem[]; label: string }) {
  return <Timeline items={useTimelineItems(items)} aria-label={label} />;
}
