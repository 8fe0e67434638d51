/**
 * What the share block (`ShareLinks`) does with a script, in a few lines of plain DOM code run
 * with the page's code: the web platforms' share pages open in a window of their own, sized for
 * them; Copy link copies the page's address; on a phone, "More ways to share" opens its own share
 * sheet. Without the script the block is links, and the two buttons stay hidden.
 */
import { SHARE_WINDOW_FEATURES } from '@wh/core';

/** The share block's markers, shared by the markup and the script. */
export const shareAttributes = {
  /** On the block: the address it shares. */
  block: 'data-share',
  title: 'data-share-title',
  /** On a link whose share page opens in a window: the platform's name. */
  window: 'data-share-window',
  copy: 'data-share-copy',
  native: 'data-share-native',
  /** On a button's item: what the browser must have for it to show (`clipboard` or `share`). */
  needs: 'data-share-needs',
  message: 'data-share-message',
} as const;

export function startShareBlocks(): void {
  const a = shareAttributes;
  const blocks = document.querySelectorAll<HTMLElement>(`[${a.block}]`);
  if (blocks.length === 0) return;
  const has = { clipboard: !!navigator.clipboard, share: typeof navigator.share === 'function' };
  for (const item of document.querySelectorAll<HTMLElement>(`[${a.block}] [${a.needs}]`)) {
    item.hidden = !has[item.getAttribute(a.needs) as keyof typeof has];
  }
  for (const block of blocks) {
    const url = block.getAttribute(a.block) ?? window.location.href;
    const say = (message: string) => {
      const status = block.querySelector(`[${a.message}]`);
      if (status) status.textContent = message;
    };
    block.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>(`a[${a.window}]`);
      if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
        event.preventDefault();
        window.open(link.href, '_blank', SHARE_WINDOW_FEATURES);
        say(`Opening ${link.getAttribute(a.window)} sharing...`);
        return;
      }
      if (target?.closest(`[${a.copy}]`)) {
        navigator.clipboard.writeText(url).then(
          () => say('Link copied to clipboard!'),
          () => say('Failed to copy link'),
        );
        return;
      }
      if (target?.closest(`[${a.native}]`)) {
        // Closing the share sheet rejects: nothing to tell.
        navigator.share({ title: block.getAttribute(a.title) ?? document.title, url }).catch(() => undefined);
      }
    });
  }
}
