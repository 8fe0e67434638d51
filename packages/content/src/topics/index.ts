import type { TopicId, TopicPage } from '../types';
import { fertility } from './fertility';
import { gynaecology } from './gynaecology';
import { postpartum } from './postpartum';
import { pregnancy } from './pregnancy';

/** The four topic pages, in the order the site lists them. */
export const topicPages = [pregnancy, fertility, postpartum, gynaecology] as const satisfies readonly TopicPage[];

/**
 * The topic page for a topic id.
 *
 * @example
 * getTopicPage('fertility').timeline.length; // 10
 */
export function getTopicPage<Id extends TopicId>(id: Id): Extract<TopicPage, { id: Id }> {
  const page = topicPages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown topic: ${id}`);
  return page as Extract<TopicPage, { id: Id }>;
}
