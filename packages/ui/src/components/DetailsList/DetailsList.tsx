import type { ReactNode } from 'react';
import { DetailsSection } from '../private/DetailsSection';
import type { HeadingLevel } from '../private/DisclosureSection';
import { cx } from '../private/cx';
import * as styles from './DetailsList.css';

/** One section of a details list (a question and its answer). */
export interface DetailsListItem {
  /** Unique on the page: the section's address, so a link to `#id` opens it and shows its title. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface DetailsListProps {
  items: readonly DetailsListItem[];
  /**
   * Heading level of the item titles. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Lists with the same name keep one item open among all of them (questions grouped under
   * headings); without it any number may be open.
   */
  name?: string;
  className?: string;
}

/**
 * Sections the reader shows and hides, such as the questions of an FAQ, like Accordion but on
 * native `<details>`: the browser opens and closes them, so a server-rendered page needs no
 * JavaScript for them at all, they work before any script has loaded, find-in-page opens them,
 * and so does a link to an item's `id`. Items start closed.
 *
 * @example
 * <DetailsList name="faq" items={[
 *   { id: 'folic', title: 'Do I need folic acid?', content: <p>Yes: 400 micrograms a day.</p> },
 *   { id: 'coffee', title: 'Can I drink coffee?', content: <p>Up to 200 mg of caffeine a day.</p> },
 * ]} />
 */
export function DetailsList({ items, headingLevel = 3, name, className }: DetailsListProps) {
  return (
    <div className={cx(styles.root, className)}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <DetailsSection title={item.title} headingLevel={headingLevel} name={name} anchorId={item.id}>
            {item.content}
          </DetailsSection>
        </div>
      ))}
    </div>
  );
}
