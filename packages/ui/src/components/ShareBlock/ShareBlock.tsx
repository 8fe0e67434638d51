import { buildShareUrl, isSafeHttpUrl, SHARE_PLATFORMS, SHARE_WINDOW_FEATURES, type SharePlatform } from '@wh/core';
import type { MouseEvent } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useToast } from '../Toast/Toast';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { HeadingLevel } from '../private/DisclosureSection';
import { markScripted } from '../../theme/scriptedRoot';
import * as styles from './ShareBlock.css';
import { anchor } from '../private/anchor';

// An app with no server HTML gets the scripted layout with no step of its own (see scriptedRoot.ts).
markScripted();

const platformNames: Record<SharePlatform, string> = {
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

export interface ShareBlockProps {
  /** The page title, sent to the platforms. */
  title: string;
  /** A line about the page (LinkedIn, Pinterest). */
  description?: string;
  /**
   * The page's absolute address. Pass it when you know it (the prerenderer does): the share
   * buttons are then real links that work without JavaScript. Default: the current address,
   * read when a button is pressed.
   */
  url?: string;
  /** Hashtags for X, with or without `#`. */
  hashtags?: readonly string[];
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
 * Share buttons for X, Facebook, LinkedIn and Pinterest, and Copy Link. Each platform opens in a
 * 600 by 400 window without access back to this page, and a toast says what happened:
 * "Opening X sharing...", "Link copied to clipboard!", "Failed to copy link", or
 * "Invalid sharing URL" (when the address is not http or https; then nothing opens).
 * Needs a `ToastProvider` above it.
 *
 * @example
 * <ShareBlock title="Pregnancy guide" url="https://example.org/pregnancy" hashtags={['pregnancy']} />
 */
export function ShareBlock({
  title,
  description,
  url,
  hashtags,
  heading = 'Share this page',
  headingLevel = 2,
}: ShareBlockProps) {
  const toast = useToast();
  const Heading = `h${headingLevel}` as const;
  const pageUrl = () => url ?? window.location.href;
  // Links are only pre-built when the address is known and safe; otherwise the buttons decide
  // at press time (and refuse unsafe addresses with a toast).
  const linkable = url !== undefined && isSafeHttpUrl(url);

  const share = (platform: SharePlatform, event: MouseEvent) => {
    event.preventDefault();
    const address = pageUrl();
    if (!isSafeHttpUrl(address)) {
      toast('Invalid sharing URL', { variant: 'error' });
      return;
    }
    window.open(buildShareUrl(platform, { url: address, title, description, hashtags }), '_blank', SHARE_WINDOW_FEATURES);
    toast(`Opening ${platformNames[platform]} sharing...`);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available here.');
      await navigator.clipboard.writeText(pageUrl());
      toast('Link copied to clipboard!', { variant: 'success' });
    } catch {
      toast('Failed to copy link', { variant: 'error' });
    }
  };

  return (
    <section className={styles.root} aria-label={heading}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul className={styles.list}>
        {SHARE_PLATFORMS.map((platform) => {
          const name = platformNames[platform];
          const label = (
            <>
              <Icon name="share" size="sm" />
              <VisuallyHidden>Share on</VisuallyHidden> {name}
            </>
          );
          return (
            <li key={platform}>
              {linkable ? (
                <Button
                  variant="secondary"
                  size="sm"
                  // Without JavaScript this is an ordinary link to the platform's share page.
                  render={anchor(buildShareUrl(platform, { url, title, description, hashtags }), {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                  })}
                  onClick={(event) => share(platform, event)}
                >
                  {label}
                </Button>
              ) : (
                <Button variant="secondary" size="sm" onClick={(event) => share(platform, event)}>
                  {label}
                </Button>
              )}
            </li>
          );
        })}
        <li className={styles.needsScript}>
          <Button variant="secondary" size="sm" onClick={copy}>
            <Icon name="link" size="sm" />
            Copy Link
          </Button>
        </li>
      </ul>
    </section>
  );
}
