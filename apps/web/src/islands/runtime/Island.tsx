import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { contents } from '../../contents.css';
import { usePageContext } from '../../pageContext';
import { islandAttributes } from './attributes';
import type { IslandDefinition, IslandSlots } from './defineIsland';
import { IslandCollectorContext, IslandRoot, IslandSlot } from './IslandRoot';
import { islandNames, loadIsland } from './registry';

/** Each island definition's name, known on the server once `prepareIslands()` has run. */
let namesByDefinition: Map<IslandDefinition<object>, string> | undefined;

/**
 * Loads every island for server rendering. Call it before rendering a page (each time: in
 * development an edited island is a new module, with a new definition).
 */
export async function prepareIslands(): Promise<void> {
  const entries = await Promise.all(islandNames.map(async (name) => [await loadIsland(name), name] as const));
  namesByDefinition = new Map(entries);
}

type DataProps<P> = Omit<P, 'slots'>;

export type IslandProps<P extends object> = {
  /** The island (the default export of its `*.island.tsx` file). */
  component: IslandDefinition<P>;
  /** Its data: small and JSON-safe (they are written into the HTML), the same on server and browser. */
  props: DataProps<P>;
} & (P extends IslandSlots ? { /** Static content inside the island. */ slots: readonly ReactNode[] } : { slots?: never });

/**
 * An interactive part of a page, rendered on the server. The island is rendered as a React root
 * of its own, exactly as the browser will hydrate it (see `hydrate.tsx`), and marked in the HTML
 * with its name and props. Static content inside it (the panels of tabs) is passed as
 * `slots`: it is part of the HTML, never of the island's JavaScript.
 *
 * @example
 * <Island component={Tabs} props={{ label, tabs }} slots={panels} />
 */
export function Island<P extends object>({ component: definition, props, slots }: IslandProps<P>) {
  const page = usePageContext();
  const collector = useContext(IslandCollectorContext);
  // No hooks below this line: the island's own render (renderToString) runs here.
  if (!collector) throw new Error('An island can only be rendered on the server, inside a page (see entry-server).');
  const name = namesByDefinition?.get(definition as IslandDefinition<object>);
  if (!name) throw new Error('An island must be the default export of a src/islands/<Name>/<Name>.island.tsx file, and prepareIslands() must run first.');
  const id = `i${collector.islands.length}`;
  collector.islands.push({ name, start: definition.start });
  const Component = definition.component;
  const slotProps = slots ? { slots: slots.map((slot, index) => <IslandSlot key={index}>{slot}</IslandSlot>) } : {};
  const html = renderToString(
    <IslandRoot page={page} collector={collector}>
      <Component {...(props as P)} {...slotProps} />
    </IslandRoot>,
    { identifierPrefix: id },
  );
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.id]: id,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.start]: definition.start,
  };
  return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
