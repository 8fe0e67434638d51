/**
 * The islands runtime: the only code a reading page runs (see islands/page.ts).
 *
 * The page's HTML is complete. Each interactive part on it is marked as an
 * island, with its name and props. At the reader's first interaction (or at
 * once, for the sign-in status of a reader with a session) the runtime loads
 * that island's code and renders it in place, with the same HTML it replaces.
 * All islands render from one React root, through portals, so they share one
 * auth client and one toast region.
 *
 * A click that lands on an island before its code has arrived is held and
 * replayed on the live island, and focus stays where the reader put it.
 */
import { AuthProvider, hasAuthWork } from '@wh/auth';
import { installGlobalHandlers } from '@wh/core';
import { ToastProvider } from '@wh/ui';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { supabaseConfig } from './config';
import { eventLog } from './eventLog';
import { islandAttributes, IslandSlot } from './islands/Island';
import { PageContext, type PageContextValue } from './islands/page';
import { isIslandName, islandLoaders } from './islands/registry';
import { registerServiceWorker } from './serviceWorker';

// First, so even a failure while starting an island is recorded.
installGlobalHandlers(window, eventLog);

interface LiveIsland {
  element: HTMLElement;
  content: ReactNode;
}

const page: PageContextValue = { mode: 'islands', path: window.location.pathname };
const interactionEvents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
/** What the reader can focus or press: how a held click or the focus finds its element again. */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

let showIsland: (island: LiveIsland) => void = () => {
  throw new Error('The islands root has not rendered yet.');
};

function Islands() {
  const [live, setLive] = useState<LiveIsland[]>([]);
  showIsland = (island) => setLive((current) => [...current, island]);
  return (
    <PageContext.Provider value={page}>
      <AuthProvider url={supabaseConfig.url} anonKey={supabaseConfig.anonKey}>
        <ToastProvider>{live.map(({ element, content }, index) => createPortal(content, element, String(index)))}</ToastProvider>
      </AuthProvider>
    </PageContext.Provider>
  );
}

/** The island's own slots (not those of an island inside it), in document order. */
function slotsOf(island: HTMLElement): HTMLElement[] {
  return [...island.querySelectorAll<HTMLElement>(`[${islandAttributes.slot}]`)].filter(
    (slot) => slot.closest(`[${islandAttributes.name}]`) === island,
  );
}

/** The position of an element among the island's focusable elements, which the live island has too. */
function focusableIndex(island: HTMLElement, element: Element | null): number {
  const target = element?.closest(focusable);
  return target && island.contains(target) ? [...island.querySelectorAll(focusable)].indexOf(target) : -1;
}

function focusableAt(island: HTMLElement, index: number): HTMLElement | undefined {
  return index < 0 ? undefined : (island.querySelectorAll<HTMLElement>(focusable)[index] ?? undefined);
}

const started = new WeakMap<HTMLElement, Promise<void>>();
const liveIslands = new WeakSet<HTMLElement>();

function start(island: HTMLElement): Promise<void> {
  let starting = started.get(island);
  if (!starting) {
    starting = render(island).catch((error: unknown) => {
      // The server's HTML stays, readable and with working links; the next interaction tries again.
      started.delete(island);
      console.error('An interactive part of this page could not start:', error);
    });
    started.set(island, starting);
  }
  return starting;
}

async function render(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(islandAttributes.name) ?? '';
  if (!isIslandName(name)) throw new Error(`There is no island called "${name}".`);
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = JSON.parse(island.getAttribute(islandAttributes.props) ?? '{}') as object;
  const slots = slotsOf(island).map((slot, index) => <IslandSlot key={index} html={slot.innerHTML} />);
  const focused = focusableIndex(island, document.activeElement);
  island.replaceChildren();
  // Synchronously, so the browser never paints the island empty.
  flushSync(() => showIsland({ element: island, content: <Component {...props} {...(slots.length ? { slots } : {})} /> }));
  liveIslands.add(island);
  island.setAttribute(islandAttributes.live, '');
  focusableAt(island, focused)?.focus();
}

/** Holds a click on an island that is not live yet, and replays it on the live island. */
function holdEarlyClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const island = target?.closest<HTMLElement>(`[${islandAttributes.name}]`);
  // Links in an island's static content work as they are.
  if (!target || !island || liveIslands.has(island) || target.closest(`[${islandAttributes.slot}]`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const index = focusableIndex(island, target);
  void start(island).then(() => focusableAt(island, index)?.click());
}

function main(): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  const startsWith = (how: string) => islands.filter((island) => island.getAttribute(islandAttributes.start) === how);

  // The root's container takes the place of the server's (empty) toast region: the root brings its own.
  const container = document.createElement('div');
  const serverToasts = document.querySelector('body > section[aria-label="Notifications"]');
  if (serverToasts) serverToasts.replaceWith(container);
  else document.body.append(container);
  flushSync(() => createRoot(container).render(<Islands />));

  window.addEventListener('click', holdEarlyClick, true);
  const onFirstInteraction = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
    for (const island of startsWith('interaction')) void start(island);
  };
  for (const type of interactionEvents) {
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }

  // A reader with a session (or arriving from a sign-in link) sees their account at once;
  // a sign-in in another tab shows here too.
  const startAuthIslands = () => {
    if (hasAuthWork(supabaseConfig.url)) for (const island of startsWith('auth')) void start(island);
  };
  startAuthIslands();
  window.addEventListener('storage', startAuthIslands);

  // A mark for tests and tools: from here on the page handles the reader's input.
  document.documentElement.dataset.hydrated = '';
}

main();
registerServiceWorker();
