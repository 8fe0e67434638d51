import { ShareBlock } from '@wh/ui';
import * as styles from '../routes/-components/layout.css';

/** A content page's share block; the page gives its canonical address, known to the server too. */
export function ShareSection({
  title,
  description,
  hashtags,
  url,
}: {
  title: string;
  description: string;
  hashtags?: readonly string[];
  url: string;
}) {
  return (
    <div className={styles.section}>
      <ShareBlock title={title} description={description} url={url} hashtags={hashtags} headingLevel={2} />
    </div>
  );
}
