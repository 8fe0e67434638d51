import { Component, createContext, useLayoutEffect, type ReactNode } from 'react';
import { contents } from '../../contents.css';
import { PageContext, type PageContextValue } from '../../pageContext';
import { islandAttributes } from './attributes';
import type { IslandStart } from './defineIsland';

/**
 * The top of every island's React tree, the same on the server (`Island.tsx` renders the island
 * as a root of its own) and in the browser (`hydrate.tsx` hydrates that root in place), so the
 * two render the same HTML, ids included.
 */
export function IslandRoot({
  page,
  collector = null,
  serverHtml,
  onLive,
  children,
}: {
  page: PageContextValue;
  /** On the server: where islands inside this one (in its slots) are recorded. */
  collector?: IslandCollector | null;
  /** In the browser: the island's HTML before hydration, shown again if the island fails. */
  serverHtml?: string;
  /** In the browser: called once the island has hydrated (or failed, and shows its server HTML). */
  onLive?: () => void;
  children: ReactNode;
}) {
  return (
    <IslandCollectorContext.Provider value={collector}>
      <PageContext.Provider value={page}>
        <ServerHtmlOnError html={serverHtml} onFailed={onLive}>
          {children}
          <Live onLive={onLive} />
        </ServerHtmlOnError>
      </PageContext.Provider>
    </IslandCollectorContext.Provider>
  );
}

/** What the server records about the islands of the page it is rendering. */
export interface IslandCollector {
  /** Each island rendered so far, in document order. */
  islands: { name: string; start: IslandStart }[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Renders nothing; tells the browser code once the island has hydrated. */
function Live({ onLive }: { onLive?: () => void }) {
  useLayoutEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * An island that fails while hydrating shows the server's HTML again, readable and with working
 * links, instead of going blank. React reports the error.
 */
class ServerHtmlOnError extends Component<{ html?: string; onFailed?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    const { html, children } = this.props;
    return this.state.failed && html !== undefined ? <div className={contents} dangerouslySetInnerHTML={{ __html: html }} /> : children;
  }
}

/**
 * Static content inside an island (an accordion's answers): rendered as usual on the server; in
 * the browser given as the HTML the server wrote, which React leaves exactly as it is. So none of
 * the page's text is shipped as JavaScript, and islands inside it hydrate on their own.
 */
export function IslandSlot({ children, html }: { children?: ReactNode; html?: string }) {
  const attributes = { [islandAttributes.slot]: '' };
  if (html !== undefined) return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={contents} {...attributes}>
      {children}
    </div>
  );
}
