import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { HeadingLevel } from './DisclosureSection';
import * as styles from './DetailsSection.css';
import { TitleAndMeta } from './TitleAndMeta';

export interface DetailsSectionProps {
  title: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
  meta?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Open when the page loads. */
  defaultOpen?: boolean;
  /** Sections with the same name keep one of them open (where the browser supports it). */
  name?: string;
  /**
   * An address for the section: a link to `#anchorId` opens it and scrolls to its title. The
   * browser opens a closed `<details>` when the link's target is inside its content (not its
   * summary), so the id is on an empty element after the summary, placed at the section's top.
   */
  anchorId?: string;
}

/**
 * A heading that shows or hides the content after it, on a native `<details>`: the browser opens
 * and closes it, so it needs no JavaScript at all (a server-rendered page need not hydrate it),
 * works before any script has loaded, and the browser's find-in-page opens it on a match. The
 * heading sits inside the `<summary>`, so the page outline keeps it.
 */
export function DetailsSection({ title, children, icon, meta, headingLevel = 3, defaultOpen = false, name, anchorId }: DetailsSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details open={defaultOpen || undefined} name={name} className={styles.details}>
      <summary className={styles.summary}>
        {icon}
        <Heading className={styles.heading}>
          <TitleAndMeta title={title} meta={meta} />
        </Heading>
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      {anchorId ? <span id={anchorId} className={styles.anchor} /> : null}
      <div className={styles.content}>{children}</div>
    </details>
  );
}
