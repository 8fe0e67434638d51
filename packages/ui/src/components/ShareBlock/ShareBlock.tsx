import { buildShareUrl, isSafeHttpUrl, SHARE_PLATFORMS, type SharePlatform } from '@wh/core';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { HeadingLevel } from '../private/DisclosureSection';
import { anchor } from '../private/anchor';
import * as styles from './ShareBlock.css';
import { shareAttributes as a, startShareBlock } from './startShareBlocks';

/** Each platform's name, and the words before it that a screen reader says ("Share on X"). */
const platformNames: Record<SharePlatform, { name: string; by: string }> = {
  x: { name: 'X', by: 'Share on' },
  facebook: { name: 'Facebook', by: 'Share on' },
  linkedin: { name: 'LinkedIn', by: 'Share on' },
  pinterest: { name: 'Pinterest', by: 'Share on' },
  whatsapp: { name: 'WhatsApp', by: 'Share on' },
  email: { name: 'Email', by: 'Share by' },
};

export interface ShareBlockProps {
  /** The page's absolute address (http or https): the links share it, Copy link copies it. */
  url: string;
  /** The page title, sent to the platforms. */
  title: string;
  /** A line about the page (email, LinkedIn, Pinterest). */
  description?: string;
  /** Hashtags for X, with or without `#`. */
  hashtags?: readonly string[];
  /**
   * Which platforms, in this order: put first the way most of your readers share (WhatsApp in
   * Nigeria, say). Default X, Facebook, LinkedIn and Pinterest (`SHARE_PLATFORMS` of `@wh/core`).
   */
  platforms?: readonly SharePlatform[];
  /**
   * The block's heading. Default "Share this page".
   * @default Share this page
   */
  heading?: string;
  /**
   * Level of the heading. Default 2.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * A share block that is links first: each platform is a real link to its share page, so it works
 * without JavaScript and on a server-rendered page that sends no React. With a script (started by
 * the block itself in a React app, or by `startShareBlocks()` on a server-rendered page), X,
 * Facebook, LinkedIn and Pinterest open in a 600 by 400 window without access back to this page,
 * and Copy link and "More ways to share" (the phone's share sheet) appear where the browser can do
 * them. What happened ("Opening X sharing...", "Link copied to clipboard!", "Failed to copy link")
 * is said in the block's own status line: no `ToastProvider` needed. An address that is not http
 * or https is refused: no link is made, and the block says "Invalid sharing URL".
 *
 * @example
 * <ShareBlock url="https://example.org/pregnancy" title="Pregnancy guide" platforms={['whatsapp', 'email', 'x', 'facebook']} />
 */
export function ShareBlock({
  url,
  title,
  description,
  hashtags,
  platforms = SHARE_PLATFORMS,
  heading = 'Share this page',
  headingLevel = 2,
}: ShareBlockProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const block = useRef<HTMLElement>(null);
  const safe = isSafeHttpUrl(url);
  // In a React app the block starts itself; a server-rendered page runs startShareBlocks() instead.
  useEffect(() => (safe && block.current ? startShareBlock(block.current) : undefined), [safe]);

  return (
    <section
      ref={block}
      className={styles.root}
      aria-labelledby={headingId}
      {...(safe ? { [a.block]: url, [a.title]: title } : {})}
    >
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {safe && (
        <ul className={styles.list}>
          {platforms.map((platform) => {
            const { name, by } = platformNames[platform];
            // The web platforms open their share page in a window of its own (the script sizes it);
            // WhatsApp and email open the reader's own app.
            const opensWindow = SHARE_PLATFORMS.includes(platform);
            return (
              <li key={platform}>
                <Button
                  variant="secondary"
                  size="sm"
                  render={anchor(
                    buildShareUrl(platform, { url, title, description, hashtags }),
                    opensWindow ? { target: '_blank', rel: 'noopener noreferrer', [a.window]: name } : undefined,
                  )}
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
      )}
      <p className={styles.message} role="status" {...{ [a.message]: '' }}>
        {safe ? null : 'Invalid sharing URL'}
      </p>
    </section>
  );
}
