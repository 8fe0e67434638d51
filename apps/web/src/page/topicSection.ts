import type { ReactNode } from 'react';

/** One section of a topic page: its anchor, its heading and what it holds. */
export interface TopicSection {
  id: string;
  title: string;
  content: ReactNode;
  /** The content brings its own h2 (with the id `${id}-heading`), so the section adds none. */
  ownHeading?: boolean;
}
