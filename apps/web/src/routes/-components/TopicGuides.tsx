import { articleLinks, topicGuidesHeading, type TopicId } from '@wh/content';
import { PageSection } from './PageParts';
import { SiteLink } from './SiteLink';
import * as styles from './TopicGuides.css';

/**
 * A topic page's list of its articles, from the article registry: a new article appears here
 * (and in the Health Topics menu) as soon as it has its registry entry.
 *
 * @example
 * <TopicGuides topic="pregnancy" />
 */
export function TopicGuides({ topic }: { topic: TopicId }) {
  const links = articleLinks(topic);
  if (links.length === 0) return null;
  return (
    <PageSection id="guides" title={topicGuidesHeading}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.title}</SiteLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
