/**
 * Starts the page's islands: the one lazy-start mechanism of the site. It is small and has no
 * React in it; React and each island's code are loaded when an island starts (`hydrate.tsx`).
 *
 * - `idle` islands start at once (the page's code itself starts when the page's mode says, see
 *   `PageMode`), their code preloaded with the page's; `session` islands too, when the reader has
 *   a session. Each hydrates in place, as a transition, one per task.
 * - At the reader's first interaction with the page, the `interaction` islands start.
 * - The island the reader points at, touches, focuses or types in is brought forward: hydrated at
 *   once if its code is here, so React itself handles the press that follows (React finishes
 *   hydrating a root synchronously when a click or key reaches it), or loaded first otherwise.
 * - A click that reaches an island before it is live (before the page's code ran, on a slow
 *   network, or on the header's menus at the page's very first interaction) cannot be handled by
 *   React, which needs the island's code to hydrate: the page's inline script holds it
 *   (`pageStartScript`), and it is given to the island as soon as the island is live. Hydration
 *   leaves the HTML in place, so the click goes to the very element the reader clicked.
 */
import { hasAuthWork, readEmailLink } from '@wh/auth';
import { supabaseConfig } from '../../config';
import { heldClicksGlobal, type HeldClicks } from '../../pageScripts';
import { islandAttributes } from './attributes';
import type { IslandDefinition, IslandStart } from './defineIsland';
import type { hydrateIsland } from './hydrate';
import { emailLinkLandingFor } from '../../sitePolicy';
import { loadIsland } from './registry';

interface IslandCode {
  hydrate: typeof hydrateIsland;
  definition: IslandDefinition<object>;
}

/** Islands whose code is being loaded, and those whose code is here. */
const loading = new Map<HTMLElement, Promise<IslandCode>>();
const loaded = new Map<HTMLElement, IslandCode>();
/** Islands meant to start (their code is loading, or loaded) and those already hydrating. */
const wanted = new Set<HTMLElement>();
const hydrating = new Set<HTMLElement>();
/** Islands still to settle (hydrate, or fail) before the page counts as interactive. */
const awaited = new Set<HTMLElement>();
let queue: HTMLElement[] = [];
/** Whoever waits for an island to be live (a held click). */
const liveWaiters = new Map<HTMLElement, (() => void)[]>();

const startOf = (island: HTMLElement) => island.getAttribute(islandAttributes.start) as IslandStart;
const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null;

function load(island: HTMLElement): Promise<IslandCode> {
  let code = loading.get(island);
  if (!code) {
    const name = island.getAttribute(islandAttributes.name) ?? '';
    code = Promise.all([import('./hydrate'), loadIsland(name)]).then(([hydration, definition]) => {
      const ready = { hydrate: hydration.hydrateIsland, definition };
      loaded.set(island, ready);
      return ready;
    });
    loading.set(island, code);
    code.catch((error: unknown) => {
      // The server's HTML stays, readable and with working links; the next interaction tries again.
      loading.delete(island);
      settle(island);
      console.error('An interactive part of this page could not start:', error);
    });
  }
  return code;
}

/** Hydrates the island now if its code is here; tells whether it is hydrating. */
function hydrateNow(island: HTMLElement): boolean {
  if (hydrating.has(island)) return true;
  const code = loaded.get(island);
  if (!code) return false;
  hydrating.add(island);
  code.hydrate(island, code.definition, () => {
    island.setAttribute(islandAttributes.live, '');
    settle(island);
    for (const resolve of liveWaiters.get(island) ?? []) resolve();
    liveWaiters.delete(island);
  });
  return true;
}

function settle(island: HTMLElement): void {
  awaited.delete(island);
  markWhenInteractive();
}

/** A mark for tests and tools: every island that starts by itself now handles the reader's input. */
function markWhenInteractive(): void {
  if (awaited.size === 0) document.documentElement.dataset.hydrated = '';
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let pumping = false;
/** Hydrates the queued islands in order, one per task, so the browser stays responsive between them. */
async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  while (queue.length > 0) {
    const island = queue.shift()!;
    if (hydrating.has(island)) continue;
    try {
      await load(island);
    } catch {
      continue; // reported by load()
    }
    hydrateNow(island);
    await nextTask();
  }
  pumping = false;
}

/** Starts islands: their code loads at once (all together), and they hydrate in the order given. */
function want(islands: HTMLElement[]): void {
  for (const island of islands) {
    wanted.add(island);
    void load(island).catch(() => {});
  }
  queue.push(...islands.filter((island) => !queue.includes(island)));
  void pump();
}

/** The reader reached for this island: it goes first. */
function bringForward(island: HTMLElement): void {
  if (!wanted.has(island) || hydrateNow(island)) return;
  queue = [island, ...queue.filter((queued) => queued !== island)];
  void load(island).catch(() => {});
  void pump();
}

/** Resolves once the island is live (hydrated, or failed and showing its server HTML). */
function whenLive(island: HTMLElement): Promise<void> {
  if (island.hasAttribute(islandAttributes.live)) return Promise.resolve();
  return new Promise((resolve) => liveWaiters.set(island, [...(liveWaiters.get(island) ?? []), resolve]));
}

/**
 * A click the page held (see `pageStartScript`): its island goes first, and once the island is
 * live the click is given to the very element the reader clicked (hydration left it in place).
 */
function giveWhenLive(target: HTMLElement): void {
  const island = islandOf(target);
  if (!island) return;
  if (!wanted.has(island)) want([island]);
  bringForward(island);
  whenLive(island).then(() => target.click());
}

/**
 * An emailed link that landed on a page other than its landing (the home page, say: a hosted
 * project's Site URL) goes on to the landing, with the link's code, token or error, and no
 * island of this page starts: the landing reads the link, and signs nobody in without asking.
 * Returns whether the reader is being sent on.
 */
function sendEmailLinkOn(): boolean {
  const link = readEmailLink(window.location.href);
  const landing = link ? emailLinkLandingFor(window.location.pathname, link.type) : null;
  if (landing === null) return false;
  window.location.replace(`${landing}${window.location.search}${window.location.hash}`);
  return true;
}

/** Finds the page's islands and starts them as each one's `start` says. */
export function startIslands(): void {
  if (sendEmailLinkOn()) return;
  const islands = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  const withStart = (start: IslandStart) => islands.filter((island) => startOf(island) === start);
  const session = () => (hasAuthWork(supabaseConfig.url) ? withStart('session') : []);

  const first = [...withStart('idle'), ...session()];
  for (const island of first) awaited.add(island);

  // Clicks the page held before this code ran, and from now on as they come.
  const held = (window as unknown as Record<string, HeldClicks | undefined>)[heldClicksGlobal];
  if (held) {
    held.give = giveWhenLive;
    for (const target of held.clicks.splice(0)) giveWhenLive(target);
  }
  const interactionEvents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
  const onInteraction = (event: Event) => {
    const island = islandOf(event.target);
    if (island) bringForward(island);
  };
  const onFirstInteraction = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
    want(withStart('interaction'));
  };
  for (const type of interactionEvents) {
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  // A sign-in in another tab shows here too.
  window.addEventListener('storage', () => want(session()));
  // A mark for tests and tools: the page's code runs and listens for the reader from here on.
  document.documentElement.dataset.started = '';
  markWhenInteractive();
  want(first);
}
