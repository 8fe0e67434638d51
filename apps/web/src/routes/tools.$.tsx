import { createFileRoute } from '@tanstack/react-router';
import { toolsPage } from '@wh/content';
import { Tabs } from '@wh/ui';
import { useEffect, useState } from 'react';
import { pageSeo } from '../seo';
import { calculatorIds } from './-components/calculatorIds';
import { Calculators } from './-components/Calculators';
import { Glossary } from './-components/Glossary';
import { NeedsJavaScript } from './-components/NeedsJavaScript';
import { PageHeader } from './-components/PageParts';
import { SymptomChecker } from './-components/SymptomChecker';

type TabId = 'calculators' | 'symptoms' | 'glossary';

/** The linked tool addresses: which tab each opens and what it brings into view. */
const deepLinks = {
  'ovulation-calculator': { tab: 'calculators', target: calculatorIds.ovulation },
  'due-date-calculator': { tab: 'calculators', target: calculatorIds.dueDate },
  'symptom-checker': { tab: 'symptoms', target: 'tools-tabs' },
  glossary: { tab: 'glossary', target: 'tools-tabs' },
} as const satisfies Record<string, { tab: TabId; target: string }>;

type DeepLink = keyof typeof deepLinks;

/** The linked tool a path names, if any; any other /tools/... path is just the tools page. */
function deepLinkFor(splat: string | undefined): DeepLink | undefined {
  const name = (splat ?? '').replace(/\/+$/, '');
  return Object.hasOwn(deepLinks, name) ? (name as DeepLink) : undefined;
}

// One splat route serves /tools and every /tools/... address (TanStack matches /tools with an empty splat).
export const Route = createFileRoute('/tools/$')({
  head: ({ match }) => {
    const link = deepLinkFor(match.params._splat);
    const path = link ? (`/tools/${link}` as const) : '/tools';
    return pageSeo(match.context.country, path);
  },
  component: ToolsPage,
});

const [calculatorsLabel, symptomsLabel, glossaryLabel] = toolsPage.tabs;

function ToolsPage() {
  const { _splat: splat } = Route.useParams();
  const link = deepLinkFor(splat);
  const [selected, setSelected] = useState<TabId>(link ? deepLinks[link].tab : 'calculators');
  // Following another tool link while on this page (from the menu, say) switches the tab too.
  const [shownLink, setShownLink] = useState(link);
  if (link !== shownLink) {
    setShownLink(link);
    if (link) setSelected(deepLinks[link].tab);
  }

  useEffect(() => {
    if (!link) return;
    // After the router has restored the scroll position for the new page, bring the tool into view.
    const frame = requestAnimationFrame(() => {
      document.getElementById(deepLinks[link].target)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [link]);

  return (
    <>
      <PageHeader title={toolsPage.title} lead={toolsPage.intro} />
      <div id="tools-tabs">
        <Tabs
          label="Health tools"
          selectedId={selected}
          onSelectedIdChange={(id) => setSelected(id as TabId)}
          items={[
            {
              id: 'calculators',
              label: calculatorsLabel,
              content: (
                <NeedsJavaScript what="The calculators need">
                  <Calculators />
                </NeedsJavaScript>
              ),
            },
            { id: 'symptoms', label: symptomsLabel, content: <SymptomChecker /> },
            { id: 'glossary', label: glossaryLabel, content: <Glossary /> },
          ]}
        />
      </div>
    </>
  );
}
