import { localize, signIdsIn, type TimelineItem as ContentTimelineItem, type TopicPageBase } from '@wh/content';
import { Card } from '@wh/ui';
import type { ReactNode } from 'react';
import { useCountry } from '../../country';
import { imageUrl } from '../../images';
import { Island } from '../../islands/Island';
import { TimelineIsland } from '../../islands/Disclosures';
import { ContentBlocks } from './ContentBlocks';
import * as styles from './layout.css';
import { PageShare, Sources } from './PageParts';
import { TopicGuides } from './TopicGuides';

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
      <TopicGuides topic={page.id} />
      <PageShare title={page.title} description={page.description} hashtags={page.hashtags} />
      <Sources references={page.references} signs={signIdsIn(page)} review={page.review} disclaimer={page.disclaimer} />
    </article>
  );
}

/** A content timeline, as a Timeline island: titles as data, each item's text as static HTML. */
export function ContentTimeline({ items, label }: { items: readonly ContentTimelineItem[]; label: string }) {
  const country = useCountry();
  return (
    <Island
      name="Timeline"
      component={TimelineIsland}
      props={{
        label,
        items: items.map((item) => ({
          id: item.id,
          title: item.title,
          icon: item.icon,
          meta: item.meta ? localize(item.meta, country) : undefined,
          defaultOpen: item.defaultOpen,
        })),
      }}
      slots={items.map((item) => (
        <ContentBlocks key={item.id} blocks={item.content} />
      ))}
    />
  );
}
