import { isSafeHttpUrl } from '../validation/isSafeHttpUrl';

/** The sites and apps a page can be shared to. */
export type SharePlatform = 'x' | 'facebook' | 'linkedin' | 'pinterest' | 'whatsapp' | 'email';

/**
 * The sites whose share page opens in a window ({@link SHARE_WINDOW_FEATURES}), in the order the
 * share buttons show them.
 *
 * @example
 * SHARE_PLATFORMS.map((platform) => buildShareUrl(platform, { url: location.href, title: document.title }));
 */
export const SHARE_PLATFORMS: readonly SharePlatform[] = ['x', 'facebook', 'linkedin', 'pinterest'];

/**
 * The apps that take a shared page as a message: WhatsApp (its `wa.me` link opens the app on a
 * phone, or WhatsApp Web) and email (a `mailto:` link). Plain links, followed in the same window.
 *
 * @example
 * MESSAGE_SHARE_PLATFORMS.map((platform) => buildShareUrl(platform, { url: location.href, title: document.title }));
 */
export const MESSAGE_SHARE_PLATFORMS: readonly SharePlatform[] = ['whatsapp', 'email'];

/**
 * The `window.open` features for a share window: 600 by 400 pixels, with no
 * access back to this page (`noopener`), so the sharing site cannot redirect it.
 *
 * @example
 * window.open(buildShareUrl('x', { url: location.href, title: document.title }), '_blank', SHARE_WINDOW_FEATURES);
 */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer';

/** What to share: the page and words about it. */
export interface ShareContent {
  /** The page's address; must be an absolute http or https URL. */
  url: string;
  /** The page title. */
  title: string;
  /** A line about the page, used where the platform takes one (LinkedIn, Pinterest, email). */
  description?: string;
  /** Hashtags without or with the `#`, used where the platform takes them (X). */
  hashtags?: readonly string[];
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The address of a platform's sharing page for a page, with the page URL and
 * title encoded: X, Facebook, LinkedIn or Pinterest (open it in a new window
 * with {@link SHARE_WINDOW_FEATURES}), or a WhatsApp or email message with the
 * title and the address (follow it as a link).
 *
 * @throws RangeError when `url` is not an http or https address ("Invalid
 * sharing URL"), or `platform` is not one of x, facebook, linkedin, pinterest,
 * whatsapp, email.
 *
 * @example
 * buildShareUrl('x', {
 *   url: 'https://example.org/pregnancy',
 *   title: 'Pregnancy & you',
 *   hashtags: ['#pregnancy'],
 * });
 * // 'https://x.com/intent/tweet?url=https%3A%2F%2Fexample.org%2Fpregnancy&text=Pregnancy%20%26%20you&hashtags=pregnancy'
 * buildShareUrl('whatsapp', { url: 'https://example.org/pregnancy', title: 'Pregnancy & you' });
 * // 'https://wa.me/?text=Pregnancy%20%26%20you%20https%3A%2F%2Fexample.org%2Fpregnancy'
 */
export function buildShareUrl(platform: SharePlatform, content: ShareContent): string {
  const { url, title, description, hashtags = [] } = content ?? ({} as ShareContent);
  if (!isSafeHttpUrl(url)) {
    throw new RangeError(
      `Invalid sharing URL: the page to share must be an http or https address with no user name or password, such as https://example.org/page, but got ${JSON.stringify(url) ?? 'nothing'}.`,
    );
  }
  const text = String(title ?? '');
  switch (platform) {
    case 'x': {
      const tags = hashtags.map((tag) => tag.replace(/^#+/, '').trim()).filter(Boolean);
      return `https://x.com/intent/tweet?${query({ url, text, hashtags: tags.join(',') })}`;
    }
    case 'facebook':
      // Facebook ignores any title parameter and reads the page's Open Graph tags.
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title: text, summary: description })}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?${query({
        url,
        description: description ? `${text}: ${description}` : text,
      })}`;
    case 'whatsapp':
      // One text: WhatsApp shows the address as a link preview.
      return `https://wa.me/?${query({ text: text ? `${text} ${url}` : url })}`;
    case 'email':
      return `mailto:?${query({ subject: text, body: [description, url].filter(Boolean).join('\n\n') })}`;
    default:
      throw new RangeError(
        `Cannot share to ${JSON.stringify(platform)}: choose one of ${[...SHARE_PLATFORMS, ...MESSAGE_SHARE_PLATFORMS].join(', ')}.`,
      );
  }
}
