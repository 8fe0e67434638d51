import type { Country, SharePlatform } from '@wh/core';
import { ShareBlock } from '@wh/ui';
import { siteOrigins } from '../config';
import * as primitives from '../lib/primitives.css';
import { usePageContext } from '../pageContext';

/**
 * The share block's platforms on each site, in order: WhatsApp first in Nigeria, where most readers
 * share that way; email first in the UK.
 */
export const sharePlatformsFor: Record<Country, readonly SharePlatform[]> = {
  ng: ['whatsapp', 'email', 'x', 'facebook'],
  uk: ['email', 'whatsapp', 'x', 'facebook'],
};

/**
 * A content page's share block (`@wh/ui` ShareBlock): links that work without JavaScript, for the
 * page's canonical address (which the server knows) and its country's platforms. Its Copy link and
 * share-sheet buttons are started by `startShareBlocks()` in the page's code (entry-client.tsx):
 * no React runs here in the browser.
 *
 * @example
 * <ShareLinks title={page.title} description={page.description} hashtags={page.hashtags} />
 */
export function ShareLinks({ title, description, hashtags }: { title: string; description: string; hashtags?: readonly string[] }) {
  const { country, path } = usePageContext();
  return (
    <div className={primitives.section}>
      <ShareBlock
        url={`${siteOrigins[country]}${path}`}
        title={title}
        description={description}
        hashtags={hashtags}
        platforms={sharePlatformsFor[country]}
      />
    </div>
  );
}
