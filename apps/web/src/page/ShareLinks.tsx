import { buildShareUrl, SHARE_PLATFORMS, type Country, type SharePlatform } from '@wh/core';
import { Button, Icon, VisuallyHidden } from '@wh/ui';
import { siteOrigins } from '../config';
import * as primitives from '../lib/primitives.css';
import { usePageContext } from '../pageContext';
import { shareAttributes } from '../lib/shareBehaviour';
import * as styles from './ShareLinks.css';

/** Each platform's name, and the words before it that a screen reader says ("Share on X"). */
const platforms: Record<SharePlatform, { name: string; by: string }> = {
  whatsapp: { name: 'WhatsApp', by: 'Share on' },
  email: { name: 'Email', by: 'Share by' },
  x: { name: 'X', by: 'Share on' },
  facebook: { name: 'Facebook', by: 'Share on' },
  linkedin: { name: 'LinkedIn', by: 'Share on' },
  pinterest: { name: 'Pinterest', by: 'Share on' },
};

/**
 * The share block's platforms on each site, in order: WhatsApp first in Nigeria, where most readers
 * share that way; email first in the UK.
 */
export const sharePlatformsFor: Record<Country, readonly SharePlatform[]> = {
  ng: ['whatsapp', 'email', 'x', 'facebook'],
  uk: ['email', 'whatsapp', 'x', 'facebook'],
};

/**
 * A content page's share block, as links that work without JavaScript: each platform's share
 * address for the page's canonical address (which the server knows). Copy link and the phone's
 * own share sheet need a script (`shareBehaviour`, in the page's code): they show only once it
 * runs, the share sheet only where the browser has one. No React runs here in the browser.
 *
 * @example
 * <ShareLinks title={page.title} description={page.description} hashtags={page.hashtags} />
 */
export function ShareLinks({ title, description, hashtags }: { title: string; description: string; hashtags?: readonly string[] }) {
  const { country, path } = usePageContext();
  const url = `${siteOrigins[country]}${path}`;
  const a = shareAttributes;
  return (
    <div className={primitives.section}>
      <section className={styles.root} aria-labelledby="share-heading" {...{ [a.block]: url, [a.title]: title }}>
        <h2 id="share-heading" className={styles.heading}>
          Share this page
        </h2>
        <ul className={styles.list}>
          {sharePlatformsFor[country].map((platform) => {
            const { name, by } = platforms[platform];
            // The web platforms open their share page in a window of its own (the script sizes it).
            const opensWindow = SHARE_PLATFORMS.includes(platform);
            return (
              <li key={platform}>
                <Button
                  variant="secondary"
                  size="sm"
                  render={
                    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button gives the link its content.
                    <a
                      href={buildShareUrl(platform, { url, title, description, hashtags })}
                      {...(opensWindow ? { target: '_blank', rel: 'noopener noreferrer', [a.window]: name } : {})}
                    />
                  }
                >
                  <Icon name="share" size="sm" />
                  <VisuallyHidden>{by}</VisuallyHidden> {name}
                </Button>
              </li>
            );
          })}
          <li hidden {...{ [a.needs]: 'clipboard' }}>
            <Button variant="secondary" size="sm" {...{ [a.copy]: '' }}>
              <Icon name="link" size="sm" />
              Copy link
            </Button>
          </li>
          <li hidden {...{ [a.needs]: 'share' }}>
            <Button variant="secondary" size="sm" {...{ [a.native]: '' }}>
              <Icon name="share" size="sm" />
              More ways to share
            </Button>
          </li>
        </ul>
        <p className={styles.message} role="status" {...{ [a.message]: '' }} />
      </section>
    </div>
  );
}
