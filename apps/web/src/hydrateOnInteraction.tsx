import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { contents } from './contents.css';

/**
 * Widgets whose code waits for the reader. The server renders them in full, so
 * the page reads (and, without JavaScript, works) as before; in the browser
 * their code is only downloaded the first time the reader points at, touches,
 * focuses or types on the page, and React hydrates them then. A reader who
 * only reads never pays for menus they do not open.
 *
 * A click that lands on such a widget before its code has arrived is held and
 * replayed once it is ready, so the first tap on the menu button still opens it.
 *
 * React keeps a widget's server HTML until its code arrives only while nothing
 * updates it: give it props that keep their identity between renders (the
 * wrapper is memoised), and keep changing app-wide state out of context values
 * (the auth session is read from a store). A context change above the widget
 * would make React drop its HTML and render it afresh.
 */
const interactionEvents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
const regionAttribute = 'data-hydrates-on-interaction';

let interaction: Promise<void> | undefined;
/** On the server, the loaders of every widget, run once before the first render. */
const serverLoads: (() => Promise<void>)[] = [];
const hydratedRegions = new WeakSet<Element>();
const heldClicks = new WeakMap<Element, HTMLElement>();

/**
 * Loads every such widget's code for server rendering. Call it once before
 * rendering, so the server renders them in place (nothing suspends, and the
 * HTML needs no script to put them where they belong).
 */
export async function loadWidgetsForServer(): Promise<void> {
  await Promise.all(serverLoads.map((load) => load()));
}

function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const open = () => {
      for (const type of interactionEvents) window.removeEventListener(type, open, true);
      resolve();
    };
    for (const type of interactionEvents) window.addEventListener(type, open, { capture: true, passive: true });
    // Window capture runs before React's listeners on the document.
    window.addEventListener('click', holdEarlyClick, true);
  });
  return interaction;
}

function holdEarlyClick(event: MouseEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const region = target?.closest(`[${regionAttribute}]`);
  if (!target || !region || hydratedRegions.has(region)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClicks.set(region, target);
}

/** Rendered inside the widget's Suspense boundary: its effect runs when the widget has hydrated. */
function Hydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    hydratedRegions.add(element);
    const held = heldClicks.get(element);
    heldClicks.delete(element);
    held?.click();
  }, [region]);
  return null;
}

/**
 * Wraps a widget so it hydrates on the reader's first interaction.
 *
 * @example
 * const MegaMenu = hydrateOnInteraction(() => import('./headerWidgets').then((m) => m.MegaMenu));
 */
export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const onServer = typeof window === 'undefined';
  let ServerWidget: ComponentType<P> | undefined;
  if (onServer) serverLoads.push(async () => void (ServerWidget = await load()));
  const Widget = lazy(async () => {
    await firstInteraction();
    return { default: await load() };
  });
  function OnInteraction(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const attributes = { [regionAttribute]: '' };
    if (onServer && !ServerWidget) throw new Error('Call loadWidgetsForServer() before rendering on the server.');
    // The same HTML either way; in the browser React keeps it until the widget's code is here.
    const Rendered = onServer ? ServerWidget! : Widget;
    return (
      <div ref={region} className={contents} {...attributes}>
        <Suspense fallback={null}>
          <Rendered {...props} />
          <Hydrated region={region} />
        </Suspense>
      </div>
    );
  }
  return memo(OnInteraction) as unknown as ComponentType<P>;
}
