import { Tab, TabList, TabPanel, TabProvider, useStoreState, useTabContext } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import type { HeadingLevel } from '../private/DisclosureSection';
import * as styles from './Tabs.css';

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
  /** Level of the panel headings shown without JavaScript. Default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Tabs built on Ariakit: Left/Right arrows move between tabs, Home/End jump to the ends, and
 * exactly one panel shows. Without JavaScript the tab row is hidden and every panel is shown
 * under a heading, so nothing is lost.
 *
 * Ids are explicit (derived from `useId` and the item ids) so that server and client agree on
 * which tab is selected before Ariakit has registered its items.
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
  const fromTabId = (id: string) => id.slice(`${base}tab-`.length);
  const initial = defaultSelectedId ?? items[0]?.id;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <TabProvider
        defaultSelectedId={initial === undefined ? undefined : tabId(initial)}
        selectedId={selectedId === undefined ? undefined : tabId(selectedId)}
        setSelectedId={(id) => {
          if (id && onSelectedIdChange) onSelectedIdChange(fromTabId(id));
        }}
      >
        <TabsBody items={items} label={label} tabId={tabId} Heading={Heading} />
      </TabProvider>
    </div>
  );
}

interface TabsBodyProps {
  items: readonly TabItem[];
  label: string;
  tabId: (id: string) => string;
  Heading: `h${HeadingLevel}`;
}

function TabsBody({ items, label, tabId, Heading }: TabsBodyProps) {
  const selected = useStoreState(useTabContext(), 'selectedId');
  return (
    <>
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={tabId(item.id)} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          tabId={tabId(item.id)}
          // Ariakit would add `hidden` to inactive panels on the server too; our CSS hides them
          // only when JavaScript runs, so the no-JS page shows every panel.
          alwaysVisible
          className={styles.panel}
          data-state={selected === tabId(item.id) ? 'active' : 'inactive'}
        >
          <Heading className={styles.panelHeading}>{item.label}</Heading>
          {item.content}
        </TabPanel>
      ))}
    </>
  );
}
