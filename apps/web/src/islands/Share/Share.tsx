import { ShareBlock, ToastProvider } from '@wh/ui';
import * as primitives from '../../lib/primitives.css';

/**
 * A content page's share block; the page gives its canonical address, known to the server too.
 * Its messages ("Link copied to clipboard!") are the page's only toasts, so their live regions
 * are part of this island, in the HTML from the first paint.
 */
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
    <ToastProvider>
      <div className={primitives.section}>
        <ShareBlock title={title} description={description} url={url} hashtags={hashtags} headingLevel={2} />
      </div>
    </ToastProvider>
  );
}
