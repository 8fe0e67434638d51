import { Link } from '@wh/ui';
import * as styles from './OnThisPage.css';

/** One entry of a page's contents: the id of a section and its heading. */
export interface ContentsEntry {
  id: string;
  title: string;
}

/**
 * The "On this page" list of a long page: plain in-page links, so it works without JavaScript.
 * Put it before the text: a phone shows it above the text, a large screen beside it (the
 * `withContents` layout).
 *
 * @example
 * <OnThisPage entries={[{ id: 'symptoms', title: 'Symptoms' }]} />
 */
export function OnThisPage({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-labelledby="on-this-page" className={styles.contents}>
      <h2 id="on-this-page" className={styles.contentsHeading}>
        On this page
      </h2>
      <ul className={styles.contentsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link href={`#${entry.id}`}>{entry.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An anchor for a heading: "When ovulation happens" -> "when-ovulation-happens".
 *
 * @example
 * anchorFor('Your fertile window'); // 'your-fertile-window'
 */
export function anchorFor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
