import { createFileRoute } from '@tanstack/react-router';
import { toolsPage } from '@wh/content';
import Calculators from '../islands/Calculators/Calculators.island';
import Glossary from '../islands/Glossary/Glossary.island';
import { Island } from '../islands/runtime/Island';
import Tabs from '../islands/Tabs/Tabs.island';
import { pageSeo } from '../seo';
import { calculatorIds } from '../islands/Calculators/calculatorIds';
import { NeedsJavaScript } from '../lib/NeedsJavaScript';
import { PageHeader } from '../page/PageParts';
import { SymptomChecker } from '../page/SymptomChecker';

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
  staticData: { mode: 'tool' },
  component: ToolsPage,
});

const [calculatorsLabel, symptomsLabel, glossaryLabel] = toolsPage.tabs;

function ToolsPage() {
  const link = deepLinkFor(Route.useParams()._splat);
  return (
    <>
      <PageHeader title={toolsPage.title} lead={toolsPage.intro} />
      <div id="tools-tabs">
        <Island
          component={Tabs}
          props={{
            label: 'Health tools',
            tabs: [
              { id: 'calculators', label: calculatorsLabel },
              { id: 'symptoms', label: symptomsLabel },
              { id: 'glossary', label: glossaryLabel },
            ],
            selectedId: link ? deepLinks[link].tab : undefined,
            scrollToId: link ? deepLinks[link].target : undefined,
          }}
          slots={[
            <NeedsJavaScript key="calculators" what="The calculators need" turnOnTo="work out your fertile window or due date">
              <Island component={Calculators} props={{}} />
            </NeedsJavaScript>,
            <SymptomChecker key="symptoms" />,
            <Island key="glossary" component={Glossary} props={{}} />,
          ]}
        />
      </div>
    </>
  );
}
