import type { ReactNode } from 'react';
import * as styles from './TitleAndMeta.css';

/**
 * What a section's control says: its title and, on a line of its own below, its meta (a time frame,
 * a count). Shared by DetailsSection's `<summary>` and DisclosureSection's button, so both read and
 * look the same whichever mechanism opens them.
 */
export function TitleAndMeta({ title, meta }: { title: ReactNode; meta?: ReactNode }) {
  return (
    <>
      {title}
      {/* The space keeps title and meta apart in the control's spoken name. */}
      {meta ? <> <span className={styles.meta}>{meta}</span></> : null}
    </>
  );
}
