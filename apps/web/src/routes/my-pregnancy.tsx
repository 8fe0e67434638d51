import { createFileRoute } from '@tanstack/react-router';
import { myPregnancyPage, weekByWeekIndexPath } from '@wh/content';
import { Alert, Link } from '@wh/ui';
import { Island } from '../islands/runtime/Island';
import MyPregnancy from '../islands/MyPregnancy/MyPregnancy.island';
import { pageHead } from '../seo';
import * as primitives from '../lib/primitives.css';
import { PageHeader } from '../page/PageParts';
import { SaveGuideSection } from '../page/SaveGuideSection';

export const Route = createFileRoute('/my-pregnancy')({
  head: pageHead('/my-pregnancy'),
  staticData: { mode: 'tool' },
  component: MyPregnancyPage,
});

function MyPregnancyPage() {
  return (
    <>
      <PageHeader title={myPregnancyPage.title} lead={myPregnancyPage.intro}>
        <Alert title="Kept on this device only">{myPregnancyPage.privacy}</Alert>
      </PageHeader>
      <div className={primitives.withoutScriptOnly}>
        <Alert title="This page needs JavaScript">
          <p>{myPregnancyPage.needsJavaScript}</p>
          <p>
            <Link href={weekByWeekIndexPath}>Read the week-by-week guide</Link>
          </p>
        </Alert>
      </div>
      {/* The attribute tells the no-JavaScript test (e2e/pages.spec.ts) this is hidden on purpose. */}
      <div className={primitives.needsScript} data-needs-javascript="">
        <Island component={MyPregnancy} props={{}} />
      </div>
      <SaveGuideSection />
    </>
  );
}
