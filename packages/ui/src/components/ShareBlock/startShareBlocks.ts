/**
 * What a ShareBlock does with a script, in a few lines of plain DOM code with no React, so a
 * server-rendered page can run it from its own start script and send no framework: the web
 * platforms' share pages open in a window of their own, sized for them; Copy link copies the
 * block's address; "More ways to share" opens the phone's own share sheet. Each of those two
 * buttons shows only where the browser can do it. Without the script the block is links, and the
 * two buttons stay hidden. What happened is said in the block's own status line.
 */
import { SHARE_WINDOW_FEATURES } from '@wh/core';

/** The block's markers, written by `ShareBlock` and read here. */
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

// Blocks already running, so a page's start script and a React app's effect can both start a
// block and each click still does one thing.
const started = new WeakSet<Element>();

/**
 * Starts one share block (an element `ShareBlock` rendered) and returns a function that stops it.
 * Starting a block that is already running does nothing (and its stop function does nothing).
 */
export function startShareBlock(block: HTMLElement): () => void {
  const a = shareAttributes;
  if (started.has(block)) return () => undefined;
  started.add(block);
  const has = { clipboard: !!navigator.clipboard, share: typeof navigator.share === 'function' };
  for (const item of block.querySelectorAll<HTMLElement>(`[${a.needs}]`)) {
    item.hidden = !has[item.getAttribute(a.needs) as keyof typeof has];
  }
  // Read when used: an app may change the address the block shares.
  const url = () => block.getAttribute(a.block) || window.location.href;
  const say = (message: string) => {
    const status = block.querySelector(`[${a.message}]`);
    if (status) status.textContent = message;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${a.window}]`);
    // A modified click (a new tab, a download) is the reader's own choice: the link does it.
    if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      window.open(link.href, '_blank', SHARE_WINDOW_FEATURES);
      say(`Opening ${link.getAttribute(a.window)} sharing...`);
    } else if (target?.closest(`[${a.copy}]`)) {
      navigator.clipboard.writeText(url()).then(
        () => say('Link copied to clipboard!'),
        () => say('Failed to copy link'),
      );
    } else if (target?.closest(`[${a.native}]`)) {
      // Closing the share sheet rejects: nothing to tell.
      navigator.share({ title: block.getAttribute(a.title) ?? document.title, url: url() }).catch(() => undefined);
    }
  };
  block.addEventListener('click', onClick);
  return () => {
    block.removeEventListener('click', onClick);
    started.delete(block);
  };
}

/**
 * Starts every share block under `root` (the whole page by default): call it once from a
 * server-rendered page's start script. A React app needs nothing: `ShareBlock` starts itself.
 *
 * @example
 * import { startShareBlocks } from '@wh/ui';
 * startShareBlocks();
 */
export function startShareBlocks(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>(`[${shareAttributes.block}]`)) startShareBlock(block);
}
