import { localize, signIdsIn, whenToGetHelp, type TimelineItem as ContentTimelineItem, type TopicPageBase, type WarningSignId } from '@wh/content';
import { Card, Timeline } from '@wh/ui';
import { useCountry } from '../country';
import { imageUrl } from '../images';
import { ContentIcon } from '../lib/ContentIcon';
import { ContentBlocks } from './ContentBlocks';
import * as styles from './page.css';
import * as contentsStyles from './OnThisPage.css';
import * as primitives from '../lib/primitives.css';
import { OnThisPage } from './OnThisPage';
import { pageTitleId, PageSection, Sources } from './PageParts';
import { ShareLinks } from './ShareLinks';
import { localText } from '../lib/keepTogether';
import { topicGuidesSection } from './TopicGuides';
import { SignsSectionContext, useSignsSection } from './signsOnPage';
import { WarningSignCards } from './WarningSignCards';
import type { TopicSection } from './topicSection';

/**
 * What every topic page shares: the hero with its one h1, an "On this page" list, the
 * plain-language summary, the page's own sections, one "When to get help", the topic's guides (from
 * the article registry), then sharing, sources and the review details. The sections are given as
 * data, so the contents list and the headings come from one place.
 *
 * "When to get help" shows every warning sign the page's content names (`signIdsIn(page)`), each
 * once, most urgent first; the parts of the page that name signs link to it instead of repeating
 * the cards (`SignsSectionContext`). `signNotes` adds the page's own note under a sign there.
 */
export function TopicPageLayout({
  page,
  sections,
  signNotes,
}: {
  page: TopicPageBase;
  sections: readonly TopicSection[];
  signNotes?: Partial<Record<WarningSignId, string>>;
}) {
  const country = useCountry();
  const summaryId = 'summary';
  const guides = topicGuidesSection(page.id);
  const signs = [...new Set(signIdsIn(page))];
  const help: TopicSection | null =
    signs.length > 0
      ? {
          id: whenToGetHelp.id,
          title: whenToGetHelp.title,
          content: (
            <>
              <p>{whenToGetHelp.topicIntro}</p>
              {/* The cards that can wait a few hours fold, so the emergencies lead and the page stays short. */}
              <WarningSignCards signs={signs} headingLevel={3} signNotes={signNotes} foldLowerLevels />
            </>
          ),
        }
      : null;
  const allSections = [...sections, ...(help ? [help] : []), ...(guides ? [guides] : [])];
  return (
    <article aria-labelledby={pageTitleId} className={styles.page}>
      <div className={styles.hero}>
        <header className={styles.heroText}>
          <h1 id={pageTitleId}>{page.hero.title}</h1>
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
      <div className={contentsStyles.withContents}>
        <OnThisPage entries={[{ id: summaryId, title: page.summary.heading }, ...allSections]} />
        <div className={`${contentsStyles.contentsText} ${styles.page}`}>
          <Card as="section" id={summaryId} aria-labelledby="summary-heading">
            <h2 id="summary-heading">{page.summary.heading}</h2>
            <p>{localText(page.summary.text, country)}</p>
            <ul>
              {page.summary.points.map((point, index) => (
                <li key={index}>{localText(point, country)}</li>
              ))}
            </ul>
          </Card>
          <SignsSectionContext value={help ? help.id : null}>
          {allSections.map((section) =>
            section.ownHeading ? (
              <div key={section.id} id={section.id} className={primitives.section}>
                {section.content}
              </div>
            ) : (
              <PageSection key={section.id} id={section.id} title={section.title}>
                {section.content}
              </PageSection>
            ),
          )}
          </SignsSectionContext>
          <ShareLinks title={page.title} description={page.description} hashtags={page.hashtags} />
          <Sources references={page.references} signs={signIdsIn(page)} review={page.review} />
        </div>
      </div>
    </article>
  );
}

/**
 * A content timeline: @wh/ui's Timeline, whose items are native `<details>`, so the page shows
 * and hides them without loading React.
 */
export function ContentTimeline({ items, label }: { items: readonly ContentTimelineItem[]; label: string }) {
  const country = useCountry();
  const signsSection = useSignsSection();
  return (
    <Timeline
      aria-label={label}
      items={items.map((item) => ({
        id: item.id,
        title: item.title,
        icon: item.icon ? <ContentIcon name={item.icon} /> : undefined,
        meta: item.meta ? localize(item.meta, country) : undefined,
        defaultOpen: item.defaultOpen,
        content: <ContentBlocks blocks={item.content} signsSection={signsSection} />,
      }))}
    />
  );
}
