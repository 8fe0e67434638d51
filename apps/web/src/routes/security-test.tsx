import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import { Badge } from '@wh/ui';
import { Island } from '../islands/runtime/Island';
import SecuritySelfTest from '../islands/SecuritySelfTest/SecuritySelfTest.island';
import { pageHead } from '../seo';
import { implementationStatus } from '../page/implementationStatus';
import * as selfTestStyles from '../islands/SecuritySelfTest/SecuritySelfTest.css';
import { PageHeader, PageSection } from '../page/PageParts';

const meta = routeMeta['/security-test'];

export const Route = createFileRoute('/security-test')({
  head: pageHead('/security-test', { noindex: true }),
  staticData: { mode: 'tool' },
  component: SecurityTestPage,
});

function SecurityTestPage() {
  return (
    <>
      <PageHeader
        title={meta.title}
        lead="Run the checks this site relies on, in your own browser: input cleaning against cross-site scripting, address and email checks, and how this page is served."
      />

      <Island component={SecuritySelfTest} props={{}} />

      <PageSection id="implementation" title="Implementation status">
        <ul className={selfTestStyles.caseList}>
          {implementationStatus.map((item) => (
            <li key={item.title}>
              <Badge tone="postpartum">{item.status}</Badge> <strong>{item.title}</strong>: {item.detail}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
