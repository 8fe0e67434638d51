/**
 * The islands runtime: the only code a reading page runs (see islands/page.ts).
 *
 * The page's HTML is complete. Each interactive part on it is marked as an
 * island, with its name and props. This small script only waits: at the
 * reader's first interaction (or at once, for the sign-in status of a reader
 * with a session) it loads React and the islands' code (islands/runtime.tsx),
 * which renders each island in place with the same HTML it replaces. The
 * prerender preloads that code once the page has loaded, without running it, so
 * the first tap does not wait for the network and loading the page costs the
 * main thread almost nothing.
 *
 * A click (or a tab list's arrow key) that lands on an island before its code
 * has arrived is held and replayed on the live island, and an island never
 * goes live in the middle of a press (see `untilPressEnds`).
 */
import { hasAuthWork } from '@wh/auth';
import { installGlobalHandlers } from '@wh/core';
import { supabaseConfig } from './config';
import { eventLog } from './eventLog';
import { controlAt, controlIndex, islandAttributes } from './islands/dom';
import { registerServiceWorker } from './serviceWorker';

// First, so even a failure while starting an island is recorded.
installGlobalHandlers(window, eventLog);

const interactionEvents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
const started = new WeakMap<HTMLElement, Promise<void>>();

/*
 * Chromium sends no click at all when the element under a mouse button or the Space key is
 * replaced before the release; the first interaction starts every island, so without this a
 * reader's first click could land on an island that went live mid-press and do nothing. A press
 * that begins on a waiting island therefore holds that island's rendering until it ends; the click
 * that ends it is then held and replayed like any early click.
 */
/** The event's target, with the island it is in when that island is not live yet. */
function onWaitingIsland(event: Event): { target: Element; island: HTMLElement } | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const island = target?.closest<HTMLElement>(`[${islandAttributes.name}]`);
  return target && island && !island.hasAttribute(islandAttributes.live) ? { target, island } : undefined;
}

interface Press {
  target: Element;
  ended: Promise<void>;
  end: () => void;
}
let press: Press | undefined;

function beginPress(event: Event): void {
  const target = onWaitingIsland(event)?.target;
  if (!target) return;
  press?.end();
  let resolve = () => {};
  const ended = new Promise<void>((done) => (resolve = done));
  const current: Press = {
    target,
    ended,
    end: () => {
      if (press === current) press = undefined;
      resolve();
    },
  };
  press = current;
}

/** The press under way ends in the task after this one (see main). */
function endPressAfterThisTask(): void {
  if (press) setTimeout(press.end, 0);
}

/** Resolves once no press is under way inside the island (at once, nearly always). */
function untilPressEnds(island: HTMLElement): Promise<void> {
  return press && island.contains(press.target) ? press.ended : Promise.resolve();
}

/** Starts an island once; resolves when it is live. */
function start(island: HTMLElement): Promise<void> {
  let starting = started.get(island);
  if (!starting) {
    starting = import('./islands/runtime').then((runtime) => runtime.renderIsland(island, () => untilPressEnds(island)));
    started.set(island, starting);
    starting.catch((error: unknown) => {
      // The server's HTML stays, readable and with working links; the next interaction tries again.
      started.delete(island);
      console.error('An interactive part of this page could not start:', error);
    });
  }
  return starting;
}

/**
 * Holds an event that reached an island before it was live, and replays it on the same control
 * (found by its position, read before the island is rendered again) once the island is live.
 */
function holdUntilLive(event: Event, island: HTMLElement, target: Element, replay: (control: HTMLElement) => void): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const index = controlIndex(island, target);
  start(island).then(
    () => {
      const control = controlAt(island, index);
      if (control) replay(control);
    },
    () => {}, // reported by start()
  );
}

/** Holds a click on an island that is not live yet, and replays it on the live island. */
function holdEarlyClick(event: MouseEvent): void {
  const waiting = onWaitingIsland(event);
  if (!waiting) return;
  const { target, island } = waiting;
  // Links in an island's static content work as they are, and so does an island that starts only
  // for a reader with a session: without one, its server HTML (the Sign In link) is all there is.
  if (target.closest(`[${islandAttributes.slot}]`) || island.getAttribute(islandAttributes.start) !== 'interaction') return;
  holdUntilLive(event, island, target, (control) => control.click());
}

/** Keys a (horizontal) tab list answers and a button does not: choosing a tab. */
const tabListKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Holds a key meant for a tab list that is not live yet, and replays it on the live tab list. */
function holdEarlyTabListKey(event: KeyboardEvent): void {
  const waiting = onWaitingIsland(event);
  if (!waiting || !tabListKeys.has(event.key) || !waiting.target.closest('[role="tablist"]')) return;
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
  holdUntilLive(event, waiting.island, waiting.target, (control) => control.dispatchEvent(new KeyboardEvent('keydown', init)));
}

function main(): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  const startsWith = (how: string) => islands.filter((island) => island.getAttribute(islandAttributes.start) === how);

  window.addEventListener('pointerdown', beginPress, true);
  window.addEventListener('keydown', beginPress, true);
  // The press ends in the task after its release, so the click the release sends (in the same
  // task) still finds the island waiting, and is held. A press that ends in no click (slid off,
  // became a scroll) frees the island all the same; so does leaving the window with a key down.
  for (const type of ['pointerup', 'pointercancel', 'keyup', 'click'] as const) {
    window.addEventListener(type, endPressAfterThisTask, true);
  }
  window.addEventListener('blur', endPressAfterThisTask); // not capturing: an element's blur is no release
  window.addEventListener('click', holdEarlyClick, true);
  window.addEventListener('keydown', holdEarlyTabListKey, true);
  const onFirstInteraction = (event: Event) => {
    for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
    // The island the reader reached for goes first; each renders in a task of its own.
    const touched = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null;
    const waiting = startsWith('interaction').sort((a, b) => Number(b === touched) - Number(a === touched));
    for (const island of waiting) void start(island).catch(() => {});
  };
  for (const type of interactionEvents) {
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }

  // A reader with a session (or arriving from a sign-in link) sees their account at once;
  // a sign-in in another tab shows here too.
  const startAuthIslands = () => {
    if (!hasAuthWork(supabaseConfig.url)) return;
    for (const island of startsWith('auth')) void start(island).catch(() => {});
  };
  startAuthIslands();
  window.addEventListener('storage', startAuthIslands);

  // A mark for tests and tools: from here on the page handles the reader's input.
  document.documentElement.dataset.hydrated = '';
}

main();
registerServiceWorker();
