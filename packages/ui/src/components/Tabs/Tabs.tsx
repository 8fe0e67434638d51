import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { HeadingLevel } from '../private/DisclosureSection';
import { markScripted } from '../../theme/scriptedRoot';
import * as styles from './Tabs.css';

// An app with no server HTML gets the scripted layout with no step of its own (see scriptedRoot.ts).
markScripted();

/** One tab and its panel. */
export interface TabItem {
  /** Stable identifier, unique within the tabs. */
  id: string;
  /** The tab's text; also the panel's heading when JavaScript is off. */
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Tools". */
  label: string;
  /** The tab selected first. Default: the first item. */
  defaultSelectedId?: string;
  /** Controlled selection; pair with `onSelectedIdChange`. */
  selectedId?: string;
  onSelectedIdChange?: (id: string) => void;
  /**
   * Level of the panel headings shown without JavaScript. Default 2.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What the Tab key can reach inside a panel. */
const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tabs as the WAI-ARIA pattern describes them (automatic activation): Left/Right arrows move
 * between tabs and select them, wrapping at the ends; Home/End jump to the ends; only the
 * selected tab is in the Tab order, and exactly one panel shows. Without JavaScript the tab row
 * is hidden and every panel is shown under a heading, so nothing is lost.
 *
 * Native buttons and a few lines of state cover the pattern, so it needs no library: tabs hydrate
 * in a fraction of the time, which matters on the pages that open with them.
 *
 * @example
 * <Tabs label="Tools" items={[
 *   { id: 'calculators', label: 'Health Calculators', content: <Calculators /> },
 *   { id: 'glossary', label: 'Medical Glossary', content: <Glossary /> },
 * ]} />
 */
export function Tabs({
  items,
  label,
  defaultSelectedId,
  selectedId,
  onSelectedIdChange,
  headingLevel = 2,
  className,
}: TabsProps) {
  const base = useId();
  const tabId = (id: string) => `${base}tab-${id}`;
  const panelId = (id: string) => `${base}panel-${id}`;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const selected = selectedId ?? ownSelected;
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());
  // A panel with nothing to focus in it is itself the next stop after its tab, as the WAI-ARIA
  // pattern asks; a panel with a form or links lets the Tab key go straight to them.
  const [textOnly, setTextOnly] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const ids = items.map((item) => item.id).filter((id) => !panels.current.get(id)?.querySelector(focusable));
    setTextOnly((current) => (ids.length === current.size && ids.every((id) => current.has(id)) ? current : new Set(ids)));
  }, [items]);
  const Heading = `h${headingLevel}` as const;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    if (id !== selected) onSelectedIdChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    select(item.id);
    tabs.current.get(item.id)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            ref={(element) => {
              if (element) panels.current.set(item.id, element);
              else panels.current.delete(item.id);
            }}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a text-only panel is a stop (see above).
            tabIndex={isSelected && textOnly.has(item.id) ? 0 : undefined}
            // Never `hidden`: our CSS hides inactive panels only when JavaScript runs, so the
            // no-JS page shows every panel.
            className={styles.panel}
            data-state={isSelected ? 'active' : 'inactive'}
          >
            <Heading className={styles.panelHeading}>{item.label}</Heading>
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
