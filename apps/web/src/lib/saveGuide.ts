/**
 * "Save this guide for offline", in plain DOM code, so the pages that offer it (/resources, a
 * reading page, and My pregnancy) need no React for it. It says how much the reader will
 * download, asks the service worker to store every page and file of this country's site
 * (sw/sw.ts), shows its progress, and says when the guide is saved. Nothing is downloaded until
 * she presses the button, beyond the few bytes that give the size (`offlineGuide.summary`).
 *
 * Loaded by the page's entry only where the block is (`saveGuideMarks.block`).
 */
import { updateProgress } from '@wh/ui';
import { startServiceWorker } from '../serviceWorker';
import { offlineGuide, type OfflineGuideManifest, type OfflineGuideMessage, type OfflineGuideSummary } from '../sitePolicy';
import { formatBytes } from './formatBytes';
import { saveGuideMarks as marks, type SaveStep } from './saveGuideMarks';

/** The version of the guide saved on this device, if any (its manifest is stored last). */
async function savedVersion(): Promise<string | undefined> {
  const cache = await caches.open(offlineGuide.cacheName);
  const stored = await cache.match(offlineGuide.manifest);
  return stored ? ((await stored.json()) as OfflineGuideManifest).version : undefined;
}

/** Shows the parts of the block meant for `step`, and hides the rest. */
function show(block: HTMLElement, step: SaveStep): void {
  for (const part of block.querySelectorAll<HTMLElement>(`[${marks.shownAt}]`)) {
    part.hidden = !part.getAttribute(marks.shownAt)!.split(' ').includes(step);
  }
}

function fill(block: HTMLElement, mark: string, text: string): void {
  for (const element of block.querySelectorAll(`[${mark}]`)) element.textContent = text;
}

export function startSaveGuide(block: HTMLElement): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) {
    show(block, 'unavailable');
    return;
  }
  let summary: OfflineGuideSummary | undefined;

  const offer = (step: 'ready' | 'outdated' | 'failed', found: OfflineGuideSummary) => {
    summary = found;
    const size = formatBytes(found.bytes);
    fill(block, marks.files, String(found.files));
    fill(block, marks.size, size);
    fill(block, marks.button, step === 'outdated' ? `Update the saved guide (${size})` : `Save this guide for offline (${size})`);
    show(block, step);
  };

  const fail = (reason: string) => {
    fill(block, marks.reason, reason);
    if (summary) offer('failed', summary);
  };

  const progress = (done: number, total: number) => {
    updateProgress(block, done, { max: total || 1, label: `Saving the guide: ${done} of ${total} files` });
    show(block, 'saving');
  };

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<OfflineGuideMessage>) => {
    const message = event.data;
    if (!summary) return;
    if (message.type === 'save-guide-progress') progress(message.done, message.total);
    if (message.type === 'save-guide-done') show(block, 'saved');
    if (message.type === 'save-guide-failed') fail(message.reason);
  });

  block.querySelector(`button[${marks.button}]`)?.addEventListener('click', () => {
    if (!summary) return;
    progress(0, summary.files);
    startServiceWorker().then(
      (worker) => worker.postMessage({ type: 'save-guide' } satisfies OfflineGuideMessage),
      (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
    );
  });

  void (async () => {
    try {
      const response = await fetch(offlineGuide.summary, { cache: 'no-cache' });
      if (!response.ok) throw new Error(String(response.status));
      const found = (await response.json()) as OfflineGuideSummary;
      const version = await savedVersion();
      if (version === found.version) {
        summary = found;
        show(block, 'saved');
      } else offer(version === undefined ? 'ready' : 'outdated', found);
    } catch {
      // Offline, say: if a guide is saved, it is what this page came from.
      const version = await savedVersion().catch(() => undefined);
      show(block, version ? 'saved' : 'unavailable');
    }
  })();
}
