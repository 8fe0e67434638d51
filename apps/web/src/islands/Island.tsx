import type { ComponentType, ReactNode } from 'react';
import { contents } from '../contents.css';
import { islandAttributes } from './dom';
import { usePage } from './page';
import type { IslandName, IslandProps } from './registry';

/** When an island starts: at the reader's first interaction, or at once if the page has auth work. */
export type IslandStart = 'interaction' | 'auth';

type SlotProps<N extends IslandName> = IslandProps<N> extends { slots: readonly ReactNode[] } ? true : false;

export type IslandElementProps<N extends IslandName> = {
  name: N;
  /** The component itself, rendered in place in the app and on the server. */
  component: ComponentType<IslandProps<N>>;
  /** Its data: small, JSON-safe (they are written into the HTML), the same on server and browser. */
  props: Omit<IslandProps<N>, 'slots'>;
  start?: IslandStart;
  /** Static content inside the island, for components that take `slots`. */
} & (SlotProps<N> extends true ? { slots: readonly ReactNode[] } : { slots?: never });

/**
 * An interactive part of a page. In the app (and on app pages) it is simply its
 * component. On an islands page the server marks it with its name and props, so
 * the islands runtime can render it in the browser when the reader first needs it,
 * with the same HTML.
 *
 * Static content inside it (an accordion's answers) is passed as `slots`: the
 * server renders them as usual, and in the browser the island keeps their HTML
 * as it is, so none of the page's text has to be shipped as JavaScript.
 */
export function Island<N extends IslandName>({ name, component: Component, props, start = 'interaction', slots }: IslandElementProps<N>) {
  const { mode } = usePage();
  const slotProps = slots ? { slots: slots.map((slot, index) => <IslandSlot key={index}>{slot}</IslandSlot>) } : {};
  const rendered = <Component {...(props as IslandProps<N> & object)} {...slotProps} />;
  if (mode === 'app') return rendered;
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.start]: start,
  };
  return (
    <div className={contents} {...attributes}>
      {rendered}
    </div>
  );
}

/** Static content inside an island: rendered normally, or (in the browser) kept as the server's HTML. */
export function IslandSlot({ children, html }: { children?: ReactNode; html?: string }) {
  const attributes = { [islandAttributes.slot]: '' };
  if (html !== undefined) {
    return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={contents} {...attributes}>
      {children}
    </div>
  );
}
