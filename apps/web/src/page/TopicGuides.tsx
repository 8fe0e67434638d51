import { anchors, articleLinks, topicGuidesHeading, type TopicId } from '@wh/content';
import { SiteLink } from '../lib/SiteLink';
import * as styles from './TopicGuides.css';
import type { TopicSection } from './topicSection';

/**
 * A topic page's "Guides on this topic" section, from the article registry: a new article appears
 * here (and in the Health Topics menu, and the page's "On this page" list) as soon as it has its
 * registry entry. None when the topic has no articles yet.
 *
 * @example
 * topicGuidesSection('pregnancy'); // { id: 'guides', title: 'Guides on this topic', content: <ul>…</ul> }
 */
export function topicGuidesSection(topic: TopicId): TopicSection | undefined {
  const links = articleLinks(topic);
  if (links.length === 0) return undefined;
  return {
    id: anchors.topicGuides,
    title: topicGuidesHeading,
    content: (
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.title}</SiteLink>
          </li>
        ))}
      </ul>
    ),
  };
}
