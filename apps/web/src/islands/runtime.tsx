/**
 * The React half of the islands runtime, loaded by entry-islands.tsx the first
 * time an island is needed. All islands render from one React root, through
 * portals, so they share one auth client and one toast region.
 */
import { AuthProvider } from '@wh/auth';
import { ToastProvider } from '@wh/ui';
import { Component as ReactComponent, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { supabaseConfig } from '../config';
import { contents } from '../contents.css';
import { controlAt, controlIndex, islandAttributes } from './dom';
import { IslandSlot } from './Island';
import { PageContext, type PageContextValue } from './page';
import { isIslandName, islandLoaders } from './registry';

interface LiveIsland {
  element: HTMLElement;
  content: ReactNode;
}

let showIsland: ((island: LiveIsland) => void) | undefined;

/**
 * An island that fails while rendering shows the server's HTML again, readable and with working
 * links, instead of taking the other islands down with it. React reports the error.
 */
class ServerHtmlOnError extends ReactComponent<{ html: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <div className={contents} dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children;
  }
}

function Islands({ page }: { page: PageContextValue }) {
  const [live, setLive] = useState<LiveIsland[]>([]);
  useLayoutEffect(() => {
    showIsland = (island) => setLive((current) => [...current, island]);
  }, []);
  return (
    <PageContext.Provider value={page}>
      <AuthProvider url={supabaseConfig.url} anonKey={supabaseConfig.anonKey}>
        <ToastProvider>{live.map(({ element, content }, index) => createPortal(content, element, String(index)))}</ToastProvider>
      </AuthProvider>
    </PageContext.Provider>
  );
}

/** Renders the root once; its container takes the place of the server's (empty) toast region. */
function mountRoot(): (island: LiveIsland) => void {
  if (showIsland) return showIsland;
  const container = document.createElement('div');
  const serverToasts = document.querySelector('body > section[aria-label="Notifications"]');
  if (serverToasts) serverToasts.replaceWith(container);
  else document.body.append(container);
  const page: PageContextValue = { mode: 'islands', path: window.location.pathname };
  flushSync(() => createRoot(container).render(<Islands page={page} />));
  if (!showIsland) throw new Error('The islands root did not render.');
  return showIsland;
}

/** The island's own slots (not those of an island inside it), in document order. */
function slotsOf(island: HTMLElement): HTMLElement[] {
  return [...island.querySelectorAll<HTMLElement>(`[${islandAttributes.slot}]`)].filter(
    (slot) => slot.closest(`[${islandAttributes.name}]`) === island,
  );
}

/**
 * Renders an island in place of the server's HTML for it: the same markup, now live.
 * Its static slots keep their HTML as it is, and the focus stays where the reader put it.
 * `untilPressEnds` resolves when the island's HTML may be replaced: not while the reader is
 * pressing a control in it, or that press would end in no click.
 */
export async function renderIsland(island: HTMLElement, untilPressEnds: () => Promise<void>): Promise<void> {
  const name = island.getAttribute(islandAttributes.name) ?? '';
  if (!isIslandName(name)) throw new Error(`There is no island called "${name}".`);
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  // A task of its own for each island (several often arrive in one chunk), so the reader's first
  // tap or key is answered between them rather than after all of them.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await untilPressEnds();
  // From here to the end nothing awaits: no new press can begin before the island is live.
  const show = mountRoot();
  const props = JSON.parse(island.getAttribute(islandAttributes.props) ?? '{}') as object;
  const slots = slotsOf(island).map((slot, index) => <IslandSlot key={index} html={slot.innerHTML} />);
  const focused = controlIndex(island, document.activeElement);
  const serverHtml = island.innerHTML;
  island.replaceChildren();
  const content = (
    <ServerHtmlOnError html={serverHtml}>
      <Component {...props} {...(slots.length ? { slots } : {})} />
    </ServerHtmlOnError>
  );
  // Synchronously, so the browser never paints the island empty.
  flushSync(() => show({ element: island, content }));
  island.setAttribute(islandAttributes.live, '');
  controlAt(island, focused)?.focus();
}
