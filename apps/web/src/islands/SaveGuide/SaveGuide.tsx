import { Alert, Button, Progress } from '@wh/ui';
import { useEffect, useState } from 'react';
import { startServiceWorker } from '../../serviceWorker';
import { offlineGuide, type OfflineGuideManifest, type OfflineGuideMessage } from '../../sitePolicy';
import { formatBytes } from './formatBytes';
import * as primitives from '../../lib/primitives.css';

type SaveState =
  | { step: 'checking' }
  | { step: 'unavailable' }
  | { step: 'ready'; manifest: OfflineGuideManifest; outdated: boolean }
  | { step: 'saving'; manifest: OfflineGuideManifest; done: number; total: number }
  | { step: 'saved'; manifest: OfflineGuideManifest }
  | { step: 'failed'; manifest: OfflineGuideManifest; reason: string };


/** The version of the guide saved on this device, if any (its manifest is stored last). */
async function savedVersion(): Promise<string | undefined> {
  const cache = await caches.open(offlineGuide.cacheName);
  const stored = await cache.match(offlineGuide.manifest);
  return stored ? ((await stored.json()) as OfflineGuideManifest).version : undefined;
}

/**
 * "Save this guide for offline": says how much the reader will download, then asks the service
 * worker to store every page and file of this country's site (sw/sw.ts), with progress, and says
 * when it is saved. Nothing is downloaded until she presses the button, beyond the short list of
 * pages that gives the size.
 */
export function SaveGuide() {
  const [state, setState] = useState<SaveState>({ step: 'checking' });

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      setState({ step: 'unavailable' });
      return;
    }
    let live = true;
    void (async () => {
      try {
        const response = await fetch(offlineGuide.manifest, { cache: 'no-cache' });
        if (!response.ok) throw new Error(String(response.status));
        const manifest = (await response.json()) as OfflineGuideManifest;
        const version = await savedVersion();
        if (!live) return;
        setState(version === manifest.version ? { step: 'saved', manifest } : { step: 'ready', manifest, outdated: version !== undefined });
      } catch {
        // Offline, say: if a guide is saved, it is what this page came from.
        const version = await savedVersion().catch(() => undefined);
        if (live) setState(version ? { step: 'saved', manifest: { version, urls: [], bytes: 0 } } : { step: 'unavailable' });
      }
    })();
    const onMessage = (event: MessageEvent<OfflineGuideMessage>) => {
      const message = event.data;
      setState((current) => {
        if (!('manifest' in current)) return current;
        const { manifest } = current;
        if (message.type === 'save-guide-progress') return { step: 'saving', manifest, done: message.done, total: message.total };
        if (message.type === 'save-guide-done') return { step: 'saved', manifest };
        if (message.type === 'save-guide-failed') return { step: 'failed', manifest, reason: message.reason };
        return current;
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  async function save(manifest: OfflineGuideManifest) {
    setState({ step: 'saving', manifest, done: 0, total: manifest.urls.length });
    try {
      const worker = await startServiceWorker();
      worker.postMessage({ type: 'save-guide' } satisfies OfflineGuideMessage);
    } catch (error) {
      setState({ step: 'failed', manifest, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  if (state.step === 'checking') return <p>Checking whether this guide can be saved on this device…</p>;
  if (state.step === 'unavailable') {
    return <p>This browser cannot save the guide for reading offline, or the list of pages could not be fetched. Try again with a connection.</p>;
  }
  const size = formatBytes(state.manifest.bytes);
  return (
    <div className={primitives.stack} aria-live="polite">
      {state.step === 'saved' ? (
        <Alert variant="success" title="Saved on this device">
          Every page of this guide, the calculators and the search now work with no connection.
        </Alert>
      ) : null}
      {state.step === 'ready' || state.step === 'failed' ? (
        <>
          <p>
            {state.step === 'ready' && state.outdated ? 'The guide has changed since you saved it. ' : null}
            Saving stores every page of this guide ({state.manifest.urls.length} files, about{' '}
            <strong data-nowrap="">{size}</strong>) in this browser, so you can read it with no connection. Use Wi-Fi if
            data is costly.
          </p>
          {state.step === 'failed' ? (
            <Alert variant="destructive" title="The guide was not saved">
              {state.reason} Check your connection and try again.
            </Alert>
          ) : null}
          <Button type="button" onClick={() => void save(state.manifest)}>
            {state.step === 'ready' && state.outdated ? `Update the saved guide (${size})` : `Save this guide for offline (${size})`}
          </Button>
        </>
      ) : null}
      {state.step === 'saving' ? (
        <Progress
          label={`Saving the guide: ${state.done} of ${state.total} files`}
          value={state.total ? Math.round((state.done / state.total) * 100) : 0}
        />
      ) : null}
    </div>
  );
}
